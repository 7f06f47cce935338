import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInByApi } from './support/fixtures';
import { FIRST_ADMIN } from './support/first-admin';

/* A clerk loads the water register from a spreadsheet's CSV: checks it, corrects it, imports it. */

const csv = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`) });

test('a clerk checks a register file, sees its errors by line and column, then imports the corrected file; in Tamil on a phone too', async ({
  page,
}) => {
  const run = randomBytes(3).toString('hex').toUpperCase();
  await signInByApi(page, FIRST_ADMIN, '/admin-login');
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Tax register' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tax Register' })).toBeVisible();

  await page.getByLabel('Tax type').selectOption({ label: 'Water' });
  // The header a clerk starts the file from.
  await expect(page.getByText('consumerNo,billMonth,dueDate,amount,zone,address,ward')).toBeVisible();

  const file = page.getByLabel('CSV file');
  await file.setInputFiles(
    csv('water.csv', [
      'consumerNo,zone,address,billMonth,dueDate,amount',
      `W-${run}-1,North,"12, Temple Street,\nBlock B",2026-10,2026-11-15,240`,
      `W-${run}-2,South,Market Road,2026-13,2026-11-15,310.75`,
    ]),
  );
  await expect(page.getByRole('button', { name: 'Import' })).toBeDisabled();
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('alert')).toHaveText('The file has 1 error. Nothing was imported: correct the file and import it again.');
  const errors = page.getByRole('table', { name: 'Errors in the file' });
  // The address's line break makes the second bill start on line 4.
  await expect(errors.getByRole('row').nth(1)).toHaveText(/^4billMonthUse the bill month as YYYY-MM/);
  await expectNoSeriousA11yViolations(page);

  await file.setInputFiles(
    csv('water.csv', [
      'consumerNo,zone,address,billMonth,dueDate,amount',
      `W-${run}-1,North,"12, Temple Street,\nBlock B",2026-10,2026-11-15,240`,
      `W-${run}-2,South,Market Road,2026-10,2026-11-15,310.75`,
    ]),
  );
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The file has 2 bills' })).toHaveText(
    'The file has 2 bills: 2 new, 0 changed, 0 unchanged. Nothing is written until you import it.',
  );
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText('Imported 2 bills: 2 new, 0 changed, 0 unchanged.');

  // The citizen's bill now comes from the register.
  const bill = await page.request.get(`/api/bills?type=water&consumerNo=W-${run}-2`);
  expect(bill.status()).toBe(200);
  expect(await bill.json()).toMatchObject({ dues: [{ billMonth: '2026-10', amount: 310.75 }] });

  // In Tamil, on a phone: by the address, so the shared clerk's account keeps English.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/ta/admin/register');
  await expect(page).toHaveURL('/admin/register');
  await expect(page.getByRole('heading', { level: 1, name: 'வரிப் பதிவேடு' })).toBeVisible();
  await page.getByLabel('CSV கோப்பு').setInputFiles(csv('land.csv', ['pattaNo,period,dueDate,amount', `S-${run},2030-2031,2025-09-30,500`]));
  await page.getByLabel('வரி வகை').selectOption({ label: 'நில வரி' });
  await page.getByRole('button', { name: 'கோப்பைச் சரிபார்க்க' }).click();
  await expect(page.getByRole('table', { name: 'கோப்பில் உள்ள பிழைகள்' })).toContainText('இவற்றில் ஒன்றை எழுதவும்: 2024-2025, 2025-2026.');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  await expectNoSeriousA11yViolations(page);
});
