import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyPaymentDetail, MyPaymentItem } from '../../src/shared/api/my-requests-types';
import { apiPaths } from '../../src/shared/api/paths';
import { taxPaymentEvents } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { expectCodedError, expectErrorBody, getWithToken, postJson } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { allPages, bearer, expectListRefusals, myPage, ownedIdsNewestFirst, setCreatedAt } from './me-support';
import { adminStatusPath, createOrder, indiaDate, sandboxPay, taxRow, validOrder, verify } from './tax-support';

describe.each(testDatabases())("the citizen's own payments on %s", (target) => {
  let t: TestApp;
  let admin: string;
  let a: { token: string; id: string };
  let b: { token: string; id: string };

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = (await setupAdmin(t.app)).token;
    const registered = [await registerUser(t.app), await registerUser(t.app)].map((user) => ({
      token: user.token,
      id: (user.user as { _id: string })._id,
    }));
    [a, b] = registered as [typeof a, typeof b];
  });
  afterAll(() => t?.close());

  const pay = async (orderId: string, id: string) => {
    const verified = await verify(t.app, { ...(await sandboxPay(t.app, orderId)), id });
    expect(verified.verified).toBe(true);
    return verified;
  };

  it('lists its own payments newest first, amounts in rupees as create-order takes them', async () => {
    const late = await createOrder(t.app, validOrder('property', { amount: 1250.5, dueDate: indiaDate(-3) }), bearer(a.token));
    const water = await createOrder(t.app, validOrder('water', { amount: 99.99 }), bearer(a.token));
    await pay(water.orderId, water.id);
    await createOrder(t.app, validOrder('gas'), bearer(b.token));
    await createOrder(t.app, validOrder('land'));

    const page = await myPage<MyPaymentItem>(t.app, apiPaths.me.payments, a.token);
    expect(page.nextCursor).toBeNull();
    expect(page.items.map((item) => item.id)).toEqual(await ownedIdsNewestFirst(t.database, 'tax_payments', a.id));
    const lateRow = await taxRow(t.database, late.id);
    expect(page.items.find((item) => item.id === late.id)).toEqual({
      id: late.id,
      reference: late.reference,
      type: 'property',
      amount: 1250.5,
      lateFee: 200,
      total: 1450.5,
      status: 'created',
      createdAt: lateRow.createdAt.toISOString(),
    });
    expect(page.items.find((item) => item.id === water.id)).toMatchObject({
      type: 'water',
      amount: 99.99,
      lateFee: 0,
      total: 99.99,
      status: 'paid',
    });
  });

  it('pages newest first: 3+ pages without a repeat or a gap, rows of one moment included', async () => {
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push((await createOrder(t.app, validOrder('electricity', { amount: 10 + i }), bearer(a.token))).id);
    await setCreatedAt(t.database, 'tax_payments', ids.slice(0, 3), '2026-01-26T10:00:00Z');
    const expected = await ownedIdsNewestFirst(t.database, 'tax_payments', a.id);
    const walked = await allPages<MyPaymentItem>(t.app, apiPaths.me.payments, a.token, 2);
    expect(walked.pages).toBe(Math.ceil(expected.length / 2));
    expect(walked.pages).toBeGreaterThanOrEqual(3);
    expect(walked.items.map((item) => item.id)).toEqual(expected);
    await expectListRefusals(t.app, apiPaths.me.payments, a.token);
  });

  it('shows a paid payment with its identifiers, the gateway’s ids, the receipt verify gave and its history; a refund adds to it', async () => {
    const body = validOrder('property', { amount: 500 });
    const order = await createOrder(t.app, body, bearer(a.token));
    const verified = await pay(order.orderId, order.id);
    const refunded = await postJson(t.app, adminStatusPath(order.id), { status: 'refunded' }, bearer(admin));
    expect(refunded.status, refunded.text).toBe(200);

    const response = await getWithToken(t.app, apiPaths.me.payment(order.id), a.token);
    expect(response.status, response.text).toBe(200);
    const detail = response.body as MyPaymentDetail;
    const row = await taxRow(t.database, order.id);
    expect(detail).toMatchObject({
      id: order.id,
      reference: order.reference,
      type: 'property',
      amount: 500,
      lateFee: 0,
      total: 500,
      status: 'refunded',
      identifiers: body.identifiers,
      period: body.period,
      billMonth: null,
      dueDate: body.dueDate,
      paymentMethod: 'upi',
      orderId: order.orderId,
      paymentId: row.gatewayPaymentId,
      refundId: row.gatewayRefundId,
      paidAt: row.paidAt?.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      receipt: verified.receipt,
    });
    const events = await t.database.db.select().from(taxPaymentEvents).where(eq(taxPaymentEvents.paymentId, order.id));
    const at = (status: string) => events.find((event) => event.status === status)?.at.toISOString();
    expect(detail.timeline).toEqual([
      { at: at('created'), status: 'created' },
      { at: at('paid'), status: 'paid' },
      { at: at('refunded'), status: 'refunded' },
    ]);
  });

  it('shows an unpaid payment without a receipt', async () => {
    const order = await createOrder(t.app, validOrder('gas'), bearer(a.token));
    const detail = (await getWithToken(t.app, apiPaths.me.payment(order.id), a.token)).body as MyPaymentDetail;
    expect(detail).toMatchObject({
      status: 'created',
      paymentId: null,
      refundId: null,
      paidAt: null,
      receipt: null,
      billMonth: '2026-10',
      period: null,
    });
    expect(detail.timeline).toEqual([{ at: expect.any(String), status: 'created' }]);
  });

  it("is its owner's only: another citizen's and an unknown id are the same 404; no session 401; a clerk 403", async () => {
    const order = await createOrder(t.app, validOrder('property'), bearer(a.token));
    const anonymous = await createOrder(t.app, validOrder('property'));
    const unknown = expectErrorBody(await getWithToken(t.app, apiPaths.me.payment(randomUUID()), a.token), 404);
    expect(unknown).toEqual({ error: 'There is no such tax payment' });
    for (const [id, token] of [
      [order.id, b.token],
      [order.id.toUpperCase(), b.token],
      [anonymous.id, a.token],
      ['not-an-id', a.token],
    ] as const) {
      expect(expectErrorBody(await getWithToken(t.app, apiPaths.me.payment(id), token), 404), id).toEqual(unknown);
    }
    const ofB = await myPage<MyPaymentItem>(t.app, apiPaths.me.payments, b.token);
    expect(ofB.items.map((item) => item.id)).toEqual(await ownedIdsNewestFirst(t.database, 'tax_payments', b.id));
    expect(ofB.items.map((item) => item.id)).not.toContain(order.id);

    for (const path of [apiPaths.me.payments, apiPaths.me.payment(order.id)]) {
      expect(expectCodedError(await getWithToken(t.app, path), 401).code).toBe('auth.sign_in_required');
      expect(expectCodedError(await getWithToken(t.app, path, admin), 403).code).toBe('auth.citizen_required');
    }
  });
});
