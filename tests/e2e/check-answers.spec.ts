import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { attachBirthDocuments, fillBirth, sendAfterCheckingAnswers } from './support/citizen-forms';
import { expectNoSeriousA11yViolations, mainNav } from './support/fixtures';
import { largeScan, photo } from './support/files';
import { openOutbox, sent, waitingToBeSent } from './support/outbox';
import { chooseTamil, expectNoSidewaysOverflow } from './support/tamil';

// Offline use and the installed app are what this file tests: the service worker runs here.
test.use({ serviceWorkers: 'allow' });

/** A citizen's phone. */
test.use({ viewport: { width: 360, height: 740 } });

const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;

const summaryOf = (page: Page, title = 'Check your answers before sending') => page.getByRole('region', { name: title });

/** A summary line: the answer next to its label. */
const answer = (summary: ReturnType<typeof summaryOf>, label: string) => summary.locator('div').filter({ has: summary.page().getByRole('term').filter({ hasText: label }) });

/** A date in India's calendar, `days` from today. */
function indiaDate(days: number): string {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

test('a birth application is checked, one answer changed, and then sent', async ({ page }) => {
  const childName = unique('Meena');
  await page.goto('/certificates/birth');
  await fillBirth(page, childName);
  await page.getByLabel("Father's Aadhaar (optional)").pressSequentially('123456781234');
  await attachBirthDocuments(page);
  await page.getByRole('button', { name: 'Submit Application' }).click();

  // Nothing is sent yet: the answers, each with a Change link, and the spec's button under them.
  const summary = summaryOf(page);
  await expect(summary.getByRole('heading', { name: 'Check your answers before sending' })).toBeFocused();
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
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('birth-summary-360.png'), fullPage: true });

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

  await summary.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application submitted successfully!')).toBeVisible();
});

test('the summary is in Tamil on a Tamil page', async ({ page, context, baseURL }) => {
  await chooseTamil(context, baseURL);
  await page.goto('/certificates/birth');
  const submit = 'விண்ணப்பத்தைச் சமர்ப்பிக்கவும்';
  await expect(page.getByRole('button', { name: submit })).toBeEnabled();
  const values: Record<string, string> = {
    'குழந்தையின் முழுப் பெயர்': 'மீனா குமாரி',
    'பிறந்த தேதி': '2026-10-02',
    'பிறந்த இடம்': 'அரசு மருத்துவமனை, வார்டு 4',
    'தந்தையின் பெயர்': 'ரவி குமார்',
    'தாயின் பெயர்': 'லட்சுமி ரவி',
    'நிரந்தர முகவரி': '12, கோயில் தெரு, வார்டு 4',
    'தொடர்பு எண்': '+91 98765 43210',
    'தகவல் அளிப்பவரின் பெயர்': 'ரவி குமார்',
    'குழந்தையுடன் உறவு': 'தந்தை',
  };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('பாலினம்', { exact: true }).selectOption({ label: 'பெண்' });
  await page.getByLabel('தாயின் ஆதார் எண் (கட்டாயமில்லை)').pressSequentially('987698769876');
  await page.getByLabel('பிறப்புச் சான்று', { exact: true }).setInputFiles(largeScan('மருத்துவமனைப் பதிவு.pdf', 1_000));
  await page.getByLabel('முகவரிச் சான்று', { exact: true }).setInputFiles(photo('ration-card.png'));
  await page.getByRole('button', { name: submit }).click();

  const summary = summaryOf(page, 'அனுப்பும் முன் உங்கள் பதில்களைச் சரிபார்க்கவும்');
  await expect(summary).toBeVisible();
  await expect(answer(summary, 'குழந்தையின் முழுப் பெயர்')).toContainText('மீனா குமாரி');
  await expect(answer(summary, 'பிறந்த தேதி')).toContainText('2 அக்டோபர் 2026');
  await expect(answer(summary, 'பாலினம்')).toContainText('பெண்');
  await expect(answer(summary, 'தாயின் ஆதார் எண்')).toContainText('XXXX XXXX 9876');
  await expect(answer(summary, 'தந்தையின் ஆதார் எண்')).toContainText('கொடுக்கப்படவில்லை');
  await expect(answer(summary, 'பிறப்புச் சான்று')).toContainText('மருத்துவமனைப் பதிவு.pdf');
  await expect(summary.getByRole('heading', { name: 'ஆவணங்கள்' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'பிறந்த இடம்: மாற்று' })).toBeVisible();
  await expectNoSidewaysOverflow(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('birth-summary-ta-360.png'), fullPage: true });

  await summary.getByRole('button', { name: submit }).click();
  await expect(page.getByText('விண்ணப்பம் வெற்றிகரமாகச் சமர்ப்பிக்கப்பட்டது!')).toBeVisible();
});

