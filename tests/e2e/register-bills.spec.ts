import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { CHECK_ANSWERS, formReady, sendAfterCheckingAnswers } from './support/citizen-forms';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { adminToken } from './support/first-admin';
import { chooseTamil, expectNoSidewaysOverflow, expectNoSidewaysOverflowAtDoubleZoom, screenshotForReview } from './support/tamil';

/*
 * Paying a bill the municipality's register holds, in Tamil on a phone (decision 075): the number
 * finds the bill, the amount is the register's and nobody types it, arrears are offered, and once
 * paid the bill says so. One journey per kind of form: a quarter's property tax, a month's water bill.
 * The rules behind it (pricing, paying once, two phones) are tests/api/bills.test.ts; the form's
 * steps and its offline copy are tests/unit/client/register-bill.test.tsx.
 */

test.use({ viewport: { width: 360, height: 800 } });

test.beforeEach(async ({ context, baseURL }) => {
  await chooseTamil(context, baseURL);
});

const PROCEED = 'செலுத்தத் தொடரவும்';
const FIND = 'என் கட்டணத்தைக் கண்டறி';

/** A date in India's calendar, `days` from today. */
function indiaDate(days: number): string {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

/** This month and the month before, as YYYY-MM in India. */
function indiaMonth(monthsBack: number): string {
  const today = new Date(Date.now() + 330 * 60_000);
  const month = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsBack, 1));
  return month.toISOString().slice(0, 7);
}

