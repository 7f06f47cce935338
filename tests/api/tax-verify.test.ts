import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import type { SandboxCheckoutResult } from '../../src/shared/api/submissions/tax-types';
import { sandboxPayments } from '../../src/server/db/schema';
import { expectErrorBody, postJson } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { createOrder, indiaDate, paidOrder, sandboxCheckout, sandboxPay, taxEvents, taxRow, validOrder, verify } from './tax-support';

describe.each(testDatabases())('sandbox checkout and POST /api/taxes/verify on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  it('pays: checkout signs as Razorpay does, verify marks paid once and answers the receipt', async () => {
    const body = validOrder('property', { dueDate: indiaDate(-3), amount: 1250.5 });
    const order = await createOrder(t.app, body);
    const payment = await sandboxPay(t.app, order.orderId);
    expect(payment.orderId).toBe(order.orderId);
    expect(payment.paymentId).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    expect(payment.signature).toMatch(/^[0-9a-f]{64}$/);
    // Razorpay's scheme with the configured secret: HMAC-SHA256(orderId|paymentId) in hex.
    const secret = t.config.razorpayKeySecret;
    expect(payment.signature).toBe(createHmac('sha256', secret).update(`${order.orderId}|${payment.paymentId}`).digest('hex'));
    const [gatewayPayment] = (await t.database.db.select().from(sandboxPayments)).filter((row) => row.id === payment.paymentId);
    expect(gatewayPayment).toMatchObject({ orderId: order.orderId, amountPaise: 145_050, status: 'captured' });

    const verified = await verify(t.app, { ...payment, id: order.id });
    expect(verified.verified).toBe(true);
    expect(verified.receipt).toMatchObject({
      reference: order.reference,
      type: 'property',
      identifiers: body.identifiers,
      period: body.period,
      amount: 125_050,
      lateFee: 20_000,
      total: 145_050,
      paymentMethod: 'upi',
      paymentId: payment.paymentId,
    });
    expect(verified.receipt).not.toHaveProperty('billMonth');
    // In the form's order, although jsonb stores its own.
    expect(Object.keys(verified.receipt?.identifiers ?? {})).toEqual(Object.keys(body.identifiers as object));
    expect(Date.parse(verified.receipt?.paidAt ?? '')).not.toBeNaN();

    const row = await taxRow(t.database, order.id);
    expect(row).toMatchObject({ status: 'paid', gatewayPaymentId: payment.paymentId });
    expect(row.paidAt).toBeInstanceOf(Date);

    // The same verification again (a retry): true again with the same receipt, still paid once.
    const again = await verify(t.app, { ...payment, id: order.id });
    expect(again).toEqual(verified);
    expect((await taxEvents(t.database, order.id)).map((event) => event.status)).toEqual(['created', 'paid']);

    // The order is paid: the checkout takes no second payment.
    expectErrorBody(await sandboxCheckout(t.app, order.orderId), 409);
  });

  it('takes one payment per order: “Pay now” again before verifying hands out the same payment', async () => {
    const order = await createOrder(t.app, validOrder('gas'));
    const first = await sandboxPay(t.app, order.orderId);
    expect(await sandboxPay(t.app, order.orderId)).toEqual(first);
    const captured = (await t.database.db.select().from(sandboxPayments)).filter((row) => row.orderId === order.orderId);
    expect(captured).toHaveLength(1);
  });

  it('pays once when two verifications of one payment race', async () => {
    const order = await createOrder(t.app, validOrder('water'));
    const payment = await sandboxPay(t.app, order.orderId);
    const answers = await Promise.all(Array.from({ length: 4 }, () => verify(t.app, { ...payment, id: order.id })));
    expect(answers.every((answer) => answer.verified)).toBe(true);
    expect((await taxEvents(t.database, order.id)).filter((event) => event.status === 'paid')).toHaveLength(1);
  });

  it('refuses a forged signature: verified false, the payment failed, and a real payment still goes through', async () => {
    const order = await createOrder(t.app, validOrder('gas'));
    const payment = await sandboxPay(t.app, order.orderId);
    for (const signature of [
      '0'.repeat(64),
      createHmac('sha256', 'guess').update(`${order.orderId}|${payment.paymentId}`).digest('hex'),
      'not-hex',
      '',
    ]) {
      const response = await postJson(t.app, apiPaths.taxes.verify, { ...payment, signature, id: order.id });
      if (signature === '') expectErrorBody(response, 400);
      else expect(response.body).toEqual({ verified: false });
    }
    expect((await taxRow(t.database, order.id)).status).toBe('failed');
    // The genuine signature afterwards: the gateway really has the money, so it is recorded.
    expect((await verify(t.app, { ...payment, id: order.id })).verified).toBe(true);
    expect((await taxRow(t.database, order.id)).status).toBe('paid');
  });

  it('never lets a forged call touch a paid payment, nor a different payment id count for it', async () => {
    const { order, payment } = await paidOrder(t.app, 'electricity');
    expect(await verify(t.app, { ...payment, signature: 'f'.repeat(64), id: order.id })).toEqual({ verified: false });
    const other = await createOrder(t.app, validOrder('electricity'));
    const otherPayment = await sandboxPay(t.app, other.orderId);
    // A genuine payment of another order, presented for this one.
    expect(await verify(t.app, { ...otherPayment, orderId: order.orderId, id: order.id })).toEqual({ verified: false });
    const row = await taxRow(t.database, order.id);
    expect(row).toMatchObject({ status: 'paid', gatewayPaymentId: payment.paymentId });
  });

  it('checks the signature against the stored order, not the one the client names', async () => {
    const first = await createOrder(t.app, validOrder('land'));
    const second = await createOrder(t.app, validOrder('land'));
    const paidSecond = await sandboxPay(t.app, second.orderId);
    // A valid signature for the second order, claimed for the first (with either order id).
    // Another order id than the stored one: refused before anything else, nothing recorded.
    expect(await verify(t.app, { ...paidSecond, id: first.id })).toEqual({ verified: false });
    const fake = 'order_Forged12345678';
    const signature = createHmac('sha256', 'anything').update(`${fake}|pay_X`).digest('hex');
    expect(await verify(t.app, { paymentId: 'pay_X', orderId: fake, signature, id: first.id })).toEqual({ verified: false });
    expect((await taxRow(t.database, first.id)).status).toBe('created');
    // The stored order id with the other order's signature: a wrong signature, recorded as failed.
    expect(await verify(t.app, { ...paidSecond, orderId: first.orderId, id: first.id })).toEqual({ verified: false });
    expect((await taxRow(t.database, first.id)).status).toBe('failed');
    // The second order itself is unaffected and verifies normally.
    expect((await verify(t.app, { ...paidSecond, id: second.id })).verified).toBe(true);
  });

  it('answers a simulated failure with a 402 and leaves the order payable', async () => {
    const order = await createOrder(t.app, validOrder('gas'));
    const failed = await sandboxCheckout(t.app, order.orderId, 'failure');
    const error = expectErrorBody(failed, 402);
    expect(error.error).toMatch(/failed/i);
    expect((await taxRow(t.database, order.id)).status).toBe('created');
    const retried = await sandboxPay(t.app, order.orderId);
    expect((await verify(t.app, { ...retried, id: order.id })).verified).toBe(true);
  });

  it('refuses bad checkout and verification bodies with 4xx, unknown payments with 404', async () => {
    const order = await createOrder(t.app, validOrder('water'));
    expectErrorBody(await postJson(t.app, apiPaths.payments.sandboxCheckout, { orderId: order.orderId, outcome: 'maybe' }), 400);
    expectErrorBody(await postJson(t.app, apiPaths.payments.sandboxCheckout, { orderId: 42, outcome: 'success' }), 400);
    expectErrorBody(await postJson(t.app, apiPaths.payments.sandboxCheckout, { orderId: 'order_Unknown1234567', outcome: 'success' }), 404);
    expectErrorBody(
      await postJson(t.app, apiPaths.payments.sandboxCheckout, { orderId: order.orderId, outcome: 'success', amount: 1 }),
      400,
    );

    const payment: SandboxCheckoutResult = { paymentId: 'pay_X', orderId: order.orderId, signature: 'a'.repeat(64) };
    expectErrorBody(await postJson(t.app, apiPaths.taxes.verify, { ...payment }), 400);
    expectErrorBody(await postJson(t.app, apiPaths.taxes.verify, { ...payment, id: 'not-a-uuid' }), 400);
    expectErrorBody(await postJson(t.app, apiPaths.taxes.verify, { ...payment, id: order.id, extra: true }), 400);
    expectErrorBody(await postJson(t.app, apiPaths.taxes.verify, { ...payment, paymentId: 7, id: order.id }), 400);
    expectErrorBody(await postJson(t.app, apiPaths.taxes.verify, { ...payment, paymentId: '../../v1/orders', id: order.id }), 400);
    expectErrorBody(await postJson(t.app, apiPaths.taxes.verify, [payment]), 400);
    expectErrorBody(await postJson(t.app, apiPaths.taxes.verify, { ...payment, id: '00000000-0000-4000-8000-000000000000' }), 404);
  });
});
