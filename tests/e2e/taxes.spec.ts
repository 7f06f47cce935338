import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { formReady, sendAfterCheckingAnswers } from './support/citizen-forms';
import { confirmationPanel } from './support/confirmation';
import { expectNoSeriousA11yViolations } from './support/fixtures';

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

test('an overdue property tax shows the late fee, is paid, and leaves a receipt', async ({ page }) => {
  await page.goto('/taxes');
  await page.getByRole('link', { name: 'Property', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Property Tax Payment', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await fillProperty(page, indiaDate(-3));
  await expect(page.getByText('The due date has passed: a late fee of ₹200.00 is added.')).toBeVisible();
  await expect(page.getByText(/Total payable\s*₹1,450\.50/)).toBeVisible();

  await sendAfterCheckingAnswers(page, 'Proceed to Pay');
  const checkout = page.getByRole('dialog', { name: 'Pay ₹1,450.50' });
  await expect(checkout).toBeVisible();
  await expect(checkout).toContainText('Property Tax Payment');
  await expectNoSeriousA11yViolations(page);
  await checkout.getByRole('button', { name: 'Pay now' }).click();

  // The confirmation with the receipt replaces the form (issue 23): no fresh 'Proceed to Pay' under it.
  await expect(confirmationPanel(page, 'Payment received')).toContainText('Payment successful and verified!');
  const receipt = page.getByRole('region', { name: 'Payment Receipt' });
  await expect(receipt).toContainText('PROP-0042');
  await expect(receipt).toContainText('₹1,450.50');
  await expect(receipt).toContainText('UPI');
  await expect(page.getByRole('button', { name: 'Proceed to Pay' })).toHaveCount(0);
  await page.goBack();
  await expect(page.getByLabel('Owner Name')).toHaveValue('');
  await expect(page.getByText(/Total payable\s*₹0\.00/)).toBeVisible();
});

test('a gas bill due today has no late fee; cancelling the payment keeps the form', async ({ page }) => {
  await page.goto('/taxes/gas');
  await fillGas(page, indiaDate(0));
  await expect(page.getByText(/late fee/)).toHaveCount(0);
  await expect(page.getByText(/Total payable\s*₹640\.00/)).toBeVisible();

  await sendAfterCheckingAnswers(page, 'Proceed to Pay');
  const checkout = page.getByRole('dialog', { name: 'Pay ₹640.00' });
  await expect(checkout).toContainText('Gas Tax Payment');
  await checkout.getByRole('button', { name: 'Cancel payment' }).click();

  await expect(page.getByText('Payment cancelled.')).toBeVisible();
  await expect(page.getByLabel('Connection Number')).toHaveValue('GAS-778899');
});

test('a simulated gateway failure is reported and nothing is paid', async ({ page }) => {
  await page.goto('/taxes/gas');
  await fillGas(page, indiaDate(-1));
  await expect(page.getByText(/Total payable\s*₹690\.00/)).toBeVisible();
  await sendAfterCheckingAnswers(page, 'Proceed to Pay');
  await page.getByRole('dialog').getByRole('button', { name: 'Simulate failure' }).click();

  await expect(page.getByRole('alert').filter({ hasText: /Payment verification failed\.|Payment failed\. No money was taken\./ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payment Receipt' })).toHaveCount(0);
  await expect(page.getByLabel('Connection Number')).toHaveValue('GAS-778899');
});

test('the tax form checks every field before creating an order', async ({ page }) => {
  await page.goto('/taxes/property');
  await page.getByLabel('Ward Number').fill('0');
  await page.getByLabel('Amount (₹)').fill('-5');
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  for (const message of ['Owner Name is required', 'Ward number must be a whole number of at least 1', 'Amount must be at least 0', 'Please choose a payment method']) {
    await expect(summary.getByRole('link', { name: message })).toBeVisible();
  }
});

test('offline, paying is refused plainly and the form is kept', async ({ page, context }) => {
  await page.goto('/taxes/gas');
  await fillGas(page, indiaDate(2));
  await context.setOffline(true);
  await sendAfterCheckingAnswers(page, 'Proceed to Pay');
  await expect(page.getByText(/You are offline\. Paying needs a connection/)).toBeVisible();
  await expect(page.getByLabel('Provider')).toHaveValue('City Gas Ltd');
  await context.setOffline(false);
});