/** The clerk loads a register file of one type, as the staff page does. */
async function loadRegister(request: APIRequestContext, type: string, csv: string) {
  const response = await request.post(`/api/admin/register/${type}/import`, {
    headers: { authorization: `Bearer ${await adminToken(request)}`, 'content-type': 'text/csv; charset=utf-8' },
    data: csv,
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function expectFitsBothScreens(page: Parameters<typeof expectNoSidewaysOverflow>[0]) {
  await expectNoSidewaysOverflow(page);
  await expectNoSidewaysOverflowAtDoubleZoom(page);
}

test('a quarter’s property tax from the register: found by its number, an arrear offered, paid at the register’s amount, then shown paid', async ({
  page,
  request,
}) => {
  const propertyId = `PT/${randomBytes(3).toString('hex').toUpperCase()}`;
  // Last quarter is late (its flat ₹200 fee is added); this quarter is due at the end of it.
  await loadRegister(
    request,
    'property',
    [
      'propertyId,ownerName,wardNo,period,dueDate,amount',
      `${propertyId},ராமன் குமார்,12,Jul-Sep,2026-09-30,1250.50`,
      `${propertyId},ராமன் குமார்,12,Oct-Dec,2026-12-31,1250.50`,
    ].join('\n'),
  );

  await page.goto('/taxes/property');
  await formReady(page, PROCEED);
  await page.getByLabel('சொத்து எண்').fill(propertyId.toLowerCase());
  await page.getByLabel('காலாண்டு').selectOption('Oct-Dec');
  await page.getByRole('button', { name: FIND }).click();

  const bill = page.getByRole('region', { name: 'நகராட்சிப் பதிவேட்டில் உள்ள உங்கள் கட்டணம்' });
  await expect(bill).toContainText('இந்தக் கட்டணத்தைச் செலுத்துகிறீர்கள்.');
  await expect(bill).toContainText('பதிவேட்டில் உள்ள பெயர்: ரா***ன் கு***ர்');
  await expect(bill).toContainText('செலுத்த வேண்டிய கட்டணங்கள்: 2, மொத்தம் ₹2,701.00.');
  // The amount and the due date are the register's: there is nothing to type.
  await expect(page.getByLabel('தொகை (₹)')).toHaveCount(0);
  await expect(page.getByLabel('செலுத்த வேண்டிய கடைசி நாள்')).toHaveCount(0);
  await expectFitsBothScreens(page);
  await expectNoSeriousA11yViolations(page);
  await screenshotForReview(page, 'register-property-bill-ta-360');

  // The late quarter first, with one press.
  await bill.getByRole('button', { name: /ஜூலை–செப்டம்பர் 2026 கட்டணத்தைச் செலுத்து/ }).click();
  await expect(page.getByLabel('காலாண்டு')).toHaveValue('Jul-Sep');
  await expect(page.getByText(/செலுத்த வேண்டிய மொத்தம்\s*₹1,450\.50/)).toBeVisible();

  await page.getByLabel('உரிமையாளர் பெயர்').fill('ராமன் குமார்');
  await page.getByLabel('கைபேசி எண்').fill('9876543210');
  await page.getByLabel('வார்டு எண்').fill('12');
  await page.getByLabel('கதவு எண்').fill('4');
  await page.getByLabel('முகவரி', { exact: true }).fill('4, காந்தி சாலை');
  await page.getByLabel('செலுத்தும் முறை').selectOption('upi');
  await sendAfterCheckingAnswers(page, PROCEED, CHECK_ANSWERS.ta);
  await page.getByRole('dialog', { name: '₹1,450.50 செலுத்துங்கள்' }).getByRole('button', { name: 'இப்போது செலுத்த' }).click();
  const receipt = page.getByRole('region', { name: 'கட்டண ரசீது' });
  await expect(receipt).toContainText(propertyId);
  await expect(receipt).toContainText('₹1,450.50');

  // The same bill again: the register now shows it paid, and the form will not pay it twice.
  await page.goto('/taxes/property');
  await formReady(page, PROCEED);
  await page.getByLabel('சொத்து எண்').fill(propertyId);
  await page.getByLabel('காலாண்டு').selectOption('Jul-Sep');
  await page.getByRole('button', { name: FIND }).click();
  await expect(bill).toContainText('இந்தக் காலத்தின் கட்டணம் ஏற்கெனவே செலுத்தப்பட்டுவிட்டது.');
  await expect(bill.getByRole('link', { name: 'ரசீதைச் சரிபார்க்க' })).toBeVisible();
  await expectFitsBothScreens(page);
  await screenshotForReview(page, 'register-property-paid-ta-360');
});

test('a month’s water bill from the register, and a number it does not hold explained', async ({ page, request }) => {
  const consumerNo = `W-${randomBytes(3).toString('hex').toUpperCase()}`;
  const billMonth = indiaMonth(0);
  await loadRegister(
    request,
    'water',
    ['consumerNo,zone,address,billMonth,dueDate,amount', `${consumerNo},North,"7, Temple Street",${billMonth},${indiaDate(10)},450`].join(
      '\n',
    ),
  );

  await page.goto('/taxes/water');
  await formReady(page, PROCEED);
  await page.getByLabel('நுகர்வோர் எண்').fill(`${consumerNo}X`);
  await page.getByRole('button', { name: FIND }).click();
  const bill = page.getByRole('region', { name: 'நகராட்சிப் பதிவேட்டில் உள்ள உங்கள் கட்டணம்' });
  await expect(bill).toContainText('இந்த எண்ணுடன் எந்தக் கட்டணமும் நகராட்சியின் பதிவேட்டில் இல்லை.');
  await expect(page.getByLabel(/தொகை/)).toBeVisible();

  await page.getByLabel('நுகர்வோர் எண்').fill(consumerNo);
  await page.getByLabel('கட்டண மாதம்').fill(billMonth);
  await page.getByRole('button', { name: FIND }).click();
  await expect(bill).toContainText('இந்தக் கட்டணத்தைச் செலுத்துகிறீர்கள்.');
  await expect(page.getByLabel(/தொகை/)).toHaveCount(0);
  await page.getByLabel('மண்டலம்').fill('North');
  await page.getByLabel('முகவரி', { exact: true }).fill('7, கோயில் தெரு');
  await page.getByLabel('செலுத்தும் முறை').selectOption('upi');
  await expectFitsBothScreens(page);
  await screenshotForReview(page, 'register-water-bill-ta-360');
  await sendAfterCheckingAnswers(page, PROCEED, CHECK_ANSWERS.ta);
  await page.getByRole('dialog', { name: '₹450.00 செலுத்துங்கள்' }).getByRole('button', { name: 'இப்போது செலுத்த' }).click();
  await expect(page.getByRole('region', { name: 'கட்டண ரசீது' })).toContainText('₹450.00');
});
