import { createHmac, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import type { PaymentVerified } from '../../src/shared/api/submissions/tax-types';
import { sandboxPayments } from '../../src/server/db/schema';
import { setupAdmin } from '../api/helpers/accounts';
import { FAKE_KEY_ID, FAKE_KEY_SECRET, FakeRazorpay } from '../api/helpers/fake-razorpay';
import { postJson } from '../api/helpers/http';
import { createTestApp } from '../api/helpers/test-app';
import type { TestApp } from '../api/helpers/test-app';
import { testDatabases } from '../api/helpers/test-databases';
import { adminStatusPath, createOrder, sandboxPay, taxEvents, taxRow, validOrder } from '../api/tax-support';
import { reportFigure } from './support/figures';

const REPLAYS = 100;
const REFUNDS = 50;
const DECLINES = 50;

const targets = testDatabases().flatMap((database) =>
  (['sandbox', 'razorpay'] as const)
    // The fake Razorpay is the same on either database: once, on PGlite, is enough.
    .filter((gateway) => gateway === 'sandbox' || database.kind === 'pglite')
    .map((gateway) => ({ database, gateway, toString: () => `${gateway} on ${database.kind}` })),
);

describe.each(targets)('payments under attack and load: %s', ({ database, gateway }) => {
  let t: TestApp;
  let fake: FakeRazorpay | null = null;
  let adminHeaders: Record<string, string>;
  const secret = () => (gateway === 'razorpay' ? FAKE_KEY_SECRET : t.config.razorpayKeySecret);
  const sign = (orderId: string, paymentId: string, key = secret()) =>
    createHmac('sha256', key).update(`${orderId}|${paymentId}`).digest('hex');

  beforeAll(async () => {
    if (gateway === 'razorpay') fake = await FakeRazorpay.start();
    t = await createTestApp(database, {
      env: fake
        ? { PAYMENT_PROVIDER: 'razorpay', RAZORPAY_KEY_ID: FAKE_KEY_ID, RAZORPAY_KEY_SECRET: FAKE_KEY_SECRET, RAZORPAY_API_BASE: fake.url }
        : {},
    });
    adminHeaders = { authorization: `Bearer ${(await setupAdmin(t.app)).token}` };
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  /** What the checkout (sandbox) or Razorpay Checkout (fake) hands the browser after paying. */
  async function pay(orderId: string): Promise<{ orderId: string; paymentId: string; signature: string }> {
    if (fake) return fake.pay(orderId);
    return sandboxPay(t.app, orderId);
  }

  it(`refuses forged and mismatched signatures, then ${REPLAYS} concurrent replays of the real one pay once with one answer`, async () => {
    const order = await createOrder(t.app, validOrder('property'));
    const other = await createOrder(t.app, validOrder('water'));
    const payment = await pay(order.orderId);
    const otherPayment = await pay(other.orderId);
    const forgeries: Array<[string, Record<string, unknown>]> = [
      ['random signature', { ...payment, signature: randomBytes(32).toString('hex'), id: order.id }],
      [
        'signed with another key',
        { ...payment, signature: sign(order.orderId, payment.paymentId, 'not-the-secret-0123456789abcdef'), id: order.id },
      ],
      ['signature of another order', { ...payment, signature: otherPayment.signature, id: order.id }],
      ['payment of another order, signed for it', { ...otherPayment, id: order.id }],
      ['order id swapped, signature recomputed by nobody', { ...payment, orderId: other.orderId, id: order.id }],
      ['another record id', { ...payment, id: other.id }],
      ['truncated signature', { ...payment, signature: payment.signature.slice(0, 63), id: order.id }],
      ['empty signature', { ...payment, signature: '', id: order.id }],
      ['signature as a number', { ...payment, signature: 1, id: order.id }],
    ];
    const accepted: string[] = [];
    for (const [name, body] of forgeries) {
      const answer = await postJson(t.app, apiPaths.taxes.verify, body);
      expect(answer.status, `${name}: ${answer.text}`).toBeLessThan(500);
      if (answer.status === 200 && (answer.body as PaymentVerified).verified) accepted.push(name);
    }
    expect(accepted).toEqual([]);
    expect((await taxRow(t.database, order.id)).status).not.toBe('paid');

    const replays = await Promise.all(
      Array.from({ length: REPLAYS }, () => postJson(t.app, apiPaths.taxes.verify, { ...payment, id: order.id })),
    );
    const statuses = new Set(replays.map((answer) => answer.status));
    const bodies = new Set(replays.map((answer) => JSON.stringify(answer.body)));
    const paidEvents = (await taxEvents(t.database, order.id)).filter((event) => event.status === 'paid');
    reportFigure(
      `payments (${gateway}, ${database.kind}): ${forgeries.length} forged/mismatched signatures → ${accepted.length} accepted; ${REPLAYS} concurrent replays → ${paidEvents.length} payment, ${bodies.size} distinct answer(s)`,
    );
    expect([...statuses]).toEqual([200]);
    expect(bodies.size).toBe(1);
    expect((replays[0]?.body as PaymentVerified).verified).toBe(true);
    expect(paidEvents).toHaveLength(1);
    expect((await taxRow(t.database, order.id)).gatewayPaymentId).toBe(payment.paymentId);
  });

  it(`${REFUNDS} concurrent refunds of one payment: one refund at the gateway and one in the database`, async () => {
    const order = await createOrder(t.app, validOrder('property'));
    const payment = await pay(order.orderId);
    expect((await postJson(t.app, apiPaths.taxes.verify, { ...payment, id: order.id })).status).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: REFUNDS }, () => postJson(t.app, adminStatusPath(order.id), { status: 'refunded' }, adminHeaders)),
    );
    const ok = answers.filter((answer) => answer.status === 200);
    const fiveHundreds = answers.filter((answer) => answer.status >= 500);
    const refundEvents = (await taxEvents(t.database, order.id)).filter((event) => event.status === 'refunded');
    const gatewayRefunds = fake
      ? [...fake.refunds.values()].filter((refund) => refund.payment_id === payment.paymentId).length
      : (await t.database.db.select().from(sandboxPayments)).filter((row) => row.id === payment.paymentId && row.status === 'refunded')
          .length;
    reportFigure(
      `payments (${gateway}, ${database.kind}): ${REFUNDS} concurrent refunds of one payment → ${gatewayRefunds} refund at the gateway, ${refundEvents.length} recorded, ${ok.length} × 200, ${fiveHundreds.length} × 5xx`,
    );
    expect(gatewayRefunds).toBe(1);
    expect(refundEvents).toHaveLength(1);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(fiveHundreds).toEqual([]);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect((await taxRow(t.database, order.id)).status).toBe('refunded');
  });

  it(`${DECLINES} concurrent declines of one paid payment: one refund at the gateway, one decline recorded, one answer`, async () => {
    const order = await createOrder(t.app, validOrder('water'));
    const payment = await pay(order.orderId);
    expect((await postJson(t.app, apiPaths.taxes.verify, { ...payment, id: order.id })).status).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: DECLINES }, () => postJson(t.app, adminStatusPath(order.id), { status: 'declined' }, adminHeaders)),
    );
    const ok = answers.filter((answer) => answer.status === 200);
    const fiveHundreds = answers.filter((answer) => answer.status >= 500);
    const bodies = new Set(answers.map((answer) => JSON.stringify(answer.body)));
    const declineEvents = (await taxEvents(t.database, order.id)).filter((event) => event.status === 'declined');
    const gatewayRefunds = fake
      ? [...fake.refunds.values()].filter((refund) => refund.payment_id === payment.paymentId).length
      : (await t.database.db.select().from(sandboxPayments)).filter((row) => row.id === payment.paymentId && row.status === 'refunded')
          .length;
    reportFigure(
      `payments (${gateway}, ${database.kind}): ${DECLINES} concurrent declines of one paid payment → ${gatewayRefunds} refund at the gateway, ${declineEvents.length} decline recorded, ${ok.length} × 200, ${bodies.size} distinct answer(s), ${fiveHundreds.length} × 5xx`,
    );
    expect(gatewayRefunds).toBe(1);
    expect(declineEvents).toHaveLength(1);
    expect(ok).toHaveLength(DECLINES);
    expect(bodies).toEqual(new Set([JSON.stringify({ _id: order.id, status: 'declined' })]));
    const row = await taxRow(t.database, order.id);
    expect(row.status).toBe('declined');
    expect(row.gatewayRefundId).not.toBeNull();
  });
});
