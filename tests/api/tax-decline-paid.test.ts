import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sandboxPayments } from '../../src/server/db/schema';
import { setupAdmin } from './helpers/accounts';
import { FakeRazorpay, razorpayEnvFor } from './helpers/fake-razorpay';
import { expectCodedError, postJson } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { adminStatusPath, createOrder, sandboxPay, taxEvents, taxRow, validOrder, verify } from './tax-support';

/*
 * Declining a paid payment (decision 040): its money goes back through the
 * gateway, and it ends `declined`, once, however many clerks or retries ask. With the sandbox on
 * each database and with the fake Razorpay, whose failures can be injected.
 */

const CONCURRENT = 20;

const targets = testDatabases().flatMap((database) =>
  (['sandbox', 'razorpay'] as const).map((gateway) => ({ database, gateway, toString: () => `${gateway} on ${database.kind}` })),
);

describe.each(targets)('declining a paid tax payment: %s', ({ database, gateway }) => {
  let t: TestApp;
  let fake: FakeRazorpay | null = null;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    if (gateway === 'razorpay') fake = await FakeRazorpay.start();
    t = await createTestApp(database, { env: fake ? razorpayEnvFor(fake, 5000) : {} });
    adminHeaders = { authorization: `Bearer ${(await setupAdmin(t.app)).token}` };
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  const setStatus = (id: string, status: 'declined' | 'refunded') => postJson(t.app, adminStatusPath(id), { status }, adminHeaders);

  /** A paid payment of ₹1,250.50: created, paid at the gateway, verified. */
  async function paidPayment() {
    const order = await createOrder(t.app, validOrder('property'));
    const payment = fake ? fake.pay(order.orderId) : await sandboxPay(t.app, order.orderId);
    expect((await verify(t.app, { ...payment, id: order.id })).verified).toBe(true);
    return { id: order.id, paymentId: payment.paymentId };
  }

  /** The refunds the gateway made of one of its payments, by refund id. */
  async function refundsAtGateway(paymentId: string): Promise<string[]> {
    if (fake) return [...fake.refunds.values()].filter((refund) => refund.payment_id === paymentId).map((refund) => refund.id);
    const rows = await t.database.db.select().from(sandboxPayments);
    return rows.filter((row) => row.id === paymentId && row.status === 'refunded').map((row) => row.refundId ?? '');
  }

  async function auditLines(id: string) {
    const lines = (await t.database.db.select().from(auditLog)).filter((line) => line.targetId === id);
    return lines.sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  /** What the clerks' changes left: the history after 'created' and 'paid', and the audit lines. */
  async function changesOf(id: string) {
    const events = (await taxEvents(t.database, id)).filter((event) => event.status !== 'created' && event.status !== 'paid');
    const audit = (await auditLines(id)).map((line) => `${line.action}: ${line.beforeStatus} → ${line.afterStatus}`);
    return { events, audit };
  }

  it('gives the whole amount back through the gateway, then declines, with one event and one audit line; asking again changes nothing', async () => {
    const { id, paymentId } = await paidPayment();
    const answer = await setStatus(id, 'declined');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toEqual({ _id: id, status: 'declined' });

    const refunds = await refundsAtGateway(paymentId);
    expect(refunds).toHaveLength(1);
    const row = await taxRow(t.database, id);
    expect(row).toMatchObject({ status: 'declined', gatewayPaymentId: paymentId, gatewayRefundId: refunds[0] });
    if (fake) expect(fake.refunds.get(refunds[0] ?? '')).toMatchObject({ amount: 125_050, payment_id: paymentId });
    const { events, audit } = await changesOf(id);
    expect(events.map((event) => [event.status, event.note])).toEqual([['declined', `Refund ${refunds[0]}`]]);
    expect(events[0]?.actorId).not.toBeNull();
    expect(audit).toEqual(['tax.decline: paid → declined']);

    // The same request again (a retry, a second clerk): the same answer, nothing more anywhere.
    const seen = fake?.seen.length;
    const again = await setStatus(id, 'declined');
    expect(again.status, again.text).toBe(200);
    expect(again.body).toEqual(answer.body);
    expect(fake?.seen.length).toBe(seen);
    expect(await refundsAtGateway(paymentId)).toEqual(refunds);
    expect(await changesOf(id)).toEqual({ events, audit });

    // Its money is back already: it cannot be refunded as well.
    const refund = expectCodedError(await setStatus(id, 'refunded'), 409);
    expect(refund).toMatchObject({ code: 'tax.refund_only_paid', values: { status: 'declined' } });
    expect(refund.error).toBe('Only a paid payment can be refunded (this one is declined)');
    expect(await refundsAtGateway(paymentId)).toEqual(refunds);
  });

  it(`${CONCURRENT} concurrent declines of one paid payment: one refund at the gateway, one change, the same answer to all`, async () => {
    const { id, paymentId } = await paidPayment();
    const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => setStatus(id, 'declined')));
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: CONCURRENT }, () => 200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body)))).toEqual(
      new Set([JSON.stringify({ _id: id, status: 'declined' })]),
    );
    expect(await refundsAtGateway(paymentId)).toHaveLength(1);
    const { events, audit } = await changesOf(id);
    expect(events.map((event) => event.status)).toEqual(['declined']);
    expect(audit).toEqual(['tax.decline: paid → declined']);
  });

  it('declines racing refunds of one paid payment: one refund at the gateway, one change, the others told why', async () => {
    const { id, paymentId } = await paidPayment();
    const asked = Array.from({ length: CONCURRENT }, (_, index): 'declined' | 'refunded' => (index % 2 === 0 ? 'declined' : 'refunded'));
    const answers = await Promise.all(asked.map((status) => setStatus(id, status)));
    expect(await refundsAtGateway(paymentId)).toHaveLength(1);
    const { status } = await taxRow(t.database, id);
    const { events, audit } = await changesOf(id);
    expect(events.map((event) => event.status)).toEqual([status]);
    expect(audit).toHaveLength(1);
    answers.forEach((answer, index) => {
      if (asked[index] === status) {
        expect(answer.body, answer.text).toEqual({ _id: id, status });
      } else {
        // Declined: "Only a paid payment can be refunded (this one is declined)"; refunded: "already refunded".
        expect(expectCodedError(answer, 409).code).toBe(status === 'declined' ? 'tax.refund_only_paid' : 'tax.already_refunded');
      }
    });
  });

  it.runIf(gateway === 'razorpay')(
    'when the refund fails the payment stays paid and the clerk gets a coded 502; a retry refunds once',
    async () => {
      const razorpay = fake as FakeRazorpay;
      const { id, paymentId } = await paidPayment();
      const unchanged = async () => {
        expect((await taxRow(t.database, id)).status).toBe('paid');
        expect(await changesOf(id)).toEqual({ events: [], audit: [] });
      };

      // Razorpay fails: nothing refunded, nothing written.
      razorpay.failNext({ status: 500 });
      const failed = expectCodedError(await setStatus(id, 'declined'), 502);
      expect(failed).toMatchObject({
        code: 'payment.gateway_unreachable',
        error: 'The payment gateway could not be reached. Please try again in a moment.',
      });
      expect(await refundsAtGateway(paymentId)).toEqual([]);
      await unchanged();

      // Razorpay refunds, but its answer never arrives: still a 502 and still paid here.
      const before = razorpay.seen.length;
      razorpay.failNext({ loseAnswer: true });
      expect(expectCodedError(await setStatus(id, 'declined'), 502).code).toBe('payment.gateway_unreachable');
      const refunds = await refundsAtGateway(paymentId);
      expect(refunds).toHaveLength(1);
      await unchanged();

      // The retry asks with the same key, gets that same refund, and declines.
      const retried = await setStatus(id, 'declined');
      expect(retried.status, retried.text).toBe(200);
      expect(retried.body).toEqual({ _id: id, status: 'declined' });
      expect(await refundsAtGateway(paymentId)).toEqual(refunds);
      expect((await taxRow(t.database, id)).gatewayRefundId).toBe(refunds[0]);
      const keys = razorpay.seen.slice(before).map((seen) => seen.headers['x-refund-idempotency']);
      expect(keys).toEqual([paymentId, paymentId]);
      expect((await changesOf(id)).audit).toEqual(['tax.decline: paid → declined']);
    },
  );

  it.runIf(gateway === 'razorpay')(
    `while Razorpay is silent, ${CONCURRENT} concurrent declines make one refund call and get one answer`,
    async () => {
      const razorpay = fake as FakeRazorpay;
      const { id, paymentId } = await paidPayment();
      const refundCalls = () => razorpay.seen.filter((seen) => seen.path === `/v1/payments/${paymentId}/refund`).length;
      // The first refund call gets no answer until the server's own deadline (RAZORPAY_TIMEOUT_MS).
      razorpay.failNext({ hang: true });
      const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => setStatus(id, 'declined')));
      expect(refundCalls()).toBe(1);
      expect(new Set(answers.map((answer) => `${answer.status} ${answer.text}`)).size).toBe(1);
      for (const answer of answers) expect(expectCodedError(answer, 502).code).toBe('payment.gateway_unreachable');
      expect((await taxRow(t.database, id)).status).toBe('paid');

      const retried = await setStatus(id, 'declined');
      expect(retried.body, retried.text).toEqual({ _id: id, status: 'declined' });
      expect(refundCalls()).toBe(2);
      expect(await refundsAtGateway(paymentId)).toHaveLength(1);
    },
  );

  it('a payment declined while unpaid and paid afterwards is declined again with its money given back', async () => {
    const order = await createOrder(t.app, validOrder('water'));
    // The citizen is at the checkout when the clerk declines the unpaid order.
    const payment = fake ? fake.pay(order.orderId) : await sandboxPay(t.app, order.orderId);
    expect((await setStatus(order.id, 'declined')).body).toEqual({ _id: order.id, status: 'declined' });
    expect(await refundsAtGateway(payment.paymentId)).toEqual([]);
    // The money exists, so its verification records it (decision 007); the clerk declines again.
    expect((await verify(t.app, { ...payment, id: order.id })).verified).toBe(true);
    const answer = await setStatus(order.id, 'declined');
    expect(answer.body, answer.text).toEqual({ _id: order.id, status: 'declined' });
    expect(await refundsAtGateway(payment.paymentId)).toHaveLength(1);
    expect((await changesOf(order.id)).audit).toEqual(['tax.decline: created → declined', 'tax.decline: paid → declined']);
  });
});
