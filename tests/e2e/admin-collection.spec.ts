import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInByApi } from './support/fixtures';
import { FIRST_ADMIN } from './support/first-admin';
import { payWaterBillByApi } from './support/payments';
import { lookAt } from './support/shots';

/*
 * The collection report as a clerk uses it. Other files pay bills on the same server, so the
 * figures are the API tests' (tests/api/collection.test.ts); here, that a bill the register does
 * not hold shows as self-assessed in the report and in the payments list, and the CSV comes.
 */

test('a clerk reads this year’s collection, sees a self-assessed water bill beside the demand, downloads the CSV; in Tamil on a phone too', async ({
  page,
  request,
}) => {
  const word = `Col${Date.now().toString(36)}`;
  const reference = await payWaterBillByApi(request, { amount: 432.1, address: `3 ${word} Lane` });

  await signInByApi(page, FIRST_ADMIN, '/admin-login');
  await page.goto('/admin');
  // The payment's amount was the citizen's own: the payments list says so.
  await page.getByRole('searchbox', { name: 'Search by name, reference or complaint ID' }).fill(reference);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const payment = page.getByRole('table', { name: 'Tax Payments' }).getByRole('row').filter({ hasText: reference });
  await expect(payment).toContainText('Self-assessed');
  await expect(payment).toContainText('Amount typed by the citizen, not from the register');

  await page.getByRole('link', { name: 'Collection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Collection' })).toBeVisible();
  const table = page.getByRole('table', { name: /^Demand, collection and outstanding, \d{4}-\d{2}$/ });
  await expect(table.getByText(/^From 01\/04\/\d{4} to 31\/03\/\d{4}, in rupees$/)).toBeVisible();
  const water = table.getByRole('row').filter({ hasText: 'Water' }).filter({ hasText: 'No ward' });
  await expect(water).toBeVisible();
  await expect(water.getByRole('cell').last()).not.toHaveText('—');
  await expect(table.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /^Download the collection report/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^collection-\d{4}-04-01-to-\d{4}-03-31\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFType,Ward,Demand,Collected,Outstanding,Self-assessed');
  expect(csv).toMatch(/\r\nwater,,[\d.]+,[\d.]+,[\d.]+,[\d.]+\r\n/);

  // In Tamil, on a phone: the table scrolls in its own region, the page does not.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ta/admin/collection');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1, name: 'வசூல்' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').filter({ hasText: 'வார்டு இல்லை' }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: /பக்கவாட்டில் நகர்த்தலாம்/ })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, 'admin-collection-ta-360');
});
