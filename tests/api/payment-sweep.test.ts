import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { sweepUnverifiedPayments } from '../../src/server/modules/taxes/payment-sweep';
import type { PaymentGateway } from '../../src/server/payments/gateway';
import { createPaymentGateways } from '../../src/server/payments/create-gateway';
import { sandboxPayments } from '../../src/server/db/schema';
import { registerUser } from './helpers/accounts';
import { FakeRazorpay, razorpayEnvFor } from './helpers/fake-razorpay';
import { request } from './helpers/http';
import { createSecondInstance, createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { makeOld, messageEventsOf, registerWaterBill, statusCounts } from './captured-payment-support';
import { bearer } from './me-support';
import { createOrder, sandboxPay, taxRow, validOrder, verify } from './tax-support';

const MINUTE = 60_000;
const at = (minutesFromNow: number) => new Date(Date.now() + minutesFromNow * MINUTE);

describe.each(testDatabases())('the sweep of unverified payments on %s', (target) => {
  describe('with the sandbox, whose books answer it', () => {
    let t: TestApp;
    let gateway: PaymentGateway;
    beforeAll(async () => {
      // The sandbox's own webhook is far off: only the sweep can find these payments.
      t = await createTestApp(target, { env: { SANDBOX_WEBHOOK_DELAY_MS: '600000' } });
      gateway = createPaymentGateways(t.config, t.database.db).gateway;
    });
    afterAll(() => t?.close());

    const sweep = (now: Date) => sweepUnverifiedPayments(t.app, gateway, now);
    const checkedAt = async (id: string) => (await taxRow(t.database, id)).gatewayCheckedAt;

    it('pays an order the phone never verified, once its checkout has had two minutes', async () => {
      const order = await createOrder(t.app, validOrder('property'));
      const payment = await sandboxPay(t.app, order.orderId);
      // Still in its checkout: its verify may be on the way, so it is not asked about yet.
      await sweep(at(1));
      expect(await checkedAt(order.id)).toBeNull();
      expect((await taxRow(t.database, order.id)).status).toBe('created');

      const swept = await sweep(at(3));
      expect(swept.recorded).toContain('paid');
      const row = await taxRow(t.database, order.id);
      expect(row).toMatchObject({ status: 'paid', gatewayPaymentId: payment.paymentId });
      expect(await statusCounts(t.database, order.id)).toEqual({ created: 1, paid: 1 });
      expect(await messageEventsOf(t.database, order.id)).toEqual(['payment.received']);
      // The phone comes back: the receipt the sweep issued.
      expect((await verify(t.app, { ...payment, id: order.id })).receipt).toMatchObject({ paymentId: payment.paymentId });
      // Paid: no sweep asks about it again.
      await sweep(at(90));
      expect(await statusCounts(t.database, order.id)).toEqual({ created: 1, paid: 1 });
    });

    it('asks again less and less often about an order with nothing captured', async () => {
      const order = await createOrder(t.app, validOrder('gas'));
      const asked: number[] = [];
      for (const minute of [3, 3.5, 4, 5, 6, 7, 8, 12, 15, 17, 20, 22]) {
        const before = await checkedAt(order.id);
        await sweep(at(minute));
        if ((await checkedAt(order.id))?.getTime() !== before?.getTime()) asked.push(minute);
      }
      // Every minute while the checkout is under five minutes old, then every two, then every five.
      expect(asked).toEqual([3, 4, 6, 8, 12, 17, 22]);
      expect((await taxRow(t.database, order.id)).status).toBe('created');
    });

    it('records money taken for an order its citizen cancelled, and leaves an order closed over a day ago alone', async () => {
      const owner = (await registerUser(t.app)).token;
      const cancelledPaid = async () => {
        const order = await createOrder(t.app, validOrder('water'), bearer(owner));
        const payment = await sandboxPay(t.app, order.orderId);
        const cancel = await request(t.app, { method: 'POST', url: apiPaths.me.paymentCancel(order.id), headers: bearer(owner) });
        expect(cancel.status, cancel.text).toBe(200);
        return { order, payment };
      };
      const recent = await cancelledPaid();
      const old = await cancelledPaid();
      await t.database.db.execute(sql`update tax_payments set updated_at = now() - interval '25 hours' where id = ${old.order.id}::uuid`);

      await sweep(at(3));
      expect(await taxRow(t.database, recent.order.id)).toMatchObject({ status: 'paid', gatewayPaymentId: recent.payment.paymentId });
      expect(await statusCounts(t.database, recent.order.id)).toEqual({ created: 1, cancelled: 1, paid: 1 });
      expect(await taxRow(t.database, old.order.id)).toMatchObject({ status: 'cancelled', gatewayCheckedAt: null });
    });

    it('records only a payment for exactly the order’s total', async () => {
      const order = await createOrder(t.app, validOrder('electricity'));
      await t.database.db
        .insert(sandboxPayments)
        .values({ id: 'pay_Short1234567890', orderId: order.orderId, amountPaise: 100, status: 'captured' });
      await sweep(at(3));
      expect(await checkedAt(order.id)).not.toBeNull();
      expect((await taxRow(t.database, order.id)).status).toBe('created');
    });

    it('refunds the money of an older order of a register bill that another order paid: the bill is paid once', async () => {
      const { body } = await registerWaterBill(t.database);
      const first = await createOrder(t.app, body);
      // The first phone took the money and lost its signal; a quarter of an hour later a second phone paid.
      const lost = await sandboxPay(t.app, first.orderId);
      await makeOld(t.database, first.id, 16);
      const second = await createOrder(t.app, body);
      expect((await verify(t.app, { ...(await sandboxPay(t.app, second.orderId)), id: second.id })).verified).toBe(true);

      const swept = await Promise.all([sweep(at(0)), sweep(at(0))]);
      expect(swept.flatMap((result) => result.recorded)).toEqual(['refunded']);
      const refunded = await taxRow(t.database, first.id);
      expect(refunded).toMatchObject({ status: 'refunded', gatewayPaymentId: lost.paymentId });
      const [books] = (await t.database.db.select().from(sandboxPayments)).filter((row) => row.id === lost.paymentId);
      expect(books).toMatchObject({ status: 'refunded', refundId: refunded.gatewayRefundId, refundKey: first.id });
      expect((await taxRow(t.database, second.id)).status).toBe('paid');
      // Asked again later, nothing changes: refunded is final.
      await sweep(at(120));
      expect(await statusCounts(t.database, first.id)).toEqual({ created: 1, cancelled: 1, refunded: 1 });
    });
  });

  describe('with Razorpay', () => {
    let fake: FakeRazorpay;
    let t: TestApp;
    let gateway: PaymentGateway;
    beforeAll(async () => {
      fake = await FakeRazorpay.start();
      t = await createTestApp(target, { env: razorpayEnvFor(fake, 2000) });
      gateway = createPaymentGateways(t.config, t.database.db).gateway;
    });
    afterAll(async () => {
      await t?.close();
      await fake?.stop();
    });

    const ordersAsked = (orderId: string) =>
      fake.seen.filter((seen) => seen.method === 'GET' && seen.path === `/v1/orders/${orderId}/payments`);

    it('asks Razorpay for the order’s payments and records the captured one', async () => {
      const order = await createOrder(t.app, validOrder('land'));
      fake.pay(order.orderId, { status: 'failed' });
      const captured = fake.pay(order.orderId);
      await sweepUnverifiedPayments(t.app, gateway, at(3));
      expect(ordersAsked(order.orderId)).toHaveLength(1);
      expect(await taxRow(t.database, order.id)).toMatchObject({ status: 'paid', gatewayPaymentId: captured.paymentId });
    });

    it('logs a gateway that fails and asks again at the order’s next turn', async () => {
      const order = await createOrder(t.app, validOrder('gas'));
      const captured = fake.pay(order.orderId);
      // The only order due: the gateway's answer about it is a 500.
      fake.failNext({ status: 500 });
      await sweepUnverifiedPayments(t.app, gateway, at(3));
      expect(await taxRow(t.database, order.id)).toMatchObject({ status: 'created', gatewayPaymentId: null });
      await sweepUnverifiedPayments(t.app, gateway, at(3.5));
      expect(ordersAsked(order.orderId)).toHaveLength(1);
      await sweepUnverifiedPayments(t.app, gateway, at(4.5));
      expect(await taxRow(t.database, order.id)).toMatchObject({ status: 'paid', gatewayPaymentId: captured.paymentId });
    });

    // PGlite is one server per data folder.
    it.skipIf(!target.url)('asks about each order once when two servers sweep together', async () => {
      const second = await createSecondInstance(target, t, { env: razorpayEnvFor(fake, 2000) });
      try {
        const orders = await Promise.all(Array.from({ length: 6 }, () => createOrder(t.app, validOrder('water'))));
        const secondGateway = createPaymentGateways(second.config, second.database.db).gateway;
        await Promise.all([
          sweepUnverifiedPayments(t.app, gateway, at(3)),
          sweepUnverifiedPayments(second.app, secondGateway, at(3)),
          sweepUnverifiedPayments(t.app, gateway, at(3)),
        ]);
        for (const order of orders) expect(ordersAsked(order.orderId)).toHaveLength(1);
      } finally {
        await second.close();
      }
    });
  });
});
