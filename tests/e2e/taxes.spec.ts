import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Locator, Page } from '@playwright/test';
import { formReady, sendAfterCheckingAnswers } from './support/citizen-forms';
import { confirmationPanel } from './support/confirmation';
import { adminToken } from './support/first-admin';
import { expectNoSeriousA11yViolations, newCitizen, registerByApi, signInByApi } from './support/fixtures';
import { expectNoSidewaysOverflow } from './support/tamil';

/*
 * Paying a tax or a bill on a phone. What each form checks and says (English and Tamil), and the
 * receipt of a payment made without an account, are tested in tests/unit/client/tax-form*.test.tsx
 * and tests/unit/shared/tax-rules.test.ts, and the orders, payments and receipts the server keeps
 * in tests/api/tax-*.test.ts; a payment without an account is paid in taxes-tamil.spec.ts.
 */

test.use({ viewport: { width: 360, height: 740 } });

/** A date in India's calendar, `days` from today. */
function indiaDate(days: number): string {
  return new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);
}

async function fillProperty(page: Page, dueDate: string) {
  await formReady(page, 'Proceed to Pay');
  await page.getByLabel('Owner Name').fill('Ravi Kumar');
  await page.getByLabel('Mobile Number').fill('9876543210');
  await page.getByLabel('Property ID').fill('PROP-0042');
  await page.getByLabel('Ward Number').fill('12');
  await page.getByLabel('Door Number').fill('7A');
  await page.getByLabel('Address', { exact: true }).fill('7A Temple Street');
  await page.getByLabel('Period').selectOption('Jul-Sep');
  await page.getByLabel('Due Date').fill(dueDate);
  await page.getByLabel('Amount (₹)').fill('1250.50');
  await page.getByLabel('Payment Method').selectOption({ label: 'UPI' });
}

async function fillGas(page: Page, dueDate: string) {
  await formReady(page, 'Proceed to Pay');
  await page.getByLabel('Connection Number').fill('GAS-778899');
  await page.getByLabel('Provider').fill('City Gas Ltd');
  await page.getByLabel('Service Address').fill('3 Lake View Road');
  await page.getByLabel('Bill Month').fill('2026-10');
  await page.getByLabel('Due Date').fill(dueDate);
  await page.getByLabel('Payable Amount (₹)').fill('640');
  await page.getByLabel('Payment Method').selectOption({ label: 'Net Banking' });
}

/** A summary line: the answer next to its label. */
const answer = (summary: Locator, label: string) =>
  summary.locator('div').filter({ has: summary.page().getByRole('term').filter({ hasText: label }) });

const RECEIPT_NUMBER = /MUN\/RCT\/\d{4}\/\d{6}/;

