import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { applyForBirthByApi } from './support/citizen-forms';
import { FIRST_ADMIN } from './support/first-admin';
import { expectNoSeriousA11yViolations, newCitizen, registerByApi, signInByApi, tokenByApi } from './support/fixtures';
import { chooseTamil, expectNoSidewaysOverflow, expectNoSidewaysOverflowAtDoubleZoom, screenshotForReview } from './support/tamil';

/** Presses the button and returns the file the browser was given: its suggested name, its first bytes and its size. */
async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const bytes = readFileSync((await file.path()) ?? '');
  return { name: file.suggestedFilename(), start: bytes.subarray(0, 5).toString(), size: bytes.length };
}

test('the clerk accepts and downloads the signed certificate; its QR code’s page says valid to anyone; the applicant downloads it and the acknowledgement from their application, in Tamil on a phone; revoked once revoked', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const applicant = newCitizen();
  await registerByApi(request, applicant);
  const { id, reference } = await applyForBirthByApi(request, 'Nila Verify', { token: await tokenByApi(request, applicant) });

  // The clerk accepts it: the certificate is issued and signed.
  await signInByApi(page, FIRST_ADMIN, '/admin-login');
  await page.goto(`/admin/applications/birth/${id}`);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Certificate' });
  // The server's first certificate also makes its development signing key: generous on a loaded machine.
  await expect(panel).toContainText(/Certificate number MUN\/BIR\/\d{4}\/\d{6}/, { timeout: 30_000 });
  const number = /MUN\/BIR\/\d{4}\/\d{6}/.exec((await panel.textContent()) ?? '')?.[0] ?? '';
  const certificateFile = `certificate-${number.replaceAll('/', '-')}.pdf`;
  const issued = await download(page, panel.getByRole('button', { name: 'Download certificate' }));
  expect(issued).toMatchObject({ name: certificateFile, start: '%PDF-' });
  expect(issued.size).toBeLessThan(150 * 1024);
  await expectNoSeriousA11yViolations(page);

  // What the QR code holds: the verify page on this host, with the certificate's token.
  const verifyUrl = new URL((await panel.getByRole('link', { name: 'Open its verify page' }).getAttribute('href')) ?? '');
  expect(verifyUrl.pathname).toBe(`/verify/${encodeURIComponent(number)}`);
  const verifyPath = `${verifyUrl.pathname}${verifyUrl.search}`;

  const visitor = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const phone = await visitor.newPage();
  await phone.goto(verifyPath);
  await expect(phone.getByRole('heading', { level: 1, name: 'Verify a certificate or receipt' })).toBeVisible();
  await expect(phone.getByRole('status').filter({ hasText: 'Valid: this certificate was issued by the municipality' })).toBeVisible();
  await expect(phone.getByRole('region', { name: 'Birth Certificate' })).toContainText('Nila Verify');
  await expect(phone.getByRole('region', { name: 'Birth Certificate' })).toContainText(number);
  await expectNoSeriousA11yViolations(phone);
  await expectNoSidewaysOverflow(phone);

  // A wrong token reads as no such certificate.
  await phone.goto(`${verifyUrl.pathname}?t=not-the-token`);
  await expect(phone.getByRole('alert')).toContainText('No certificate or receipt has this number and verification code');

  // The applicant, on their own phone in Tamil: the acknowledgement (decision 054) and the certificate from the application's page.
  const own = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  await chooseTamil(own, baseURL);
  const mine = await own.newPage();
  await signInByApi(mine, applicant);
  await mine.goto(`/my-requests/applications/birth/${id}`);
  await expect(mine.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(mine.getByText(reference).first()).toBeVisible();
  expect(await download(mine, mine.getByRole('button', { name: 'ஒப்புகைச் சீட்டைப் பதிவிறக்கவும்' }))).toMatchObject({
    name: `acknowledgement-${reference}.pdf`,
    start: '%PDF-',
  });
  const myCertificate = mine.getByRole('region', { name: 'சான்றிதழ்' });
  await expect(myCertificate).toContainText(`சான்றிதழ் எண் ${number}`);
  expect(await download(mine, myCertificate.getByRole('button', { name: 'சான்றிதழைப் பதிவிறக்கவும்' }))).toMatchObject({
    name: certificateFile,
    start: '%PDF-',
  });
  const myVerifyUrl = new URL((await myCertificate.getByRole('link', { name: 'சரிபார்ப்புப் பக்கத்தைத் திறக்கவும்' }).getAttribute('href')) ?? '');
  expect(myVerifyUrl.pathname).toBe(verifyUrl.pathname);
  await expectNoSidewaysOverflow(mine);
  await expectNoSidewaysOverflowAtDoubleZoom(mine);
  await expectNoSeriousA11yViolations(mine);
  await screenshotForReview(mine, 'my-certificate-ta-360');
  await own.close();

  // The clerk revokes it with a reason; the same verify page now says revoked.
  await panel.getByRole('textbox', { name: 'Reason for revoking' }).fill('Issued against a forged hospital record');
  await panel.getByRole('button', { name: 'Revoke certificate' }).click();
  await expect(page.getByRole('region', { name: 'Certificate' })).toContainText(/Revoked on/);
  await phone.goto(verifyPath);
  await expect(phone.getByRole('alert')).toContainText(/Revoked on \d{1,2} \w+ \d{4}: this certificate is no longer valid/);
  await expect(phone.getByRole('region', { name: 'Birth Certificate' })).toContainText('Nila Verify');

  // In Tamil on the phone, and at 200 % zoom (a 1280 px window: 640 CSS pixels at twice the density).
  await phone.getByRole('link', { name: 'தமிழ்', exact: true }).click();
  await expect(phone.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(phone.getByRole('heading', { level: 1, name: 'சான்றிதழ் அல்லது ரசீதைச் சரிபார்க்கவும்' })).toBeVisible();
  await expect(phone.getByRole('alert')).toContainText('ரத்து செய்யப்பட்டது');
  await expectNoSidewaysOverflow(phone);
  await expectNoSidewaysOverflowAtDoubleZoom(phone);
  await expectNoSeriousA11yViolations(phone);
  await visitor.close();
});
