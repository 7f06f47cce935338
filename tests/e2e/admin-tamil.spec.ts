import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './support/fixtures';
import { applyForBirthByApi, submitGrievanceByApi } from './support/citizen-forms';
import { FIRST_ADMIN } from './support/first-admin';

// The clerks' dashboard in Tamil (issue 21): a clerk who chose Tamil reviews and accepts an
// application; the page holds on a 360 px phone and at 200 % zoom, where Tamil's long words in
// table headers and buttons must wrap, not overflow.

const SELVI = { name: 'Selvi Tamil', email: 'selvi@example.in', subject: 'cleanliness', message: 'The drain on Temple Street is blocked.' };

// The server answers each page in the cookie's language; the service worker's part of that comes
// with its own change, so this file lets every navigation reach the server.
test.use({ serviceWorkers: 'block' });

/** The whole page in screenshots a screen high each, to look at (test-results/…). */
async function screenshots(page: Page, name: string, path: (file: string) => string) {
  const { width, height } = page.viewportSize() ?? { width: 360, height: 740 };
  const full = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0, part = 1; y < full; y += height, part += 1) {
    await page.screenshot({ path: path(`${name}-${part}.png`), fullPage: true, clip: { x: 0, y, width, height: Math.min(height, full - y) } });
  }
}

/** Nothing wider than the page, and no button or header whose text is cut off. */
async function expectNothingOverflows(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main button, main a, main th, main h1, main h2, main label, main p')]
      .filter((element) => element.offsetParent !== null && !element.closest('.visually-hidden') && element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent),
  );
  expect(clipped).toEqual([]);
}

test('a clerk who chose Tamil accepts an application; the dashboard fits a phone and 200 % zoom', async ({ page, request, browser }, testInfo) => {
  test.slow();
  const childName = 'Meena Tamil';
  const { reference } = await applyForBirthByApi(request, childName);
  const complaintId = await submitGrievanceByApi(request, SELVI);

  await signIn(page, FIRST_ADMIN, '/admin-login');
  await expect(page).toHaveURL('/admin');
  // The switch link: /ta/admin chooses Tamil (the lang cookie) and answers /admin in it.
  await page.goto('/ta/admin');
  await expect(page).toHaveURL('/admin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { name: 'நிர்வாகப் பலகை', level: 1 })).toBeVisible();

  const table = page.getByRole('table', { name: 'பிறப்புச் சான்றிதழ்கள்' });
  const row = table.getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(childName);
  await expect(row.getByText('நிலுவையில்', { exact: true })).toHaveClass(/\bpending\b/);
  await expect(table.getByRole('columnheader', { name: 'குழந்தையின் முழுப் பெயர்' })).toBeVisible();
  const grievance = page.getByRole('table', { name: 'குறைகள்' }).getByRole('row').filter({ hasText: complaintId });
  await expect(grievance).toContainText('சுகாதாரம்');
  await expect(grievance.getByText('நிலுவையில்', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: `${reference}: ஏற்க` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${reference} ஏற்கப்பட்டது.` })).toBeVisible();
  await expect(row.getByText('ஏற்கப்பட்டது', { exact: true })).toHaveClass(/\baccepted\b/);
  await expect(row.getByRole('button', { name: `${reference}: ஏற்க` })).toBeDisabled();

  await grievance.getByRole('button', { name: `குறை ${complaintId}: நடவடிக்கை எடுக்க` }).click();
  await expect(page.getByRole('status').filter({ hasText: `குறை ${complaintId}: நிலை “நடவடிக்கையில்” என மாற்றப்பட்டது.` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A phone, 360 px wide: the tables scroll sideways in their own regions, nothing is cut off.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('region', { name: 'பிறப்புச் சான்றிதழ்கள் (பக்கவாட்டில் நகர்த்தலாம்)' })).toBeVisible();
  await expectNothingOverflows(page);
  await screenshots(page, 'admin-ta-360', (file) => testInfo.outputPath(file));
  // The tables' far side, where the Tamil buttons are.
  for (const [name, title] of [['birth', 'பிறப்புச் சான்றிதழ்கள்'], ['grievances', 'குறைகள்']] as const) {
    const region = page.getByRole('region', { name: `${title} (பக்கவாட்டில் நகர்த்தலாம்)` });
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await region.screenshot({ path: testInfo.outputPath(`admin-ta-360-${name}-actions.png`) });
  }

  // 200 % zoom of a 1280 px window: 640 CSS pixels at twice the density.
  const storage = await page.context().storageState();
  const zoomed = await browser.newContext({ viewport: { width: 640, height: 360 }, deviceScaleFactor: 2, storageState: storage });
  const zoomedPage = await zoomed.newPage();
  await zoomedPage.goto('/admin');
  await expect(zoomedPage.getByRole('heading', { name: 'நிர்வாகப் பலகை', level: 1 })).toBeVisible();
  await expect(zoomedPage.getByRole('table', { name: 'பிறப்புச் சான்றிதழ்கள்' })).toBeVisible();
  await expectNothingOverflows(zoomedPage);
  await screenshots(zoomedPage, 'admin-ta-200pc', (file) => testInfo.outputPath(file));

  // The application's own page, in Tamil, at the same zoom.
  await zoomedPage.getByRole('link', { name: `விண்ணப்பம் ${reference} ஐத் திறக்க` }).click();
  await expect(zoomedPage.getByRole('heading', { name: 'பிறப்புச் சான்றிதழ் விண்ணப்பம்', level: 1 })).toBeVisible();
  await expect(zoomedPage.getByRole('region', { name: 'வரலாறு' })).toContainText(`ஏற்கப்பட்டது`);
  await expect(zoomedPage.getByRole('region', { name: 'வரலாறு' })).toContainText(`${FIRST_ADMIN.username} அவர்களால்`);
  await expectNothingOverflows(zoomedPage);
  await expectNoSeriousA11yViolations(zoomedPage);
  await screenshots(zoomedPage, 'application-ta-200pc', (file) => testInfo.outputPath(file));
  await zoomed.close();
});

test('To review in Tamil: each item with its due date, on a phone and at 200 % zoom', async ({ page, request, browser }, testInfo) => {
  // At least one open item, whatever else the suite has left.
  await submitGrievanceByApi(request, SELVI);
  await signIn(page, FIRST_ADMIN, '/admin-login');
  await expect(page).toHaveURL('/admin');
  await page.goto('/ta/admin/queue');
  await expect(page).toHaveURL('/admin/queue');
  await expect(page.getByRole('heading', { name: 'பரிசீலிக்க வேண்டியவை', level: 1 })).toBeVisible();
  await expect(page.getByText(/க்குள் முடிக்க வேண்டும்/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /ஐப் பரிசீலிக்க$/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.setViewportSize({ width: 360, height: 740 });
  await expectNothingOverflows(page);
  await screenshots(page, 'queue-ta-360', (file) => testInfo.outputPath(file));

  const zoomed = await browser.newContext({ viewport: { width: 640, height: 360 }, deviceScaleFactor: 2, storageState: await page.context().storageState() });
  const zoomedPage = await zoomed.newPage();
  await zoomedPage.goto('/admin/queue');
  await expect(zoomedPage.getByRole('heading', { name: 'பரிசீலிக்க வேண்டியவை', level: 1 })).toBeVisible();
  await expect(zoomedPage.getByText(/க்குள் முடிக்க வேண்டும்/).first()).toBeVisible();
  await expectNothingOverflows(zoomedPage);
  await screenshots(zoomedPage, 'queue-ta-200pc', (file) => testInfo.outputPath(file));
  await zoomed.close();
});
