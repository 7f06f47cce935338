import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPayments } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { expectErrorBody, getWithToken, postJson } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { adminStatusPath, createOrder, indiaDate, paidOrder, taxEvents, taxRow, validOrder } from './tax-support';

describe.each(testDatabases())('admin decline and refund of tax payments on %s', (target) => {
  let t: TestApp;
  let admin: { token: string };
  let adminHeaders: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await setupAdmin(t.app);
    adminHeaders = { authorization: `Bearer ${admin.token}` };
  });
  afterAll(() => t?.close());

  const setStatus = (id: string, status: unknown, headers = adminHeaders) => postJson(t.app, adminStatusPath(id), { status }, headers);

  it('refunds a paid payment once, through the gateway, with the clerk in its history', async () => {
    const { order, payment } = await paidOrder(t.app, 'water');
    const response = await setStatus(order.id, 'refunded');
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ _id: order.id, status: 'refunded' });

    const row = await taxRow(t.database, order.id);
    expect(row.status).toBe('refunded');
    expect(row.gatewayRefundId).toMatch(/^rfnd_[A-Za-z0-9]{14}$/);
    const [atGateway] = (await t.database.db.select().from(sandboxPayments)).filter((candidate) => candidate.id === payment.paymentId);
    // The refund's key is the gateway's payment: one refund per payment taken (decision 040).
    expect(atGateway).toMatchObject({ status: 'refunded', refundId: row.gatewayRefundId, refundKey: payment.paymentId });
    const events = await taxEvents(t.database, order.id);
    expect(events.map((event) => event.status)).toEqual(['created', 'paid', 'refunded']);
    expect(events.at(-1)?.actorId).not.toBeNull();

    // Asked again: the same answer, and nothing more (decision 040); declining it now is refused.
    expect((await setStatus(order.id, 'refunded')).body).toEqual({ _id: order.id, status: 'refunded' });
    expect(await taxEvents(t.database, order.id)).toHaveLength(3);
    expect(expectErrorBody(await setStatus(order.id, 'declined'), 409).error).toMatch(/already refunded/);
  });

  it('refunds once when two clerks refund at the same moment, and both are told it is refunded', async () => {
    const { order } = await paidOrder(t.app, 'gas');
    const answers = await Promise.all([setStatus(order.id, 'refunded'), setStatus(order.id, 'refunded')]);
    expect(answers.map((answer) => answer.body)).toEqual([
      { _id: order.id, status: 'refunded' },
      { _id: order.id, status: 'refunded' },
    ]);
    const events = await taxEvents(t.database, order.id);
    expect(events.filter((event) => event.status === 'refunded')).toHaveLength(1);
  });

  it('refuses to refund an unpaid payment', async () => {
    const unpaid = await createOrder(t.app, validOrder('land'));
    expect(expectErrorBody(await setStatus(unpaid.id, 'refunded'), 409).error).toMatch(/Only a paid payment can be refunded/);
    expect((await taxRow(t.database, unpaid.id)).status).toBe('created');
  });

  it('declines an unpaid payment once; the declined order takes no sandbox payment', async () => {
    const order = await createOrder(t.app, validOrder('electricity'));
    const response = await setStatus(order.id, 'declined');
    expect(response.body).toEqual({ _id: order.id, status: 'declined' });
    expect((await setStatus(order.id, 'declined')).body).toEqual({ _id: order.id, status: 'declined' });
    expect((await taxEvents(t.database, order.id)).map((event) => event.status)).toEqual(['created', 'declined']);
    expect(expectErrorBody(await setStatus(order.id, 'refunded'), 409).error).toBe(
      'Only a paid payment can be refunded (this one is declined)',
    );
    expectErrorBody(await postJson(t.app, '/api/payments/sandbox/checkout', { orderId: order.orderId, outcome: 'success' }), 409);
  });

  it('is for admins only, and refuses bad statuses and unknown payments', async () => {
    const order = await createOrder(t.app, validOrder('property'));
    expectErrorBody(await setStatus(order.id, 'declined', {}), 401);
    const citizen = await registerUser(t.app);
    expectErrorBody(await setStatus(order.id, 'declined', { authorization: `Bearer ${citizen.token}` }), 403);
    expectErrorBody(await setStatus(order.id, 'paid'), 400);
    expectErrorBody(await setStatus(order.id, 'Declined'), 400);
    expectErrorBody(await postJson(t.app, adminStatusPath(order.id), { status: 'declined', note: 'x' }, adminHeaders), 400);
    expectErrorBody(await setStatus('00000000-0000-4000-8000-000000000000', 'declined'), 404);
    expectErrorBody(await setStatus('not-a-uuid', 'declined'), 404);
    expect((await taxRow(t.database, order.id)).status).toBe('created');
  });

  it('lists every payment in the admin list, newest first, with amounts in rupees', async () => {
    const first = await createOrder(t.app, validOrder('gas', { amount: 640, dueDate: indiaDate(-1) }));
    const { order: second } = await paidOrder(t.app, 'property');
    const response = await getWithToken(t.app, '/api/admin/list', admin.token);
    expect(response.status, response.text).toBe(200);
    const { taxes } = (response.body as { data: { taxes: Record<string, unknown>[] } }).data;
    const ids = taxes.map((row) => row._id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const created = taxes.find((row) => row._id === first.id);
    expect(created).toEqual({
      _id: first.id,
      reference: first.reference,
      type: 'gas',
      identifiers: validOrder('gas').identifiers,
      period: null,
      billMonth: '2026-10',
      dueDate: indiaDate(-1),
      amount: 640,
      lateFee: 50,
      rebate: 0,
      total: 690,
      paymentMethod: 'upi',
      status: 'created',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      paidAt: null,
      // Not in the register: the amount is the citizen's own (decision 078).
      selfAssessed: true,
      billNumber: null,
    });
    const paid = taxes.find((row) => row._id === second.id);
    expect(paid).toMatchObject({ status: 'paid', amount: 1250.5, lateFee: 0, total: 1250.5, period: 'Apr-Jun', billMonth: null });
    expect(typeof paid?.paidAt).toBe('string');
    const citizen = await registerUser(t.app);
    expectErrorBody(await getWithToken(t.app, '/api/admin/list', citizen.token), 403);
  });
});
