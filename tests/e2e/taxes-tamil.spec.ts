import { expect, test } from '@playwright/test';
import { CHECK_ANSWERS, formReady, sendAfterCheckingAnswers } from './support/citizen-forms';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { chooseTamil, expectNoSidewaysOverflow, expectNoSidewaysOverflowAtDoubleZoom, screenshotForReview } from './support/tamil';

/*
 * Paying in Tamil on a phone. Each form's Tamil words and messages (every tax type's), and amounts
 * written with Indian grouping, are tested in tests/unit/client/tax-form-tamil.test.tsx; here the
 * pages themselves, the checkout and the receipt, in Tamil and within the screen.
 */

test.use({ viewport: { width: 360, height: 800 } });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseTamil(context, baseURL);
});

/** A date in India's calendar, `days` from today. */
function indiaDate(days: number): string {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

const PROCEED = 'செலுத்தத் தொடரவும்';

/** On this 360 px phone, and at 200 % zoom. */
async function expectFitsBothScreens(page: Parameters<typeof expectNoSidewaysOverflow>[0]) {
  await expectNoSidewaysOverflow(page);
  await expectNoSidewaysOverflowAtDoubleZoom(page);
}

test('a property tax in Tamil on a phone: the list, the errors, the late fee and an amount with commas, the checkout cancelled then paid, and the receipt, each within the screen', async ({
  page,
}) => {
  await page.goto('/taxes');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { name: 'வரிகள் மற்றும் கட்டணங்கள்', level: 1 })).toBeVisible();
  await expectFitsBothScreens(page);
  await screenshotForReview(page, 'taxes-list-ta-360');
  await page.getByRole('link', { name: 'சொத்து வரி', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'சொத்து வரி செலுத்துதல்', level: 1 })).toBeVisible();

  // An empty form says what is missing, in Tamil, and still fits.
  await formReady(page, PROCEED);
  await page.getByRole('button', { name: PROCEED }).click();
  const errors = page.getByRole('alert').first();
  await expect(errors.getByRole('link', { name: 'உரிமையாளர் பெயர் கட்டாயம் தேவை' })).toBeVisible();
  await expect(errors.getByRole('link', { name: 'செலுத்தும் முறையைத் தேர்ந்தெடுக்கவும்' })).toBeVisible();
  await expectFitsBothScreens(page);
  await screenshotForReview(page, 'property-errors-ta-360');

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
  await expect(page.getByText('கடைசி நாள் கடந்துவிட்டது: ₹200.00 தாமதக் கட்டணம் சேர்க்கப்படுகிறது.')).toBeVisible();
  await expect(page.getByText(/செலுத்த வேண்டிய மொத்தம்\s*₹1,00,200\.50/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The checkout in Tamil: cancelling it says so and keeps the form.
  await sendAfterCheckingAnswers(page, PROCEED, CHECK_ANSWERS.ta);
  const checkout = page.getByRole('dialog', { name: '₹1,00,200.50 செலுத்துங்கள்' });
  await expect(checkout).toContainText('சொத்து வரி செலுத்துதல்');
  await expect(checkout).toContainText('செலுத்துபவர்: ரவி குமார்');
  await expect(checkout.getByRole('button', { name: 'தோல்வியை உருவகப்படுத்த' })).toBeVisible();
  await expectFitsBothScreens(page);
  await expectNoSeriousA11yViolations(page);
  await checkout.getByRole('button', { name: 'கட்டணத்தை ரத்து செய்ய' }).click();
  await expect(page.getByText('கட்டணம் செலுத்துதல் ரத்து செய்யப்பட்டது.')).toBeVisible();
  await expect(page.getByLabel('சொத்து எண்')).toHaveValue('PROP-0042');

  await sendAfterCheckingAnswers(page, PROCEED, CHECK_ANSWERS.ta);
  await page.getByRole('dialog', { name: '₹1,00,200.50 செலுத்துங்கள்' }).getByRole('button', { name: 'இப்போது செலுத்த' }).click();
  await expect(page.getByRole('region', { name: 'கட்டணம் பெறப்பட்டது' })).toContainText('கட்டணம் வெற்றிகரமாகச் செலுத்தப்பட்டு சரிபார்க்கப்பட்டது!');
  const receipt = page.getByRole('region', { name: 'கட்டண ரசீது' });
  await expect(receipt).toContainText('PROP-0042');
  await expect(receipt).toContainText('ஜூலை–செப்டம்பர்');
  await expect(receipt).toContainText('₹1,00,200.50');
  await expect(receipt).toContainText('UPI');
  await expectFitsBothScreens(page);
  await screenshotForReview(page, 'receipt-ta-360');
  await page.goBack();
  await expect(page.getByLabel('உரிமையாளர் பெயர்')).toHaveValue('');
});
