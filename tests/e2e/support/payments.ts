import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

/**
 * A water bill paid through the sandbox gateway (create-order, checkout, verify), for tests whose
 * subject is what a clerk does with a paid payment. `address` finds it in a clerk's search.
 */
export async function payWaterBillByApi(
  request: APIRequestContext,
  { amount, address }: { amount: number; address: string },
): Promise<string> {
  const dueDate = new Date(Date.now() + 330 * 60_000 + 5 * 86_400_000).toISOString().slice(0, 10);
  const order = await request.post('/api/taxes/create-order', {
    data: {
      type: 'water',
      identifiers: { consumerNo: 'WTR-55012', zone: 'North', address },
      billMonth: '2026-10',
      dueDate,
      amount,
      paymentMethod: 'upi',
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { orderId, id, reference } = (await order.json()) as { orderId: string; id: string; reference: string };
  const checkout = await request.post('/api/payments/sandbox/checkout', { data: { orderId, outcome: 'success' } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const verified = await request.post('/api/taxes/verify', { data: { ...((await checkout.json()) as object), id } });
  expect(verified.status(), await verified.text()).toBe(200);
  expect(await verified.json()).toMatchObject({ verified: true });
  return reference;
}
