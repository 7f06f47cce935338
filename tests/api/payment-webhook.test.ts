import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { receipts, sandboxPayments } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { FakeRazorpay, razorpayEnvFor } from './helpers/fake-razorpay';
import { expectCodedError, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import {
  anyPaymentId,
  gatewayEvent,
  makeOld,
  messageEventsOf,
  postWebhook,
  registerWaterBill,
  signed,
  statusCounts,
} from './captured-payment-support';
import { bearer } from './me-support';
import { adminStatusPath, createOrder, sandboxPay, taxRow, validOrder, verify } from './tax-support';

const WEBHOOK_SECRET = 'razorpay-webhook-secret-0123456789';

describe.each(testDatabases())("Razorpay's webhook on %s", (target) => {
  describe('with the sandbox, which sends its own webhook as soon as its checkout takes the money', () => {
    let t: TestApp;
    let secret: string;
    beforeAll(async () => {
      t = await createTestApp(target, { env: { SANDBOX_WEBHOOK_DELAY_MS: '0' } });
      secret = t.config.razorpayWebhookSecret ?? '';
      expect(secret).not.toBe('');
    });
    afterAll(() => t?.close());

    /** An order nobody paid at the sandbox's checkout: the only webhooks it gets are the test's. */
    const unpaidOrder = () => createOrder(t.app, validOrder('gas'));
    const send = (body: string) => postWebhook(t.app, body, signed(body, secret));

    it('pays an order whose phone never called verify: the sandbox delivers the signed event itself', async () => {
      const order = await createOrder(t.app, validOrder('water'));
      const payment = await sandboxPay(t.app, order.orderId);
      // The phone lost its signal here: no verify.
      await vi.waitFor(async () => expect((await taxRow(t.database, order.id)).status).toBe('paid'), { timeout: 10_000, interval: 50 });
      const row = await taxRow(t.database, order.id);
      expect(row.gatewayPaymentId).toBe(payment.paymentId);
      expect(await statusCounts(t.database, order.id)).toEqual({ created: 1, paid: 1 });
      // The phone comes back and verifies: the same receipt, nothing recorded twice.
      const verified = await verify(t.app, { ...payment, id: order.id });
      expect(verified).toMatchObject({ verified: true, receipt: { reference: order.reference, paymentId: payment.paymentId } });
      expect(await statusCounts(t.database, order.id)).toEqual({ created: 1, paid: 1 });
    });

    it('acts only on a body signed with the webhook secret: a wrong, missing or stale signature is a 400 and changes nothing', async () => {
      const order = await unpaidOrder();
      const body = gatewayEvent(order.orderId, anyPaymentId(), order.amount);
      const tampered = body.replace(`"amount":${order.amount}`, `"amount":${order.amount + 1}`);
      const refusals = [
        await postWebhook(t.app, body, null),
        await postWebhook(t.app, body, signed(body, 'not-the-webhook-secret')),
        await postWebhook(t.app, body, signed(body, t.config.razorpayKeySecret)),
        await postWebhook(t.app, tampered, signed(body, secret)),
        await postWebhook(t.app, body, 'f'.repeat(64)),
        await postWebhook(t.app, body, 'not hex'),
      ];
      for (const refused of refusals) expect(expectCodedError(refused, 400).code).toBe('payment.webhook_signature');
      expect((await taxRow(t.database, order.id)).status).toBe('created');

      const accepted = await send(body);
      expect(accepted.status, accepted.text).toBe(200);
      expect(accepted.body).toEqual({ received: true });
      expect((await taxRow(t.database, order.id)).status).toBe('paid');
    });

    it('words its refusal in the request’s language', async () => {
      const body = gatewayEvent('order_Unknown1234567', anyPaymentId(), 10_000);
      const tamil = await request(t.app, {
        method: 'POST',
        url: apiPaths.payments.razorpayWebhook,
        payload: body,
        headers: { 'content-type': 'application/json', 'accept-language': 'ta', 'x-razorpay-signature': '0'.repeat(64) },
      });
      expect(expectCodedError(tamil, 400).error).toContain('X-Razorpay-Signature');
      expect(expectCodedError(tamil, 400).error).toContain('பொருந்தவில்லை');
    });

    it('pays once however often the event is replayed, one after another or all at once', async () => {
      const order = await unpaidOrder();
      const body = gatewayEvent(order.orderId, anyPaymentId(), order.amount);
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await send(body)).status).toBe(200);
      const together = await Promise.all(Array.from({ length: 5 }, () => send(body)));
      expect(together.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);

      expect(await statusCounts(t.database, order.id)).toEqual({ created: 1, paid: 1 });
      const issued = (await t.database.db.select().from(receipts)).filter((receipt) => receipt.paymentId === order.id);
      expect(issued).toHaveLength(1);
    });

    it('acts on order.paid as on payment.captured', async () => {
      const order = await unpaidOrder();
      const body = gatewayEvent(order.orderId, anyPaymentId(), order.amount, { event: 'order.paid' });
      expect((await send(body)).status).toBe(200);
      expect((await taxRow(t.database, order.id)).status).toBe('paid');
    });

    it('answers 200 and records nothing for another amount or currency, an order it never made, or another event', async () => {
      const order = await unpaidOrder();
      const paymentId = anyPaymentId();
      const ignored = [
        gatewayEvent(order.orderId, paymentId, order.amount - 100),
        gatewayEvent(order.orderId, paymentId, order.amount + 100),
        gatewayEvent(order.orderId, paymentId, order.amount, { currency: 'USD' }),
        gatewayEvent(order.orderId, paymentId, order.amount, { event: 'payment.failed', status: 'failed' }),
        gatewayEvent(order.orderId, paymentId, order.amount, { event: 'payment.authorized', status: 'authorized' }),
        gatewayEvent(order.orderId, paymentId, order.amount, { event: 'refund.processed' }),
        gatewayEvent('order_NotOursAtAll123', paymentId, order.amount),
        JSON.stringify({ entity: 'event', event: 'payment.captured', payload: {} }),
        JSON.stringify([1, 2, 3]),
      ];
      for (const body of ignored) {
        const answer = await send(body);
        expect(answer.status, `${body}: ${answer.text}`).toBe(200);
      }
      expect(await statusCounts(t.database, order.id)).toEqual({ created: 1 });
    });

    it('pays once when the webhook and the phone’s verify arrive together', async () => {
      // Property: its form has a mobile number, so the payment's message shows how often it was told.
      const order = await createOrder(t.app, validOrder('property'));
      const payment = await sandboxPay(t.app, order.orderId);
      const body = gatewayEvent(order.orderId, payment.paymentId, order.amount);
      const [verified, delivered, again, verifiedAgain] = await Promise.all([
        verify(t.app, { ...payment, id: order.id }),
        send(body),
        send(body),
        verify(t.app, { ...payment, id: order.id }),
      ]);
      expect([verified.verified, verifiedAgain.verified]).toEqual([true, true]);
      expect([delivered.status, again.status]).toEqual([200, 200]);
      expect(await statusCounts(t.database, order.id)).toEqual({ created: 1, paid: 1 });
      expect(await messageEventsOf(t.database, order.id)).toEqual(['payment.received']);
    });

    it('changes nothing with an old event of a payment since refunded', async () => {
      const admin = (await setupAdmin(t.app)).token;
      const order = await createOrder(t.app, validOrder('water'));
      const payment = await sandboxPay(t.app, order.orderId);
      expect((await verify(t.app, { ...payment, id: order.id })).verified).toBe(true);
      for (const status of ['refunded', 'declined'] as const) {
        const other = status === 'refunded' ? order : await createOrder(t.app, validOrder('water'));
        const paid = status === 'refunded' ? payment : await sandboxPay(t.app, other.orderId);
        if (status === 'declined') expect((await verify(t.app, { ...paid, id: other.id })).verified).toBe(true);
        const clerk = await postJson(t.app, adminStatusPath(other.id), { status }, bearer(admin));
        expect(clerk.status, clerk.text).toBe(200);
        const before = await statusCounts(t.database, other.id);
        // Razorpay brings the day-old capture again (a retry, a replay from its dashboard).
        expect((await send(gatewayEvent(other.orderId, paid.paymentId, other.amount))).status).toBe(200);
        expect((await taxRow(t.database, other.id)).status).toBe(status);
        expect(await statusCounts(t.database, other.id)).toEqual(before);
      }
    });

    it('records money taken for an order cancelled or expired meanwhile, as verify does', async () => {
      const owner = (await registerUser(t.app)).token;
      const order = await createOrder(t.app, validOrder('gas'), bearer(owner));
      expect((await request(t.app, { method: 'POST', url: apiPaths.me.paymentCancel(order.id), headers: bearer(owner) })).status).toBe(200);
      expect((await send(gatewayEvent(order.orderId, anyPaymentId(), order.amount))).status).toBe(200);
      const events = await statusCounts(t.database, order.id);
      expect(events).toEqual({ created: 1, cancelled: 1, paid: 1 });
      // The gateway's books were never asked: the signed event is Razorpay's word.
      const books = (await t.database.db.select().from(sandboxPayments)).filter((row) => row.orderId === order.orderId);
      expect(books).toEqual([]);
    });
  });

  describe('with Razorpay', () => {
    let fake: FakeRazorpay;
    let t: TestApp;
    let closed: TestApp;
    beforeAll(async () => {
      fake = await FakeRazorpay.start();
      t = await createTestApp(target, { env: { ...razorpayEnvFor(fake, 2000), RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });
      closed = await createTestApp(target, { env: razorpayEnvFor(fake, 2000) });
    });
    afterAll(async () => {
      await t?.close();
      await closed?.close();
      await fake?.stop();
    });

    const send = (body: string) => postWebhook(t.app, body, signed(body, WEBHOOK_SECRET));

    it('is 404 with a code that says why when RAZORPAY_WEBHOOK_SECRET is not set', async () => {
      expect(closed.config.razorpayWebhookSecret).toBeNull();
      const body = gatewayEvent('order_Any12345678901', anyPaymentId(), 10_000);
      const answer = await postWebhook(closed.app, body, signed(body, WEBHOOK_SECRET));
      expect(expectCodedError(answer, 404).code).toBe('payment.webhook_off');
    });

    it('pays a register bill once: a second order captured after another paid the bill is refunded, never paid', async () => {
      const { demand, body } = await registerWaterBill(t.database);
      const owner = (await registerUser(t.app)).token;
      // The first phone opened the checkout and went quiet; a second phone, a quarter of an hour later, pays.
      const first = await createOrder(t.app, body, bearer(owner));
      await makeOld(t.database, first.id, 16);
      const second = await createOrder(t.app, body);
      expect((await taxRow(t.database, first.id)).status).toBe('cancelled');
      const secondPayment = fake.pay(second.orderId);
      expect((await verify(t.app, { ...secondPayment, id: second.id })).verified).toBe(true);

      // The first phone's checkout was still open at Razorpay, and took the money too.
      const firstPayment = fake.pay(first.orderId);
      const event = gatewayEvent(first.orderId, firstPayment.paymentId, first.amount);
      const answers = await Promise.all([send(event), send(event)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);

      const refunded = await taxRow(t.database, first.id);
      expect(refunded).toMatchObject({ status: 'refunded', gatewayPaymentId: firstPayment.paymentId, demandId: demand.id });
      expect(refunded.gatewayRefundId).toMatch(/^rfnd_/);
      expect(fake.payments.get(firstPayment.paymentId)?.status).toBe('refunded');
      const refundCalls = fake.seen.filter((seen) => seen.path === `/v1/payments/${firstPayment.paymentId}/refund`);
      expect(new Set(refundCalls.map((call) => call.headers['x-refund-idempotency']))).toEqual(new Set([first.id]));
      expect([...fake.refunds.values()].filter((refund) => refund.payment_id === firstPayment.paymentId)).toHaveLength(1);
      expect(await statusCounts(t.database, first.id)).toEqual({ created: 1, cancelled: 1, refunded: 1 });
      expect(await messageEventsOf(t.database, first.id)).toEqual(['payment.refunded']);
      expect((await taxRow(t.database, second.id)).status).toBe('paid');

      // The first phone verifies at last: told its bill was paid by the other, its money on the way back.
      const late = await postJson(t.app, apiPaths.taxes.verify, { ...firstPayment, id: first.id });
      expect(expectCodedError(late, 409).code).toBe('tax.paid_by_another');
    });

    it('pays the order whose money came first and closes the other open order of the same bill', async () => {
      const { body } = await registerWaterBill(t.database);
      const first = await createOrder(t.app, body);
      await makeOld(t.database, first.id, 16);
      const second = await createOrder(t.app, body);
      const firstPayment = fake.pay(first.orderId);
      expect((await send(gatewayEvent(first.orderId, firstPayment.paymentId, first.amount))).status).toBe(200);
      expect((await taxRow(t.database, first.id)).status).toBe('paid');
      expect(await statusCounts(t.database, second.id)).toEqual({ created: 1, cancelled: 1 });

      // The second phone had paid too, and verifies: its money goes back, with a 409 that says why.
      const secondPayment = fake.pay(second.orderId);
      const answer = await postJson(t.app, apiPaths.taxes.verify, { ...secondPayment, id: second.id });
      expect(expectCodedError(answer, 409).code).toBe('tax.paid_by_another');
      expect((await taxRow(t.database, second.id)).status).toBe('refunded');
      expect(fake.payments.get(secondPayment.paymentId)?.status).toBe('refunded');
    });
  });
});