test('a signed-in citizen pays an overdue property tax on a phone: the late fee, the answers checked and the amount changed, the receipt downloaded in English and in Tamil and found again in My requests, and its verify page for anyone, refunded once the clerk refunds it', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const account = newCitizen();
  await registerByApi(request, account);
  await signInByApi(page, account);
  await page.goto('/taxes');
  await page.getByRole('link', { name: 'Property', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Property Tax Payment', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await fillProperty(page, indiaDate(-3));
  await expect(page.getByText('The due date has passed: a late fee of ₹200.00 is added.')).toBeVisible();
  await expect(page.getByText(/Total payable\s*₹1,450\.50/)).toBeVisible();

  // Nothing is ordered yet: the answers are checked first, and one is changed.
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  const summary = page.getByRole('region', { name: 'Check your answers before sending' });
  await expect(answer(summary, 'Property ID')).toContainText('PROP-0042');
  await expect(answer(summary, 'Amount (₹)')).toContainText('₹1,250.50');
  await expect(answer(summary, 'Payment Method')).toContainText('UPI');
  await expect(answer(summary, 'Late fee')).toContainText('₹200.00');
  await expect(answer(summary, 'Total payable')).toContainText('₹1,450.50');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await summary.getByRole('link', { name: 'Change Amount (₹)' }).click();
  await expect(page.getByLabel('Amount (₹)')).toBeFocused();
  await page.getByLabel('Amount (₹)').fill('1300.50');
  await page.getByRole('button', { name: 'Back to check your answers' }).click();
  await expect(answer(summary, 'Total payable')).toContainText('₹1,500.50');

  await summary.getByRole('button', { name: 'Proceed to Pay' }).click();
  const checkout = page.getByRole('dialog', { name: 'Pay ₹1,500.50' });
  await expect(checkout).toContainText('Property Tax Payment');
  await expectNoSeriousA11yViolations(page);
  await checkout.getByRole('button', { name: 'Pay now' }).click();

  // The confirmation, on the payment's own page, with the receipt: no fresh 'Proceed to Pay' under it.
  await expect(page).toHaveURL(/\/my-requests\/payments\/[^/]+$/);
  const confirmation = confirmationPanel(page, 'Payment received');
  await expect(confirmation).toContainText('Payment successful and verified!');
  await expect(confirmation).toBeFocused();
  const receipt = page.getByRole('region', { name: 'Payment Receipt' });
  await expect(receipt).toContainText(RECEIPT_NUMBER);
  await expect(receipt).toContainText('PROP-0042');
  await expect(receipt).toContainText('₹1,500.50');
  await expect(receipt).toContainText('UPI');
  await expect(page.getByRole('button', { name: 'Proceed to Pay' })).toHaveCount(0);
  const number = RECEIPT_NUMBER.exec((await receipt.textContent()) ?? '')?.[0] ?? '';
  const [download] = await Promise.all([page.waitForEvent('download'), receipt.getByRole('button', { name: 'Download receipt' }).click()]);
  expect(download.suggestedFilename()).toBe(`receipt-${number.replaceAll('/', '-')}.pdf`);
  const pdf = readFileSync((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeLessThan(150 * 1024);
  const verifyUrl = new URL((await receipt.getByRole('link', { name: 'Open its verify page' }).getAttribute('href')) ?? '');
  expect(verifyUrl.pathname).toBe(`/verify/${encodeURIComponent(number)}`);
  const verifyPath = `${verifyUrl.pathname}${verifyUrl.search}`;
  await expectNoSidewaysOverflow(page);
  await expectNoSeriousA11yViolations(page);
  const paymentPath = new URL(page.url()).pathname;

  // Back on the form, nothing of the payment is left in it; the receipt's page is there after a reload.
  await page.goBack();
  await expect(page.getByLabel('Owner Name')).toHaveValue('');
  await expect(page.getByText(/Total payable\s*₹0\.00/)).toBeVisible();
  await page.goForward();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Payment Receipt' })).toContainText(number);

  await page.goto('/my-requests');
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText('Paid');
  await payments.getByRole('link', { name: /^Property Tax Payment / }).click();
  await expect(page.getByRole('region', { name: 'Payment Receipt' })).toContainText(number);

  await page.goto(`/ta${paymentPath}`);
  const tamilReceipt = page.getByRole('region', { name: 'கட்டண ரசீது' });
  await expect(tamilReceipt).toContainText(number);
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    tamilReceipt.getByRole('button', { name: 'ரசீதைப் பதிவிறக்கவும்' }).click(),
  ]);
  expect(again.suggestedFilename()).toBe(download.suggestedFilename());
  await expectNoSidewaysOverflow(page);
  await expectNoSeriousA11yViolations(page);

  // Anyone with the receipt opens its verify page on their own phone.
  const visitor = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 } });
  const phone = await visitor.newPage();
  await phone.goto(verifyPath);
  await expect(phone.getByRole('heading', { level: 1, name: 'Verify a certificate or receipt' })).toBeVisible();
  await expect(phone.getByRole('status').filter({ hasText: 'Valid: the municipality received this payment.' })).toBeVisible();
  const details = phone.getByRole('region', { name: 'Property Tax Payment receipt' });
  for (const fact of [number, 'PROP-0042', 'Ravi Kumar', '₹1,500.50', 'Municipal Corporation, Municipal Office'])
    await expect(details).toContainText(fact);
  await expectNoSeriousA11yViolations(phone);
  await expectNoSidewaysOverflow(phone);

  // The clerk refunds it: the same page now says so, in Tamil too.
  const paymentId = /\/my-requests\/payments\/([0-9a-f-]{36})/.exec(paymentPath)?.[1] ?? '';
  const refund = await request.post(`/api/admin/taxes/${paymentId}/status`, {
    data: { status: 'refunded' },
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(refund.status()).toBe(200);
  await phone.reload();
  await expect(phone.getByRole('alert')).toContainText(/Refunded on \d{1,2} \w+ \d{4}: this payment was given back/);
  await phone.goto(`/ta${verifyPath}`);
  await expect(phone.getByRole('heading', { level: 1, name: 'சான்றிதழ் அல்லது ரசீதைச் சரிபார்க்கவும்' })).toBeVisible();
  await expect(phone.getByRole('region', { name: 'சொத்து வரி ரசீது' })).toContainText('PROP-0042');
  // The office too, in Tamil (the API names it in English).
  await expect(phone.getByRole('region', { name: 'சொத்து வரி ரசீது' })).toContainText('மாநகராட்சி, நகராட்சி அலுவலகம்');
  await expect(phone.getByRole('alert')).toContainText('திருப்பி அளிக்கப்பட்டது');
  await expectNoSidewaysOverflow(phone);
  await visitor.close();
});

