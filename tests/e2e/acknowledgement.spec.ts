import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { applyForBirthByApi, attachBirthDocuments, fillBirth, sendAfterCheckingAnswers } from './support/citizen-forms';
import { confirmationPanel } from './support/confirmation';
import { expectNoSeriousA11yViolations, mainNav, newCitizen, registerByApi, signIn, tokenByApi } from './support/fixtures';
import { expectNoSidewaysOverflow } from './support/tamil';

/* Issue 25, decision 054: the acknowledgement of an application, downloaded by its signed-in owner. */

test.use({ viewport: { width: 360, height: 740 } });

/** Screenshots for a person to look at (MY_REQUESTS_SHOTS=<folder>), as my-requests.spec.ts takes them. */
async function shoot(page: Page, name: string) {
  if (process.env.MY_REQUESTS_SHOTS) await page.screenshot({ path: `${process.env.MY_REQUESTS_SHOTS}/${name}.png`, fullPage: true });
}

/** Presses the button and returns the file the browser was given: its suggested name and bytes. */
async function download(page: Page, button: string) {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync((await file.path()) ?? '') };
}

/** The page laid out in 640 CSS pixels at twice the density: a 1280 px window at 200 % zoom. */
async function atDoubleZoom(page: Page, check: () => Promise<void>) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: 640, height: 740, deviceScaleFactor: 2, mobile: false });
  await check();
  await cdp.send('Emulation.clearDeviceMetricsOverride');
  await cdp.detach();
}

test('a signed-in citizen applies and downloads the acknowledgement from the confirmation, on a phone', async ({ page }) => {
  const account = newCitizen();
  await registerByApi(page.request, account);
  await signIn(page, account);
  await expect(mainNav(page).getByText(`Welcome, ${account.username}`)).toBeAttached();

  await page.goto('/certificates/birth');
  await fillBirth(page, 'Meena Acknowledged');
  await attachBirthDocuments(page);
  await sendAfterCheckingAnswers(page, 'Submit Application');

  const confirmation = confirmationPanel(page, 'Application submitted');
  await expect(confirmation).toContainText('Application submitted successfully!');
  const reference = (await confirmation.locator('span').last().textContent()) ?? '';
  expect(reference).toMatch(/^BIR-/);
  await expect(page.getByText('A PDF of what the office received and by when it answers, to keep or print.')).toBeVisible();
  // Once on the page, beside Print.
  await expect(page.getByRole('button', { name: 'Download acknowledgement' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Print this page' })).toBeVisible();

  const file = await download(page, 'Download acknowledgement');
  expect(file.name).toBe(`acknowledgement-${reference}.pdf`);
  expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expect(page.getByRole('button', { name: 'Download acknowledgement' })).toBeEnabled();
  await expectNoSidewaysOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'acknowledgement-confirmation-360');
  await atDoubleZoom(page, async () => {
    await expectNoSidewaysOverflow(page);
    await shoot(page, 'acknowledgement-confirmation-zoom200');
  });
});

test('the same download on the application’s page in Tamil', async ({ page }) => {
  const account = newCitizen();
  await registerByApi(page.request, account);
  const { id, reference } = await applyForBirthByApi(page.request, 'Kavin Tamil', { token: await tokenByApi(page.request, account) });

  await signIn(page, account);
  await expect(page).toHaveURL('/');
  await page.goto(`/ta/my-requests/applications/birth/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByText(reference).first()).toBeVisible();

  const file = await download(page, 'ஒப்புகைச் சீட்டைப் பதிவிறக்கவும்');
  expect(file.name).toBe(`acknowledgement-${reference}.pdf`);
  expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoSidewaysOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'acknowledgement-application-ta-360');
  await atDoubleZoom(page, async () => {
    await expectNoSidewaysOverflow(page);
    await shoot(page, 'acknowledgement-application-ta-zoom200');
  });
});
