import { createHmac, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../src/shared/api/paths';
import { outboundMessages, registerAccounts, registerDemands } from '../../src/server/db/schema';
import type { DatabaseHandle } from '../../src/server/db/database';
import { request } from './helpers/http';
import type { JsonResponse } from './helpers/http';
import { setCreatedAt } from './me-support';
import { indiaDate, taxEvents, validOrder } from './tax-support';

/** Razorpay's `payment.captured` event (or another) for one payment of an order, as its JSON text. */
export function gatewayEvent(
  orderId: string,
  paymentId: string,
  amountPaise: number,
  options: { event?: string; currency?: string; status?: string } = {},
): string {
  const entity = {
    id: paymentId,
    entity: 'payment',
    amount: amountPaise,
    currency: options.currency ?? 'INR',
    status: options.status ?? 'captured',
    order_id: orderId,
    method: 'upi',
    captured: (options.status ?? 'captured') === 'captured',
    created_at: Math.floor(Date.now() / 1000),
  };
  const event = options.event ?? 'payment.captured';
  const payload =
    event === 'order.paid' ? { payment: { entity }, order: { entity: { id: orderId, status: 'paid' } } } : { payment: { entity } };
  return JSON.stringify({ entity: 'event', account_id: 'acc_Test12345', event, contains: Object.keys(payload), payload });
}

export const signed = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('hex');

/** Razorpay's POST to the webhook: the body as it was signed, and the signature header unless `null`. */
export function postWebhook(app: FastifyInstance, body: string, signature: string | null): Promise<JsonResponse> {
  return request(app, {
    method: 'POST',
    url: apiPaths.payments.razorpayWebhook,
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-razorpay-signature': signature }) },
  });
}

/** A payment id shaped like Razorpay's, that no gateway made. */
export const anyPaymentId = () => `pay_${randomBytes(7).toString('hex')}`;

/** How often each status was entered in the payment's history. */
export async function statusCounts(database: DatabaseHandle, paymentId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { status } of await taxEvents(database, paymentId)) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

/** A water connection the register holds with one bill, due in five days: its create-order body (₹1,250.50, no late fee). */
export async function registerWaterBill(database: DatabaseHandle) {
  const number = `WTR ${randomBytes(4).toString('hex').toUpperCase()}`;
  const [account] = await database.db
    .insert(registerAccounts)
    .values({ type: 'water', number, name: 'Meena Kumari', ward: '12', identifiers: {} })
    .returning();
  if (!account) throw new Error('no register account');
  const dueDate = indiaDate(5);
  const [demand] = await database.db
    .insert(registerDemands)
    .values({ accountId: account.id, period: '2026-10', periodStart: '2026-10-01', dueDate, amountPaise: 125_050 })
    .returning();
  if (!demand) throw new Error('no register demand');
  const order = validOrder('water', { billMonth: '2026-10', dueDate, amount: 1250.5 });
  const body = { ...order, identifiers: { ...(order.identifiers as Record<string, string>), consumerNo: number } };
  return { demand, body };
}

/** Makes an order look `minutes` old: older than another phone's hold on its bill, or than the sweep's wait. */
export async function makeOld(database: DatabaseHandle, paymentId: string, minutes: number) {
  await setCreatedAt(database, 'tax_payments', [paymentId], new Date(Date.now() - minutes * 60_000).toISOString());
}

/** The messages queued about one payment, by event. */
export async function messageEventsOf(database: DatabaseHandle, paymentId: string): Promise<string[]> {
  const rows = await database.db
    .select({ event: outboundMessages.event })
    .from(outboundMessages)
    .where(and(eq(outboundMessages.recordType, 'tax_payment'), eq(outboundMessages.recordId, paymentId)));
  return rows.map((row) => row.event);
}