test('a signed-in citizen who closed the checkout comes back through My requests and pays the same order with Pay now', async ({
  page,
  request,
}) => {
  const account = newCitizen();
  await registerByApi(request, account);
  await signInByApi(page, account);
  await page.goto('/taxes/property');
  await fillProperty(page, indiaDate(5));
  await sendAfterCheckingAnswers(page, 'Proceed to Pay');
  await page.getByRole('dialog', { name: 'Pay ₹1,250.50' }).getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByText('Payment cancelled.')).toBeVisible();

  // Later, from My requests: the order that was made and not paid, with what to do about it.
  await page.goto('/my-requests');
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByRole('listitem')).toHaveCount(1);
  await expect(payments).toContainText('Not paid yet');
  await payments.getByRole('link', { name: 'Pay now or cancel' }).click();
  await expect(page).toHaveURL(/\/my-requests\/payments\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('button', { name: 'Cancel this payment' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('dialog', { name: 'Pay ₹1,250.50' }).getByRole('button', { name: 'Pay now' }).click();
  await expect(confirmationPanel(page, 'Payment received')).toContainText('Payment successful and verified!');
  const receipt = page.getByRole('region', { name: 'Payment Receipt' });
  await expect(receipt).toContainText(RECEIPT_NUMBER);
  await expect(receipt).toContainText('PROP-0042');
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);

  // The same order was paid: still one payment, now paid.
  await page.goto('/my-requests');
  await expect(payments.getByRole('listitem')).toHaveCount(1);
  await expect(payments).toContainText('Paid');
  await expect(payments.getByRole('link', { name: 'Pay now or cancel' })).toHaveCount(0);
});

test('a gas bill due today has no late fee; offline, cancelled, or failed at the gateway, nothing is paid and the form is kept', async ({
  page,
  context,
}) => {
  await page.goto('/taxes/gas');
  await fillGas(page, indiaDate(0));
  await expect(page.getByText(/late fee/)).toHaveCount(0);
  await expect(page.getByText(/Total payable\s*₹640\.00/)).toBeVisible();

  // Offline, paying is refused plainly.
  await context.setOffline(true);
  await sendAfterCheckingAnswers(page, 'Proceed to Pay');
  await expect(page.getByText(/You are offline\. Paying needs a connection/)).toBeVisible();
  await expect(page.getByLabel('Provider')).toHaveValue('City Gas Ltd');
  await context.setOffline(false);

  // Cancelled at the checkout.
  await sendAfterCheckingAnswers(page, 'Proceed to Pay');
  const checkout = page.getByRole('dialog', { name: 'Pay ₹640.00' });
  await expect(checkout).toContainText('Gas Tax Payment');
  await checkout.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByText('Payment cancelled.')).toBeVisible();
  await expect(page.getByLabel('Connection Number')).toHaveValue('GAS-778899');

  // A failure at the gateway is reported.
  await sendAfterCheckingAnswers(page, 'Proceed to Pay');
  await page.getByRole('dialog', { name: 'Pay ₹640.00' }).getByRole('button', { name: 'Simulate failure' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: /Payment verification failed\.|Payment failed\. No money was taken\./ }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment Receipt' })).toHaveCount(0);
  await expect(page.getByLabel('Connection Number')).toHaveValue('GAS-778899');
});
