import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { fillBirth } from './support/citizen-forms';
import { expectNoSeriousA11yViolations, mainNav, newCitizen, registerByApi, signInByApi } from './support/fixtures';
import { largeScan, photo } from './support/files';
import { expectNoSidewaysOverflow, expectNoSidewaysOverflowAtDoubleZoom, screenshotForReview } from './support/tamil';

/*
 * Applying for a certificate, as a parent does it on a phone. What each form asks and says
 * (every type's fields, documents and messages) is tested in tests/unit/client/certificate-form*.test.tsx,
 * and what the server accepts or refuses in tests/api/certificate-*.test.ts.
 */

test.use({ viewport: { width: 360, height: 740 } });

const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

const CHECK_ANSWERS = 'Check your answers before sending';

/** A summary line: the answer next to its label. */
const answer = (summary: Locator, label: string) =>
  summary.locator('div').filter({ has: summary.page().getByRole('term').filter({ hasText: label }) });

/** Sends this page's uploads as a slow phone connection would (Chromium's own throttling); the function it resolves to gives the full connection back. */
async function slowUpload(page: Page, bytesPerSecond: number): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: 1_000_000,
    uploadThroughput: bytesPerSecond,
  });
  return async () => {
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  };
}

test('a signed-in parent applies for a birth certificate on a phone: checks the answers and changes two, sends a large scan, keeps the acknowledgement, and finds the application in My requests', async ({
  page,
  request,
}) => {
  test.slow();
  const account = newCitizen();
  await registerByApi(request, account);
  await signInByApi(page, account);
  const childName = unique('Meena');

  await page.goto('/certificates');
  await page.getByRole('link', { name: 'Birth', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Birth Certificate Application' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await fillBirth(page, childName);
  const fatherAadhaar = page.getByLabel("Father's Aadhaar (optional)");
  await fatherAadhaar.pressSequentially('123456781234');
  await expect(fatherAadhaar).toHaveValue('1234 5678 1234');
  await page.getByLabel('Proof of Birth', { exact: true }).setInputFiles(largeScan('hospital-record.pdf', 600_000));
  await page.getByLabel('Address Proof', { exact: true }).setInputFiles(photo('ration-card.png'));
  await page.getByRole('button', { name: 'Submit Application' }).click();

  // Nothing is sent yet: the answers, each with a Change link, and the form's button under them.
  const summary = page.getByRole('region', { name: CHECK_ANSWERS });
  await expect(summary.getByRole('heading', { name: CHECK_ANSWERS })).toBeFocused();
  await expect(page.getByRole('form', { name: 'Birth Certificate Application' })).toBeHidden();
  await expect(answer(summary, "Child's Full Name")).toContainText(childName);
  await expect(answer(summary, 'Gender')).toContainText('Female');
  await expect(answer(summary, "Father's Aadhaar")).toContainText('XXXX XXXX 1234');
  await expect(summary).not.toContainText('5678');
  await expect(answer(summary, "Mother's Aadhaar")).toContainText('Not given');
  await expect(answer(summary, 'Proof of Birth')).toContainText('hospital-record.pdf');
  await expect(answer(summary, 'Address Proof')).toContainText('ration-card.png');
  await expect(answer(summary, "Parents' ID Proof")).toContainText('No file attached');
  await expectNoSidewaysOverflow(page);
  await expectNoSidewaysOverflowAtDoubleZoom(page);
  await expectNoSeriousA11yViolations(page);

  // Change goes to the field itself; the way back checks the answers again.
  await summary.getByRole('link', { name: 'Change Place of Birth' }).click();
  const place = page.getByLabel('Place of Birth', { exact: true });
  await expect(place).toBeFocused();
  await place.fill('Primary Health Centre, Ward 9');
  await page.getByRole('button', { name: 'Back to check your answers' }).click();
  await expect(answer(summary, 'Place of Birth')).toContainText('Primary Health Centre, Ward 9');
  await expect(answer(summary, 'Proof of Birth')).toContainText('hospital-record.pdf');

  // A file can be changed too, and the form's own button also leads back to the summary.
  await summary.getByRole('link', { name: 'Change Address Proof' }).click();
  await expect(page.getByLabel('Address Proof', { exact: true })).toBeFocused();
  await page.getByLabel('Address Proof', { exact: true }).setInputFiles(photo('eb-bill.png'));
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(answer(summary, 'Address Proof')).toContainText('eb-bill.png');

  // On a slow line the large scan takes a while: the form shows how much has gone.
  const restore = await slowUpload(page, 60_000);
  await summary.getByRole('button', { name: 'Submit Application' }).click();
  await expect(summary.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  const bar = page.getByRole('progressbar', { name: /^Sending: \d+% sent$/ });
  await expect(bar).toBeVisible();
  const first = Number(await bar.getAttribute('value'));
  await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 15_000 }).toBeGreaterThan(first);
  expect(Number(await bar.getAttribute('value'))).toBeLessThanOrEqual(100);
  await restore();

  // The confirmation, on the application's own page: focused and in view, with the reference,
  // the day the office answers by, the answers, the documents, the history and the acknowledgement.
  const confirmation = page.getByRole('region', { name: 'Application submitted', exact: true });
  await expect(confirmation).toContainText('Application submitted successfully!', { timeout: 30_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page).toHaveURL(/\/my-requests\/applications\/birth\/[^/]+$/);
  await expect(confirmation).toBeFocused();
  await expect(confirmation).toBeInViewport();
  const reference = (await confirmation.locator('span').last().textContent()) ?? '';
  expect(reference).toMatch(/^BIR-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect(page.getByText(/The office checks your application and answers by \d+ \w+ \d{4}\./)).toBeVisible();
  await expect(page.getByRole('link', { name: 'See it any time in My requests.' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your answers' })).toContainText(childName);
  await expect(page.getByRole('region', { name: 'Your answers' })).toContainText('Primary Health Centre, Ward 9');
  await expect(page.getByRole('region', { name: 'Documents' })).toContainText('hospital-record.pdf');
  await expect(page.getByRole('region', { name: 'History' })).toContainText('Pending');
  await expect(page.getByText('A PDF of what the office received and by when it answers, to keep or print.')).toBeVisible();
  // Once on the page, beside Print.
  await expect(page.getByRole('button', { name: 'Download acknowledgement' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Print this page' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download acknowledgement' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`acknowledgement-${reference}.pdf`);
  expect(
    readFileSync((await download.path()) ?? '')
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(page.getByRole('button', { name: 'Download acknowledgement' })).toBeEnabled();
  await expectNoSidewaysOverflow(page);
  await expectNoSidewaysOverflowAtDoubleZoom(page);
  await expectNoSeriousA11yViolations(page);
  await screenshotForReview(page, 'application-confirmation-360');

  // Back on the form, nothing of the application is left in it.
  await page.goBack();
  await expect(page.getByLabel("Child's Full Name")).toHaveValue('');
  await expect(page.getByLabel("Father's Aadhaar (optional)")).toHaveValue('');
  await page.goForward();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Application submitted', exact: true })).toContainText(reference);

  // At 360 px the navigation's links are behind its Menu toggle.
  await mainNav(page).getByText('Menu', { exact: true }).click();
  await mainNav(page).getByRole('link', { name: 'My requests' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My requests' })).toBeVisible();
  const applications = page.getByRole('region', { name: 'Applications' });
  await expect(applications.getByRole('link', { name: `Birth Certificate Application ${reference}` })).toBeVisible();
  await expect(applications).toContainText('Answer due by');
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysOverflow(page);
  await expectNoSidewaysOverflowAtDoubleZoom(page);
  await screenshotForReview(page, 'my-requests-360');

  await applications.getByRole('link', { name: `Birth Certificate Application ${reference}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Birth Certificate Application' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Application submitted', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your answers' })).toContainText(childName);
});
