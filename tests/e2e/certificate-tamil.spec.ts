import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { largeScan, photo, scan } from './support/files';
import { chooseTamil, expectNoSidewaysOverflowAtDoubleZoom, screenshotForReview } from './support/tamil';

/*
 * The certificate pages in Tamil, chosen as a returning visitor has it: by the `lang`
 * cookie, so the server answers the prerendered Tamil page. Each Tamil word of the forms, their
 * messages and a refusal by the server's code are tested in tests/unit/client/certificate-form-tamil.test.tsx
 * and check-answers.test.tsx; here a parent goes through the pages themselves, on a phone.
 */
const SUBMIT = 'விண்ணப்பத்தைச் சமர்ப்பிக்கவும்';
const FORM_ERROR = 'படிவத்தில் உள்ள பிழைகளைச் சரிசெய்யவும்';
const CHECK_ANSWERS = 'அனுப்பும் முன் உங்கள் பதில்களைச் சரிபார்க்கவும்';

test.use({ viewport: { width: 360, height: 780 } });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseTamil(context, baseURL);
});

/** Nothing is wider than the page: no sideways scrolling, no text running past its box. */
async function expectNothingOverflows(page: Page) {
  const overflowing = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`page: ${document.documentElement.scrollWidth} > ${width}`);
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || element.closest('.visually-hidden')) continue;
      if (box.right > width + 1 || box.left < -1)
        found.push(`${element.tagName} "${(element.textContent ?? '').slice(0, 40)}" ${Math.round(box.left)}–${Math.round(box.right)}`);
      else if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible')
        found.push(`${element.tagName} "${(element.textContent ?? '').slice(0, 40)}" is cut off`);
    }
    return found;
  });
  expect(overflowing, `${page.url()} overflows at ${page.viewportSize()?.width ?? '?'} px`).toEqual([]);
}

/** On this 360 px phone, and at 200 % zoom. */
async function expectFitsBothScreens(page: Page) {
  await expectNothingOverflows(page);
  await expectNoSidewaysOverflowAtDoubleZoom(page, expectNothingOverflows);
}

/** A summary line: the answer next to its label. */
const answer = (summary: Locator, label: string) =>
  summary.locator('div').filter({ has: summary.page().getByRole('term').filter({ hasText: label }) });

test('a parent applies for a birth certificate in Tamil on a phone: the list, the form and its errors, the answers to check and the reference, each in Tamil and within the screen', async ({
  page,
}) => {
  await page.goto('/certificates');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { name: 'சான்றிதழ்கள்', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'முதல் பட்டதாரி சான்றிதழ்', exact: true })).toBeVisible();
  await expectFitsBothScreens(page);
  await screenshotForReview(page, 'certificates-ta-360');

  await page.getByRole('link', { name: 'பிறப்புச் சான்றிதழ்', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'பிறப்புச் சான்றிதழ் விண்ணப்பம்', level: 1 })).toBeVisible();
  // Hydrated: the prerendered submit button is enabled once React has taken the page over.
  await expect(page.getByRole('button', { name: SUBMIT })).toBeEnabled();
  await expectFitsBothScreens(page);

  // Every problem, in Tamil, each linked to its field.
  const motherAadhaar = page.getByLabel('தாயின் ஆதார் எண் (கட்டாயமில்லை)');
  const contact = page.getByLabel('தொடர்பு எண்', { exact: true });
  const email = page.getByLabel('மின்னஞ்சல் (கட்டாயமில்லை)');
  await motherAadhaar.pressSequentially('98765');
  await contact.fill('12345');
  await email.fill('meena@example');
  await page.getByRole('button', { name: SUBMIT }).click();
  const errors = page.getByRole('alert').filter({ hasText: FORM_ERROR });
  await expect(errors).toBeFocused();
  for (const message of [
    'குழந்தையின் முழுப் பெயர் கட்டாயம் தேவை',
    'ஆதார் எண் சரியாக 12 இலக்கங்களாக இருக்க வேண்டும்',
    'சரியான தொடர்பு எண்ணை உள்ளிடவும்',
    'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்',
    'பிறப்புச் சான்று கட்டாயம் தேவை',
    'முகவரிச் சான்று கட்டாயம் தேவை',
  ]) {
    await expect(errors.getByRole('link', { name: message })).toBeVisible();
  }
  await expect(errors).not.toContainText(/[A-Za-z]{3,}/);
  await errors.getByRole('link', { name: 'சரியான தொடர்பு எண்ணை உள்ளிடவும்' }).click();
  await expect(contact).toBeFocused();
  await expect(contact).toHaveAccessibleDescription('பிழை: சரியான தொடர்பு எண்ணை உள்ளிடவும்');
  await expectNoSeriousA11yViolations(page);
  // A phone camera's long file name under its field still fits.
  await page
    .getByLabel('பிறப்புச் சான்று', { exact: true })
    .setInputFiles(scan('a-rather-long-file-name-from-the-phone-camera-2026-11-25.pdf'));
  await expectFitsBothScreens(page);
  await screenshotForReview(page, 'birth-form-ta-360');

  // Filled in Tamil, it is checked in Tamil before it is sent.
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
  await email.fill('');
  await motherAadhaar.fill('');
  await motherAadhaar.pressSequentially('987698769876');
  await page.getByLabel('பிறப்புச் சான்று', { exact: true }).setInputFiles(largeScan('மருத்துவமனைப் பதிவு.pdf', 1_000));
  await page.getByLabel('முகவரிச் சான்று', { exact: true }).setInputFiles(photo('ration-card.png'));
  await page.getByRole('button', { name: SUBMIT }).click();

  const summary = page.getByRole('region', { name: CHECK_ANSWERS });
  await expect(summary).toBeVisible();
  await expect(answer(summary, 'குழந்தையின் முழுப் பெயர்')).toContainText('மீனா குமாரி');
  await expect(answer(summary, 'பிறந்த தேதி')).toContainText('2 அக்டோபர் 2026');
  await expect(answer(summary, 'பாலினம்')).toContainText('பெண்');
  await expect(answer(summary, 'தாயின் ஆதார் எண்')).toContainText('XXXX XXXX 9876');
  await expect(answer(summary, 'தந்தையின் ஆதார் எண்')).toContainText('கொடுக்கப்படவில்லை');
  await expect(answer(summary, 'பிறப்புச் சான்று')).toContainText('மருத்துவமனைப் பதிவு.pdf');
  await expect(summary.getByRole('heading', { name: 'ஆவணங்கள்' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'பிறந்த இடம்: மாற்று' })).toBeVisible();
  await expectFitsBothScreens(page);
  await expectNoSeriousA11yViolations(page);
  await screenshotForReview(page, 'birth-summary-ta-360');

  // The confirmation page: its panel holds the spec's text in Tamil, with the reference.
  await summary.getByRole('button', { name: SUBMIT }).click();
  const success = page.getByRole('region', { name: 'விண்ணப்பம் சமர்ப்பிக்கப்பட்டது' });
  await expect(success).toContainText('விண்ணப்பம் வெற்றிகரமாகச் சமர்ப்பிக்கப்பட்டது!');
  await expect(success).toContainText(/உங்கள் குறிப்பு எண்: BIR-[0-9A-Z]{4}-[0-9A-Z]{4}\./);
});
