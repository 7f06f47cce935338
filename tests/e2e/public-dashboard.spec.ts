import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { lookAt } from './support/shots';
import { expectNoSidewaysOverflowAtDoubleZoom } from './support/tamil';

/*
 * The public dashboard on a phone, in each language, without signing in. Other files add records
 * to the same database in parallel, so the figures are the API tests' (tests/api/public-stats.test.ts);
 * here, that the page and its tables are there and read well at 360 px and at 200 % zoom.
 */

test.use({ viewport: { width: 360, height: 740 } });

/** The page itself never scrolls sideways: a wide table scrolls in its own region. */
async function expectPageFitsTheScreen(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

test('anyone opens the dashboard from the footer and reads each figure in a table beside its chart', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Public dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Public dashboard' })).toBeVisible();
  const certificates = page.getByRole('table', { name: 'Certificates' });
  await expect(certificates.getByRole('row', { name: /^Birth / })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Complaints by subject' }).getByRole('row', { name: /^Water / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download Certificates as CSV' })).toBeVisible();
  await expectPageFitsTheScreen(page);
  await expectNoSidewaysOverflowAtDoubleZoom(page, expectPageFitsTheScreen);
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, 'public-dashboard-360');

  await page.getByLabel('Period').selectOption({ index: 1 });
  await expect(page).toHaveURL(/\/dashboard\?month=\d{4}-\d{2}$/);
  await expect(page.getByText(/^From 1 \w+ \d{4} to \d+ \w+ \d{4}, counted on /)).toBeVisible();
});

test('in Tamil the dashboard reads the same, on a phone', async ({ page }) => {
  await page.goto('/ta/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1, name: 'பொதுத் தரவுப் பலகை' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'புகார்கள், வகை வாரியாக' }).getByRole('row', { name: /^குடிநீர் / })).toBeVisible();
  await expect(page.getByRole('region', { name: /பக்கவாட்டில் நகர்த்தலாம்/ }).first()).toBeVisible();
  await expectPageFitsTheScreen(page);
  await expectNoSidewaysOverflowAtDoubleZoom(page, expectPageFitsTheScreen);
  await expectNoSeriousA11yViolations(page);
  await lookAt(page, 'public-dashboard-ta-360');
});
