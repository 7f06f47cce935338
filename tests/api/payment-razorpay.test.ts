import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import type { TaxOrderCreated } from '../../src/shared/api/submissions/tax-types';
import { setupAdmin } from './helpers/accounts';
import { FAKE_KEY_ID, FAKE_KEY_SECRET, FakeRazorpay, razorpayEnvFor } from './helpers/fake-razorpay';
import { expectErrorBody, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { adminStatusPath, createOrder, indiaDate, taxRow, taxRows, validOrder, verify } from './tax-support';

describe.each(testDatabases())('the Razorpay gateway against a local stand-in on %s', (target) => {
  let t: TestApp;
  let fake: FakeRazorpay;
  let adminHeaders: Record<string, string>;
  beforeAll(async () => {
    fake = await FakeRazorpay.start();
    t = await createTestApp(target, {
      env: razorpayEnvFor(fake, 1000),
    });
    adminHeaders = { authorization: `Bearer ${(await setupAdmin(t.app)).token}` };
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  const seenSince = (count: number) => fake.seen.slice(count);

  it('creates, verifies and refunds through the API as Razorpay documents it', async () => {
    const before = fake.seen.length;
    const order = await createOrder(t.app, validOrder('property', { amount: 1250.5, dueDate: indiaDate(-2) }));
    expect(order).toMatchObject({ provider: 'razorpay', keyId: FAKE_KEY_ID, currency: 'INR', amount: 145_050, lateFee: 20_000 });
    const [created] = seenSince(before);
    expect(created).toMatchObject({
      method: 'POST',
      path: '/v1/orders',
      body: { amount: 145_050, currency: 'INR', receipt: order.reference },
    });
    expect(created?.headers.authorization).toBe(`Basic ${Buffer.from(`${FAKE_KEY_ID}:${FAKE_KEY_SECRET}`).toString('base64')}`);
    expect(created?.headers['content-type']).toMatch(/application\/json/);
    expect(fake.orders.get(order.orderId)?.notes).toMatchObject({ type: 'property', reference: order.reference, payment: order.id });
    expect((await taxRow(t.database, order.id)).gateway).toBe('razorpay');

    // What Razorpay Checkout hands the browser after a payment.
    const payment = fake.pay(order.orderId);
    const afterPay = fake.seen.length;
    const verified = await verify(t.app, { ...payment, id: order.id });
    expect(verified).toMatchObject({ verified: true, receipt: { total: 145_050, paymentId: payment.paymentId } });
    expect(seenSince(afterPay)).toMatchObject([{ method: 'GET', path: `/v1/payments/${payment.paymentId}` }]);
    expect((await taxRow(t.database, order.id)).status).toBe('paid');

    const beforeRefund = fake.seen.length;
    const refunded = await postJson(t.app, adminStatusPath(order.id), { status: 'refunded' }, adminHeaders);
    expect(refunded.body).toEqual({ _id: order.id, status: 'refunded' });
    const [refundCall] = seenSince(beforeRefund);
    expect(refundCall).toMatchObject({ method: 'POST', path: `/v1/payments/${payment.paymentId}/refund`, body: { amount: 145_050 } });
    expect(refundCall?.headers['x-refund-idempotency']).toBe(payment.paymentId);
    const row = await taxRow(t.database, order.id);
    expect(row).toMatchObject({ status: 'refunded' });
    expect(fake.refunds.get(row.gatewayRefundId ?? '')).toMatchObject({ payment_id: payment.paymentId, amount: 145_050 });

    // Refunding again answers the same, without asking the gateway.
    const beforeSecond = fake.seen.length;
    expect((await postJson(t.app, adminStatusPath(order.id), { status: 'refunded' }, adminHeaders)).body).toEqual({
      _id: order.id,
      status: 'refunded',
    });
    expect(fake.seen.length).toBe(beforeSecond);
  });

  it('refuses a signature made with another secret, and payments the gateway did not take in full', async () => {
    const forged = await createOrder(t.app, validOrder('gas'));
    const wrongSecret = fake.pay(forged.orderId, { secret: 'someone-elses-secret-000000' });
    expect(await verify(t.app, { ...wrongSecret, id: forged.id })).toEqual({ verified: false });
    expect((await taxRow(t.database, forged.id)).status).toBe('failed');

    const short = await createOrder(t.app, validOrder('gas'));
    const partial = fake.pay(short.orderId, { amount: 100 });
    expect(await verify(t.app, { ...partial, id: short.id })).toEqual({ verified: false });
    expect((await taxRow(t.database, short.id)).status).toBe('failed');

    const declinedCard = await createOrder(t.app, validOrder('water'));
    const failed = fake.pay(declinedCard.orderId, { status: 'failed' });
    expect(await verify(t.app, { ...failed, id: declinedCard.id })).toEqual({ verified: false });
    expect((await taxRow(t.database, declinedCard.id)).status).toBe('failed');

    const held = await createOrder(t.app, validOrder('water'));
    const authorized = fake.pay(held.orderId, { status: 'authorized' });
    expect((await verify(t.app, { ...authorized, id: held.id })).verified).toBe(true);
  });

  it('answers a clear 502 when the gateway fails, stores nothing, and a retry then works', async () => {
    const body = validOrder('land');
    const headers = { 'idempotency-key': `rzp-${Date.now()}` };
    const before = (await taxRows(t.database)).length;
    const cases: [Parameters<FakeRazorpay['failNext']>[0], RegExp][] = [
      [
        {
          status: 500,
          body: { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble completing your request at the moment.' } },
        },
        /could not be reached/,
      ],
      [{ status: 401, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } } }, /could not be reached/],
      [
        { status: 400, body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00' } } },
        /refused the request: The amount must be atleast INR 1.00/,
      ],
      [{ status: 200, body: 'not an order' }, /could not understand/],
      [{ hang: true }, /could not be reached/],
    ];
    for (const [failure, message] of cases) {
      fake.failNext(failure);
      const response = await postJson(t.app, apiPaths.taxes.createOrder, body, headers);
      expect(expectErrorBody(response, 502).error).toMatch(message);
    }
    expect((await taxRows(t.database)).length).toBe(before);
    const retried = await postJson(t.app, apiPaths.taxes.createOrder, body, headers);
    expect(retried.status, retried.text).toBe(201);
    const order = retried.body as TaxOrderCreated;

    // The payment fetch fails: 502, still unpaid; the retry verifies.
    const payment = fake.pay(order.orderId);
    fake.failNext({ status: 503 });
    expectErrorBody(await postJson(t.app, apiPaths.taxes.verify, { ...payment, id: order.id }), 502);
    expect((await taxRow(t.database, order.id)).status).toBe('created');
    expect((await verify(t.app, { ...payment, id: order.id })).verified).toBe(true);

    // The refund fails: 502, still paid; the retry (same idempotency key) refunds once.
    fake.failNext({ hang: true });
    expectErrorBody(await postJson(t.app, adminStatusPath(order.id), { status: 'refunded' }, adminHeaders), 502);
    expect((await taxRow(t.database, order.id)).status).toBe('paid');
    const refunded = await postJson(t.app, adminStatusPath(order.id), { status: 'refunded' }, adminHeaders);
    expect(refunded.status, refunded.text).toBe(200);
    expect([...fake.refunds.values()].filter((refund) => refund.payment_id === payment.paymentId)).toHaveLength(1);
  });

  it('mounts no sandbox checkout, and lets Razorpay Checkout through the CSP', async () => {
    const order = await createOrder(t.app, validOrder('gas'));
    expect((await postJson(t.app, apiPaths.payments.sandboxCheckout, { orderId: order.orderId, outcome: 'success' })).status).toBe(404);
    // The pages' CSP: Checkout runs in the page (an API answer loads nothing at all).
    const csp = String((await request(t.app, { method: 'GET', url: '/' })).headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(?: 'sha256-[\w+/=]+')? https:\/\/checkout\.razorpay\.com;/);
    expect(csp).toContain("frame-src 'self' https://api.razorpay.com");
    expect(csp).toContain("connect-src 'self' https://api.razorpay.com");
  });
});

describe('the sandbox provider’s CSP', () => {
  it('allows no payment origin', async () => {
    const [pglite] = testDatabases();
    if (!pglite) throw new Error('no PGlite target');
    const t = await createTestApp(pglite);
    try {
      const csp = String((await request(t.app, { method: 'GET', url: '/' })).headers['content-security-policy']);
      expect(csp).not.toContain('razorpay');
      expect(csp).toContain("script-src 'self'");
    } finally {
      await t.close();
    }
  });
});
