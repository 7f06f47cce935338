import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CHECK_ANSWERS, formReady, sendAfterCheckingAnswers } from './support/citizen-forms';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { chooseTamil, expectNoSidewaysOverflow } from './support/tamil';

/** A date in India's calendar, `days` from today. */
function indiaDate(days: number): string {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function fillPropertyInTamil(page: Page) {
  await formReady(page, 'செலுத்தத் தொடரவும்');
  await page.getByLabel('உரிமையாளர் பெயர்').fill('ரவி குமார்');
  await page.getByLabel('கைபேசி எண்').fill('9876543210');
  await page.getByLabel('சொத்து எண்').fill('PROP-0042');
  await page.getByLabel('வார்டு எண்').fill('12');
  await page.getByLabel('கதவு எண்').fill('7A');
  await page.getByLabel('முகவரி', { exact: true }).fill('7A, கோயில் தெரு');
  await page.getByLabel('காலாண்டு').selectOption('Jul-Sep');
  await page.getByLabel('செலுத்த வேண்டிய கடைசி நாள்').fill(indiaDate(-3));
  // As people write it, with the grouping commas.
  await page.getByLabel('தொகை (₹)').fill('1,00,000.50');
  await page.getByLabel('செலுத்தும் முறை').selectOption('upi');
}

test.beforeEach(async ({ context, baseURL }) => {
  await chooseTamil(context, baseURL);
});

test('a property tax in Tamil: late fee, an amount with commas, the sandbox checkout, the success message and the receipt', async ({ page }) => {
  await page.goto('/taxes');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { name: 'வரிகள் மற்றும் கட்டணங்கள்', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'சொத்து வரி', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'சொத்து வரி செலுத்துதல்', level: 1 })).toBeVisible();

  await fillPropertyInTamil(page);
  await expect(page.getByText('கடைசி நாள் கடந்துவிட்டது: ₹200.00 தாமதக் கட்டணம் சேர்க்கப்படுகிறது.')).toBeVisible();
  await expect(page.getByText(/செலுத்த வேண்டிய மொத்தம்\s*₹1,00,200\.50/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await sendAfterCheckingAnswers(page, 'செலுத்தத் தொடரவும்', CHECK_ANSWERS.ta);
  const checkout = page.getByRole('dialog', { name: '₹1,00,200.50 செலுத்துங்கள்' });
  await expect(checkout).toBeVisible();
  await expect(checkout).toContainText('சொத்து வரி செலுத்துதல்');
  await expect(checkout).toContainText('செலுத்துபவர்: ரவி குமார்');
  await expect(checkout.getByRole('button', { name: 'தோல்வியை உருவகப்படுத்த' })).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'கட்டணத்தை ரத்து செய்ய' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await checkout.getByRole('button', { name: 'இப்போது செலுத்த' }).click();

  await expect(page.getByRole('region', { name: 'கட்டணம் பெறப்பட்டது' })).toContainText('கட்டணம் வெற்றிகரமாகச் செலுத்தப்பட்டு சரிபார்க்கப்பட்டது!');
  const receipt = page.getByRole('region', { name: 'கட்டண ரசீது' });
  await expect(receipt).toContainText('PROP-0042');
  await expect(receipt).toContainText('ஜூலை–செப்டம்பர்');
  await expect(receipt).toContainText('₹1,00,200.50');
  await expect(receipt).toContainText('UPI');
  await page.goBack();
  await expect(page.getByLabel('உரிமையாளர் பெயர்')).toHaveValue('');
});

test('a gas bill in Tamil: an empty submit says what is missing in Tamil; cancelling the payment says so in Tamil', async ({ page }) => {
  await page.goto('/taxes/gas');
  await page.getByRole('button', { name: 'செலுத்தத் தொடரவும்' }).click();
  const summary = page.getByRole('alert').first();
  for (const message of ['இணைப்பு எண் கட்டாயம் தேவை', 'கட்டண மாதத்தைத் தேர்ந்தெடுக்கவும்', 'தொகை கட்டாயம் தேவை', 'செலுத்தும் முறையைத் தேர்ந்தெடுக்கவும்']) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }

  await formReady(page, 'செலுத்தத் தொடரவும்');
  await page.getByLabel('இணைப்பு எண்').fill('GAS-778899');
  await page.getByLabel('எரிவாயு நிறுவனம்').fill('City Gas Ltd');
  await page.getByLabel('சேவை முகவரி').fill('3, ஏரிக்கரை சாலை');
  await page.getByLabel('கட்டண மாதம்').fill('2026-10');
  await page.getByLabel('செலுத்த வேண்டிய கடைசி நாள்').fill(indiaDate(2));
  await page.getByLabel('செலுத்த வேண்டிய தொகை (₹)').fill('85,000');
  await page.getByLabel('செலுத்தும் முறை').selectOption('netbanking');
  await expect(page.getByText(/செலுத்த வேண்டிய மொத்தம்\s*₹85,000\.00/)).toBeVisible();
  await sendAfterCheckingAnswers(page, 'செலுத்தத் தொடரவும்', CHECK_ANSWERS.ta);
  await page.getByRole('dialog', { name: '₹85,000.00 செலுத்துங்கள்' }).getByRole('button', { name: 'கட்டணத்தை ரத்து செய்ய' }).click();
  await expect(page.getByText('கட்டணம் செலுத்துதல் ரத்து செய்யப்பட்டது.')).toBeVisible();
  await expect(page.getByLabel('இணைப்பு எண்')).toHaveValue('GAS-778899');
});

for (const screen of [
  { name: 'a 360 px phone', viewport: { width: 360, height: 800 }, deviceScaleFactor: 1 },
  // 200 % zoom of a 1280 px window: 640 CSS pixels, drawn twice as large.
  { name: '200 % zoom', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
]) {
  test.describe(`on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, deviceScaleFactor: screen.deviceScaleFactor, isMobile: screen.viewport.width === 360, hasTouch: screen.viewport.width === 360 });

    test('the tax list, a form with its errors, the checkout and the receipt fit the screen in Tamil', async ({ page }, testInfo) => {
      const shot = async (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
      await page.goto('/taxes');
      await expectNoSidewaysOverflow(page);
      await shot('taxes-list');

      await page.goto('/taxes/property');
      await page.getByRole('button', { name: 'செலுத்தத் தொடரவும்' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await expectNoSidewaysOverflow(page);
      await shot('property-errors');

      await fillPropertyInTamil(page);
      await sendAfterCheckingAnswers(page, 'செலுத்தத் தொடரவும்', CHECK_ANSWERS.ta);
      const checkout = page.getByRole('dialog');
      await expect(checkout).toBeVisible();
      await expectNoSidewaysOverflow(page);
      await page.screenshot({ path: testInfo.outputPath('checkout.png') });
      await checkout.getByRole('button', { name: 'இப்போது செலுத்த' }).click();
      await expect(page.getByRole('region', { name: 'கட்டண ரசீது' })).toBeVisible();
      await expectNoSidewaysOverflow(page);
      await shot('receipt');
    });
  });
}
