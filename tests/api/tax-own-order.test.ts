import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { adminListSearchParams } from '../../src/shared/api/admin-types';
import type { AdminListAnswer } from '../../src/shared/api/admin-types';
import type { MyPaymentDetail } from '../../src/shared/api/my-requests-types';
import { apiPaths } from '../../src/shared/api/paths';
import type { TaxOrderCreated } from '../../src/shared/api/submissions/tax-types';
import { sandboxPayments } from '../../src/server/db/schema';
import { expireUnpaidOrders } from '../../src/server/modules/taxes/tax-repository';
import { registerUser, setupAdmin } from './helpers/accounts';
import { expectCodedError, getWithToken, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { bearer, setCreatedAt } from './me-support';
import { adminStatusPath, createOrder, sandboxCheckout, sandboxPay, taxEvents, taxRow, validOrder, verify } from './tax-support';

/*
 * An order made and not paid (decision 074): its citizen pays it later with the same gateway
 * order, or cancels it; a payment the gateway takes after the cancellation is still recorded.
 */
describe.each(testDatabases())('an unpaid order paid later or cancelled, on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let owner: string;
  let stranger: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = (await setupAdmin(t.app)).token;
    owner = (await registerUser(t.app)).token;
    stranger = (await registerUser(t.app)).token;
  });
  afterAll(() => t?.close());

  /** POST without a body, as the page's buttons send it. */
  const press = (path: string, token?: string) =>
    request(t.app, { method: 'POST', url: path, headers: token === undefined ? {} : bearer(token) });
  const checkout = (id: string, token = owner) => press(apiPaths.me.paymentCheckout(id), token);
  const cancel = (id: string, token = owner) => press(apiPaths.me.paymentCancel(id), token);
  const abandoned = () => createOrder(t.app, validOrder('property'), bearer(owner));
  const gatewayPaymentsOf = async (orderId: string) =>
    (await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId))).filter(
      (row) => row.status === 'captured',
    );
  async function myPayment(id: string): Promise<MyPaymentDetail> {
    const response = await getWithToken(t.app, apiPaths.me.payment(id), owner);
    expect(response.status, response.text).toBe(200);
    return response.body as MyPaymentDetail;
  }
  async function adminTaxIds(status?: string): Promise<string[]> {
    const query = adminListSearchParams({ only: ['taxes'], limit: 200, ...(status ? { status: { taxes: status } } : {}) });
    const response = await getWithToken(t.app, `${adminApiPaths.list}?${query.toString()}`, admin);
    expect(response.status, response.text).toBe(200);
    return ((response.body as AdminListAnswer).data.taxes ?? []).map((row) => row._id);
  }

  describe('Pay now', () => {
    it('answers the same gateway order, which then pays once and shows its receipt', async () => {
      const order = await abandoned();
      const again = await checkout(order.id);
      expect(again.status, again.text).toBe(200);
      expect(again.body).toEqual(order satisfies TaxOrderCreated);

      const verified = await verify(t.app, { ...(await sandboxPay(t.app, order.orderId)), id: order.id });
      expect(verified.verified).toBe(true);
      const record = await myPayment(order.id);
      expect(record.status).toBe('paid');
      expect(record.receipt?.reference).toBe(order.reference);
      expect(await gatewayPaymentsOf(order.orderId)).toHaveLength(1);

      expect(expectCodedError(await checkout(order.id), 409).code).toBe('payment.order_not_payable');
    });

    it('never charges twice: money the gateway took before is handed out again and recorded by verify', async () => {
      const order = await abandoned();
      // Paid at the gateway; the verification never reached the server (the tab was closed).
      const first = await sandboxPay(t.app, order.orderId);
      expect((await myPayment(order.id)).status).toBe('created');

      expect((await checkout(order.id)).status).toBe(200);
      const second = await sandboxPay(t.app, order.orderId);
      expect(second.paymentId).toBe(first.paymentId);
      expect((await verify(t.app, { ...second, id: order.id })).verified).toBe(true);
      expect((await myPayment(order.id)).status).toBe('paid');
      expect(await gatewayPaymentsOf(order.orderId)).toHaveLength(1);
    });

    it('continues after a failed attempt at the checkout', async () => {
      const order = await abandoned();
      expect((await sandboxCheckout(t.app, order.orderId, 'failure')).status).toBe(402);
      expect((await checkout(order.id)).body).toMatchObject({ orderId: order.orderId, id: order.id });
    });

    it('refuses an order past its day, before and after the sweep marks it expired', async () => {
      const order = await abandoned();
      await setCreatedAt(t.database, 'tax_payments', [order.id], new Date(Date.now() - 25 * 3_600_000).toISOString());
      expect(expectCodedError(await checkout(order.id), 409).code).toBe('tax.order_expired');
      await expireUnpaidOrders(t.database.db, new Date(Date.now() - 24 * 3_600_000));
      expect((await taxRow(t.database, order.id)).status).toBe('expired');
      expect(expectCodedError(await checkout(order.id), 409).code).toBe('tax.order_expired');
    });
  });

  describe('Cancel', () => {
    it('cancels an unpaid order once, answers a repeat the same, and the order can no longer be paid', async () => {
      const order = await abandoned();
      const first = await cancel(order.id);
      expect(first.status, first.text).toBe(200);
      expect(first.body).toEqual({ id: order.id, status: 'cancelled' });
      const repeat = await cancel(order.id);
      expect(repeat.status).toBe(200);
      expect(repeat.body).toEqual(first.body);

      const record = await myPayment(order.id);
      expect(record.status).toBe('cancelled');
      expect(record.timeline.map((entry) => entry.status)).toEqual(['created', 'cancelled']);
      expect(expectCodedError(await checkout(order.id), 409).code).toBe('payment.order_not_payable');
      expect(expectCodedError(await sandboxCheckout(t.app, order.orderId), 409).code).toBe('payment.order_not_payable');
    });

    it('is one change when many presses arrive together', async () => {
      const order = await abandoned();
      const answers = await Promise.all(Array.from({ length: 8 }, () => cancel(order.id)));
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 8 }, () => 200));
      expect((await taxEvents(t.database, order.id)).filter((event) => event.status === 'cancelled')).toHaveLength(1);
    });

    it('refuses a paid order with a 409 that says so, and changes nothing', async () => {
      const order = await abandoned();
      await verify(t.app, { ...(await sandboxPay(t.app, order.orderId)), id: order.id });
      const refused = expectCodedError(await cancel(order.id), 409);
      expect(refused.code).toBe('tax.cancel_paid');
      expect(refused.error).toBe('This payment has been made, so it cannot be cancelled. Its receipt is on its page.');
      expect((await taxRow(t.database, order.id)).status).toBe('paid');
    });

    it('refuses an expired order, naming its status in the request’s language', async () => {
      const order = await abandoned();
      await setCreatedAt(t.database, 'tax_payments', [order.id], new Date(Date.now() - 25 * 3_600_000).toISOString());
      await expireUnpaidOrders(t.database.db, new Date(Date.now() - 24 * 3_600_000));
      const english = expectCodedError(await cancel(order.id), 409);
      expect(english).toMatchObject({ code: 'tax.not_cancellable', values: { status: 'expired' } });
      expect(english.error).toBe('This payment cannot be cancelled: it is expired.');
      const tamil = await request(t.app, {
        method: 'POST',
        url: apiPaths.me.paymentCancel(order.id),
        headers: { ...bearer(owner), 'accept-language': 'ta' },
      });
      expect(expectCodedError(tamil, 409).error).toContain('காலாவதியானது');
    });

    it('records money the gateway took after all, which a clerk can then refund (decision 040)', async () => {
      const order = await abandoned();
      // The checkout was still open in another tab: paid at the gateway, cancelled here, then verified.
      const payment = await sandboxPay(t.app, order.orderId);
      expect((await cancel(order.id)).status).toBe(200);
      expect((await verify(t.app, { ...payment, id: order.id })).verified).toBe(true);
      expect((await taxRow(t.database, order.id)).status).toBe('paid');
      const events = await taxEvents(t.database, order.id);
      expect(events.map((event) => event.status)).toEqual(['created', 'cancelled', 'paid']);
      expect(events.at(-1)?.note).toBe('Paid after it was cancelled');

      const refund = await postJson(t.app, adminStatusPath(order.id), { status: 'refunded' }, bearer(admin));
      expect(refund.status, refund.text).toBe(200);
      expect((await taxRow(t.database, order.id)).status).toBe('refunded');
    });

    it('leaves the clerks’ default payments list, and their status filter finds it', async () => {
      const order = await abandoned();
      await cancel(order.id);
      expect(await adminTaxIds()).not.toContain(order.id);
      expect(await adminTaxIds('cancelled')).toContain(order.id);
    });
  });

  describe('the owner only', () => {
    it('is 404 for another account and for an order made without one, 401 without signing in', async () => {
      const order = await abandoned();
      const anonymous = await createOrder(t.app, validOrder('water'));
      for (const id of [order.id, anonymous.id]) {
        for (const press of [checkout, cancel]) {
          expect(expectCodedError(await press(id, stranger), 404).code).toBe('tax.not_found');
        }
      }
      expect((await press(apiPaths.me.paymentCancel(order.id))).status).toBe(401);
      expect(expectCodedError(await cancel('not-a-payment'), 404).code).toBe('tax.not_found');
      expect((await taxRow(t.database, order.id)).status).toBe('created');
    });
  });
});
