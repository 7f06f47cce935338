import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, newCitizen, registerByApi, signInByApi, tokenByApi } from './support/fixtures';
import { applyForBirthByApi } from './support/citizen-forms';
import { FIRST_ADMIN, adminToken } from './support/first-admin';
import { chooseTamil, expectNoSidewaysOverflow, expectNoSidewaysOverflowAtDoubleZoom, screenshotForReview } from './support/tamil';

test('the clerk accepts, downloads the signed certificate, and its QR code’s page says valid; revoked once revoked', async ({ page, context, baseURL }) => {
  test.slow();
  const { id } = await applyForBirthByApi(page.request, 'Nila Verify');
  await signInByApi(page, FIRST_ADMIN, '/admin-login');
  await page.goto(`/admin/applications/birth/${id}`);
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept', exact: true }).click();

  const panel = page.getByRole('region', { name: 'Certificate' });
  // The server's first certificate also makes its development signing key: generous on a loaded machine.
  await expect(panel).toContainText(/Certificate number MUN\/BIR\/\d{4}\/\d{6}/, { timeout: 30_000 });
  const number = /MUN\/BIR\/\d{4}\/\d{6}/.exec((await panel.textContent()) ?? '')?.[0] ?? '';
  const [download] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Download certificate' }).click()]);
  expect(download.suggestedFilename()).toBe(`certificate-${number.replaceAll('/', '-')}.pdf`);
  const pdf = readFileSync((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeLessThan(150 * 1024);
  await expectNoSeriousA11yViolations(page);

  // What the QR code holds: the verify page on this host, with the certificate's token.
  const verifyUrl = new URL((await panel.getByRole('link', { name: 'Open its verify page' }).getAttribute('href')) ?? '');
  expect(verifyUrl.pathname).toBe(`/verify/${encodeURIComponent(number)}`);
  const verifyPath = `${verifyUrl.pathname}${verifyUrl.search}`;

  const visitor = await context.browser()?.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  if (!visitor) throw new Error('No browser');
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

  // The clerk revokes it with a reason; the same page now says revoked.
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

/** Presses the button and returns the file the browser was given: its suggested name and its first bytes. */
async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), start: readFileSync((await file.path()) ?? '').subarray(0, 5).toString() };
}

test('the citizen downloads the acknowledgement and the certificate from their own application, in Tamil on a phone', async ({ page, baseURL }) => {
  test.slow();
  await page.setViewportSize({ width: 360, height: 740 });
  const account = newCitizen();
  await registerByApi(page.request, account);
  const { id, reference } = await applyForBirthByApi(page.request, 'Kavin Own', { token: await tokenByApi(page.request, account) });
  const clerk = await adminToken(page.request);
  const accepted = await page.request.post(`/api/admin/certificates/birth/${id}/accept`, { headers: { authorization: `Bearer ${clerk}` } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  const { certificateNumber } = (await accepted.json()) as { certificateNumber: string };

  await signInByApi(page, account);
  await chooseTamil(page.context(), baseURL);
  await page.goto(`/my-requests/applications/birth/${id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByText(reference).first()).toBeVisible();

  // What the office received (decision 054), under the application's facts.
  expect(await download(page, page.getByRole('button', { name: 'ஒப்புகைச் சீட்டைப் பதிவிறக்கவும்' }))).toEqual({ name: `acknowledgement-${reference}.pdf`, start: '%PDF-' });

  // The certificate itself, with the link its QR code holds.
  const panel = page.getByRole('region', { name: 'சான்றிதழ்' });
  await expect(panel).toContainText(`சான்றிதழ் எண் ${certificateNumber}`);
  expect(await download(page, panel.getByRole('button', { name: 'சான்றிதழைப் பதிவிறக்கவும்' }))).toEqual({
    name: `certificate-${certificateNumber.replaceAll('/', '-')}.pdf`,
    start: '%PDF-',
  });
  const verifyUrl = new URL((await panel.getByRole('link', { name: 'சரிபார்ப்புப் பக்கத்தைத் திறக்கவும்' }).getAttribute('href')) ?? '');
  expect(verifyUrl.pathname).toBe(`/verify/${encodeURIComponent(certificateNumber)}`);
  await expectNoSidewaysOverflow(page);
  await expectNoSidewaysOverflowAtDoubleZoom(page);
  await expectNoSeriousA11yViolations(page);
  await screenshotForReview(page, 'my-certificate-ta-360');
});
