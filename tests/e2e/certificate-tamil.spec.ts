import { expect, test } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { CHECK_ANSWERS, sendAfterCheckingAnswers } from './support/citizen-forms';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { photo, scan } from './support/files';

/*
 * The certificate pages in Tamil (issue 21), chosen as a returning visitor has it: by the `lang`
 * cookie, so the server answers the prerendered Tamil page.
 */
const SUBMIT = 'விண்ணப்பத்தைச் சமர்ப்பிக்கவும்';
const FORM_ERROR = 'படிவத்தில் உள்ள பிழைகளைச் சரிசெய்யவும்';

async function chooseTamil(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: 'lang', value: 'ta', url: baseURL ?? 'http://localhost:4173' }]);
}

/** The birth form, hydrated (its submit button is enabled once React has taken over the prerendered page). */
async function openBirthForm(page: Page) {
  await page.goto('/certificates/birth');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { name: 'பிறப்புச் சான்றிதழ் விண்ணப்பம்', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: SUBMIT })).toBeEnabled();
}

async function fillBirth(page: Page) {
  const values: Record<string, string> = {
    'குழந்தையின் முழுப் பெயர்': 'Meena Kumari',
    'பிறந்த தேதி': '2026-10-02',
    'பிறந்த இடம்': 'அரசு மருத்துவமனை, வார்டு 4',
    'தந்தையின் பெயர்': 'Ravi Kumar',
    'தாயின் பெயர்': 'Lakshmi Ravi',
    'நிரந்தர முகவரி': '12, கோயில் தெரு, வார்டு 4',
    'தொடர்பு எண்': '+91 98765 43210',
    'தகவல் அளிப்பவரின் பெயர்': 'Ravi Kumar',
    'குழந்தையுடன் உறவு': 'தந்தை',
  };
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel('பாலினம்', { exact: true }).selectOption({ label: 'பெண்' });
  await page.getByLabel('பிறப்புச் சான்று', { exact: true }).setInputFiles(scan('hospital-record.pdf'));
  await page.getByLabel('முகவரிச் சான்று', { exact: true }).setInputFiles(photo('ration-card.png'));
}

/** Nothing is wider than the page: no sideways scrolling, no text running past its box. */
async function expectNothingOverflows(page: Page) {
  const overflowing = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) found.push(`page: ${document.documentElement.scrollWidth} > ${width}`);
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || element.closest('.visually-hidden')) continue;
      if (box.right > width + 1 || box.left < -1) found.push(`${element.tagName} "${(element.textContent ?? '').slice(0, 40)}" ${Math.round(box.left)}–${Math.round(box.right)}`);
      else if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible')
        found.push(`${element.tagName} "${(element.textContent ?? '').slice(0, 40)}" is cut off`);
    }
    return found;
  });
  expect(overflowing).toEqual([]);
}

test.beforeEach(async ({ context, baseURL }) => {
  await chooseTamil(context, baseURL);
});

test('the certificates page lists the six certificates in Tamil', async ({ page }) => {
  await page.goto('/certificates');
  await expect(page.getByRole('heading', { name: 'சான்றிதழ்கள்', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'பிறப்புச் சான்றிதழ்', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'பிறப்புச் சான்றிதழ் விண்ணப்பம்', level: 1 })).toBeVisible();
});

test('the birth form explains every problem in Tamil, each linked to its field', async ({ page }) => {
  await openBirthForm(page);
  await page.getByLabel('தாயின் ஆதார் எண் (கட்டாயமில்லை)').pressSequentially('98765');
  await page.getByLabel('தொடர்பு எண்', { exact: true }).fill('12345');
  await page.getByLabel('மின்னஞ்சல் (கட்டாயமில்லை)').fill('meena@example');
  await page.getByRole('button', { name: SUBMIT }).click();

  const summary = page.getByRole('alert').filter({ hasText: FORM_ERROR });
  await expect(summary).toBeFocused();
  for (const message of [
    'குழந்தையின் முழுப் பெயர் கட்டாயம் தேவை',
    'ஆதார் எண் சரியாக 12 இலக்கங்களாக இருக்க வேண்டும்',
    'சரியான தொடர்பு எண்ணை உள்ளிடவும்',
    'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்',
    'பிறப்புச் சான்று கட்டாயம் தேவை',
    'முகவரிச் சான்று கட்டாயம் தேவை',
  ]) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }
  await expect(summary).not.toContainText(/[A-Za-z]{3,}/);

  await summary.getByRole('link', { name: 'சரியான தொடர்பு எண்ணை உள்ளிடவும்' }).click();
  const contact = page.getByLabel('தொடர்பு எண்', { exact: true });
  await expect(contact).toBeFocused();
  await expect(contact).toHaveAccessibleDescription('பிழை: சரியான தொடர்பு எண்ணை உள்ளிடவும்');
  await expectNoSeriousA11yViolations(page);
});

