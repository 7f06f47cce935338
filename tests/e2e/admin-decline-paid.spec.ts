import { expect, test } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, signIn } from './support/fixtures';
import { FIRST_ADMIN } from './support/first-admin';

// Declining a paid payment gives its money back (issue 22, item 3; decision 040): the dashboard
// asks first, naming the amount, in the page's language; Cancel (or Escape) sends nothing.

/** A ₹1,250.00 water bill paid through the sandbox gateway: create-order, checkout, verify. */
async function payWaterBill(request: APIRequestContext): Promise<string> {
  const dueDate = new Date(Date.now() + 330 * 60_000 + 5 * 86_400_000).toISOString().slice(0, 10);
  const order = await request.post('/api/taxes/create-order', {
    data: {
      type: 'water',
      identifiers: { consumerNo: 'WTR-77120', zone: 'South', address: '9 Tank Street' },
      billMonth: '2026-10',
      dueDate,
      amount: 1250,
      paymentMethod: 'upi',
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { orderId, id, reference } = (await order.json()) as { orderId: string; id: string; reference: string };
  const checkout = await request.post('/api/payments/sandbox/checkout', { data: { orderId, outcome: 'success' } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const verified = await request.post('/api/taxes/verify', { data: { ...((await checkout.json()) as object), id } });
  expect(await verified.json()).toMatchObject({ verified: true });
  return reference;
}

/** Every status change the page sends for a payment, to show that a cancelled question sends none. */
function statusChangesSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/admin/taxes/')) sent.push(request.url());
  });
  return sent;
}

function paymentRow(page: Page, table: string, reference: string): Locator {
  return page.getByRole('table', { name: table }).getByRole('row').filter({ hasText: reference });
}

// The Tamil page comes from the server by the lang cookie; the service worker's copy of that
// choice is not what this file is about (as in admin-tamil.spec.ts).
test.use({ serviceWorkers: 'block' });

test('a clerk declines a paid payment only after confirming the refund it makes', async ({ page, request }) => {
  const reference = await payWaterBill(request);
  const sent = statusChangesSent(page);
  await signIn(page, FIRST_ADMIN, '/admin-login');
  await expect(page).toHaveURL('/admin');

  const row = paymentRow(page, 'Tax Payments', reference);
  await expect(row.getByText('paid', { exact: true })).toBeVisible();
  const decline = row.getByRole('button', { name: `Decline ${reference}` });

  // Cancel: the question closes, nothing is sent, the payment is still paid.
  await decline.click();
  const question = page.getByRole('alertdialog', { name: 'Decline and refund ₹1,250.00 to the citizen?' });
  await expect(question).toBeVisible();
  await expect(question).toContainText(`Payment ${reference} is paid. Declining it refunds the whole amount through the payment gateway.`);
  await expect(question.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await question.getByRole('button', { name: 'Cancel' }).click();
  await expect(question).toBeHidden();
  await expect(decline).toBeFocused();

  // Escape is a cancel too.
  await decline.click();
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  expect(sent).toEqual([]);
  await expect(row.getByText('paid', { exact: true })).toBeVisible();

  // Confirmed with a reason (decision 048): declined, and the clerk is told the refund went back.
  await decline.click();
  await question.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Wrong property or consumer number' });
  await question.getByRole('button', { name: 'Decline and refund' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Payment ${reference} declined and ₹1,250.00 refunded.` })).toBeVisible();
  expect(sent).toHaveLength(1);
  await expect(row.getByText('declined', { exact: true })).toHaveClass(/\bdeclined\b/);
  await expect(decline).toBeDisabled();
  await expect(row.getByRole('button', { name: `Refund ${reference}` })).toBeDisabled();

  await page.getByRole('link', { name: 'Audit log' }).click();
  const line = paymentRow(page, 'Admin actions', reference);
  await expect(line).toContainText('Declined payment');
  await expect(line.getByText('paid', { exact: true })).toBeVisible();
  await expect(line.getByText('declined', { exact: true })).toBeVisible();
});

test('the question and the answer are in Tamil on a Tamil page', async ({ page, request }) => {
  const reference = await payWaterBill(request);
  const sent = statusChangesSent(page);
  await signIn(page, FIRST_ADMIN, '/admin-login');
  await expect(page).toHaveURL('/admin');
  await page.goto('/ta/admin');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');

  const row = paymentRow(page, 'வரி செலுத்துதல்கள்', reference);
  const decline = row.getByRole('button', { name: `${reference}: நிராகரிக்க` });
  await decline.click();
  const question = page.getByRole('alertdialog', { name: 'கட்டணத்தை நிராகரித்து ₹1,250.00 ஐச் செலுத்தியவருக்குத் திருப்பி அளிக்கவா?' });
  await expect(question).toContainText('முழுத் தொகையும் கட்டண நுழைவாயில் வழியாகத் திருப்பி அளிக்கப்படும்');
  await expectNoSeriousA11yViolations(page);
  // On a 360 px phone Tamil's long words wrap inside the question; nothing is cut off.
  await page.setViewportSize({ width: 360, height: 740 });
  const clipped = await question.evaluate((dialog) =>
    [...dialog.querySelectorAll<HTMLElement>('h2, p, button, label')].filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => element.textContent),
  );
  expect(clipped).toEqual([]);
  await question.getByRole('button', { name: 'ரத்து செய்ய' }).click();
  await expect(question).toBeHidden();
  expect(sent).toEqual([]);

  await decline.click();
  await question.getByRole('combobox', { name: 'காரணம்' }).selectOption({ label: 'இரட்டைக் கட்டணம்' });
  await question.getByRole('button', { name: 'நிராகரித்துத் திருப்பி அளிக்க' }).click();
  await expect(page.getByRole('status').filter({ hasText: `கட்டணம் ${reference} நிராகரிக்கப்பட்டது; ₹1,250.00 திருப்பி அளிக்கப்பட்டது.` })).toBeVisible();
  await expect(row.getByText('நிராகரிக்கப்பட்டது', { exact: true })).toHaveClass(/\bdeclined\b/);
  expect(sent).toHaveLength(1);
});