test('a tax payment is checked, its amount changed, and then paid', async ({ page }) => {
  await page.goto('/taxes/gas');
  await page.getByLabel('Connection Number').fill('GAS-778899');
  await page.getByLabel('Provider').fill('City Gas Ltd');
  await page.getByLabel('Service Address').fill('3 Lake View Road');
  await page.getByLabel('Bill Month').fill('2026-10');
  await page.getByLabel('Due Date').fill(indiaDate(0));
  await page.getByLabel('Payable Amount (₹)').fill('640');
  await page.getByLabel('Payment Method').selectOption({ label: 'Net Banking' });
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();

  const summary = summaryOf(page);
  await expect(answer(summary, 'Connection Number')).toContainText('GAS-778899');
  await expect(answer(summary, 'Payable Amount (₹)')).toContainText('₹640.00');
  await expect(answer(summary, 'Payment Method')).toContainText('Net Banking');
  await expect(answer(summary, 'Total payable')).toContainText('₹640.00');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await summary.getByRole('link', { name: 'Change Payable Amount (₹)' }).click();
  await expect(page.getByLabel('Payable Amount (₹)')).toBeFocused();
  await page.getByLabel('Payable Amount (₹)').fill('700');
  await page.getByRole('button', { name: 'Back to check your answers' }).click();
  await expect(answer(summary, 'Total payable')).toContainText('₹700.00');

  await summary.getByRole('button', { name: 'Proceed to Pay' }).click();
  const checkout = page.getByRole('dialog', { name: 'Pay ₹700.00' });
  await checkout.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByText('Payment successful and verified!')).toBeVisible();
});

/**
 * Sends this page's requests as a slow phone connection would (Chromium's own throttling, upload
 * included), or none at all; `restore` gives the full connection back.
 */
async function networkOf(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const emulate = (offline: boolean, uploadThroughput: number) =>
    cdp.send('Network.emulateNetworkConditions', { offline, latency: uploadThroughput < 0 ? 0 : 50, downloadThroughput: uploadThroughput < 0 ? -1 : 1_000_000, uploadThroughput });
  return { offline: () => emulate(true, -1), slowUpload: (bytesPerSecond: number) => emulate(false, bytesPerSecond), restore: () => emulate(false, -1) };
}

async function slowUpload(page: Page, bytesPerSecond: number) {
  const network = await networkOf(page);
  await network.slowUpload(bytesPerSecond);
  return network.restore;
}

/** The progress bar's value, read a few times while it moves: it must grow and stay within 0 to 100. */
async function expectGrowingProgress(bar: ReturnType<Page['getByRole']>) {
  await expect(bar).toBeVisible();
  const first = Number(await bar.getAttribute('value'));
  await expect.poll(async () => Number(await bar.getAttribute('value')), { timeout: 15_000 }).toBeGreaterThan(first);
  const later = Number(await bar.getAttribute('value'));
  expect(later).toBeLessThanOrEqual(100);
}

test('sending an application with a large document shows how much has gone', async ({ page }) => {
  test.slow();
  await page.goto('/certificates/birth');
  await fillBirth(page, unique('Kavin'));
  await page.getByLabel('Proof of Birth', { exact: true }).setInputFiles(largeScan('hospital-record.pdf', 600_000));
  await page.getByLabel('Address Proof', { exact: true }).setInputFiles(photo('ration-card.png'));
  await page.getByRole('button', { name: 'Submit Application' }).click();
  const summary = summaryOf(page);
  await expect(answer(summary, 'Proof of Birth')).toContainText('hospital-record.pdf');

  const restore = await slowUpload(page, 60_000);
  await summary.getByRole('button', { name: 'Submit Application' }).click();
  await expect(summary.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expectGrowingProgress(page.getByRole('progressbar', { name: /^Sending: \d+% sent$/ }));
  await restore();
  await expect(page.getByText('Application submitted successfully!')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test('an application delivered from the outbox shows how much has gone', async ({ page }) => {
  test.slow();
  const childName = unique('Anbu');
  // Each page once, through the menu (shown whole on a wider screen), so that its code is in the
  // tab before the connection goes (no service worker here).
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.goto('/');
  await mainNav(page).getByRole('link', { name: 'Outbox' }).click();
  await mainNav(page).getByRole('link', { name: 'Certificates' }).click();
  await page.getByRole('link', { name: 'Birth', exact: true }).click();
  await fillBirth(page, childName);
  await page.getByLabel('Proof of Birth', { exact: true }).setInputFiles(largeScan('hospital-record.pdf', 600_000));
  await page.getByLabel('Address Proof', { exact: true }).setInputFiles(photo('ration-card.png'));

  const network = await networkOf(page);
  await network.offline();
  await sendAfterCheckingAnswers(page, 'Submit Application');
  await expect(page.getByRole('status').filter({ hasText: 'Saved on this device.' })).toBeVisible();
  await openOutbox(page);
  const item = waitingToBeSent(page).getByRole('listitem').filter({ hasText: childName });
  await expect(item).toContainText('Queued');

  // The connection returns, slow: the delivery shows its share sent as it goes.
  await network.slowUpload(60_000);
  await expectGrowingProgress(item.getByRole('progressbar', { name: /^Sending: \d+% sent$/ }));
  await expectNoSeriousA11yViolations(page);
  await network.restore();
  await expect(sent(page).getByRole('listitem').filter({ hasText: childName })).toContainText(/Reference number: [A-Z]{3}-/, { timeout: 30_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
});

test.describe('at 200 % zoom', () => {
  // 200 % zoom of a 1280 px window: 640 CSS pixels, drawn twice as large.
  test.use({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });

  test('the summary and its Change links fit the screen', async ({ page }) => {
    await page.goto('/certificates/birth');
    await fillBirth(page, 'Meena Kumari');
    await page.getByLabel("Mother's Aadhaar (optional)").pressSequentially('987698769876');
    await attachBirthDocuments(page);
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const summary = summaryOf(page);
    await expect(answer(summary, "Mother's Aadhaar")).toContainText('XXXX XXXX 9876');
    await expectNoSidewaysOverflow(page);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('birth-summary-200.png'), fullPage: true });
    await page.screenshot({ path: test.info().outputPath('birth-summary-200-screen.png') });
  });
});