test('a refused application is explained in Tamil, by the code of the answer', async ({ page }) => {
  await page.route('**/api/birth-certificate', (route) =>
    route.fulfill({ status: 400, json: { error: 'Proof of Birth must be a JPG, PNG or PDF file', code: 'validation_failed', fields: {} } }),
  );
  await openBirthForm(page);
  await fillBirth(page);
  await sendAfterCheckingAnswers(page, SUBMIT, CHECK_ANSWERS.ta);

  const alert = page.getByRole('alert');
  await expect(alert).toHaveText('பிழை: குறிக்கப்பட்ட விவரங்களைச் சரிசெய்து மீண்டும் சமர்ப்பிக்கவும்.');
  await expect(page.getByLabel('குழந்தையின் முழுப் பெயர்', { exact: true })).toHaveValue('Meena Kumari');
});

test('an application that goes through shows its reference in a Tamil sentence', async ({ page }) => {
  await openBirthForm(page);
  await fillBirth(page);
  await sendAfterCheckingAnswers(page, SUBMIT, CHECK_ANSWERS.ta);
  // The confirmation page (issue 23): its panel holds the spec's text in Tamil.
  const success = page.getByRole('region', { name: 'விண்ணப்பம் சமர்ப்பிக்கப்பட்டது' });
  await expect(success).toContainText('விண்ணப்பம் வெற்றிகரமாகச் சமர்ப்பிக்கப்பட்டது!');
  await expect(success).toContainText(/உங்கள் குறிப்பு எண்: BIR-[0-9A-Z]{4}-[0-9A-Z]{4}\./);
});

for (const [name, view] of [
  ['on a 360 px phone', { viewport: { width: 360, height: 780 }, deviceScaleFactor: 3 }],
  ['at 200 % zoom', { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 }],
] as const) {
  test.describe(name, () => {
    test.use(view);

    test('the certificates page fits the screen in Tamil', async ({ page }, testInfo) => {
      await page.goto('/certificates');
      await expect(page.getByRole('link', { name: 'முதல் பட்டதாரி சான்றிதழ்', exact: true })).toBeVisible();
      await expectNothingOverflows(page);
      await page.screenshot({ path: testInfo.outputPath('certificates-ta.png'), fullPage: true });
    });

    test('the birth form and its errors fit the screen in Tamil', async ({ page }, testInfo) => {
      await openBirthForm(page);
      await expectNothingOverflows(page);
      await page.getByRole('button', { name: SUBMIT }).click();
      await expect(page.getByRole('alert').filter({ hasText: FORM_ERROR })).toBeFocused();
      await page.getByLabel('பிறப்புச் சான்று', { exact: true }).setInputFiles(scan('a-rather-long-file-name-from-the-phone-camera-2026-11-25.pdf'));
      await expectNothingOverflows(page);
      // To look at: the whole page, and screen-high parts of it that an image viewer shows legibly.
      await page.screenshot({ path: testInfo.outputPath('birth-form-ta.png'), fullPage: true });
      const { width, height } = await page.evaluate(() => ({ width: document.documentElement.clientWidth, height: document.documentElement.scrollHeight }));
      for (let top = 0, part = 1; top < height; top += view.viewport.height * 2, part += 1) {
        const clip = { x: 0, y: top, width, height: Math.min(view.viewport.height * 2, height - top) };
        await page.screenshot({ path: testInfo.outputPath(`birth-form-ta-${part}.png`), fullPage: true, clip });
      }
    });
  });
}
