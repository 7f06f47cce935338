import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import type { TaxOrderCreated } from '../../src/shared/api/submissions/tax-types';
import { idempotencyKeys, taxPayments } from '../../src/server/db/schema';
import { toErrorResponse } from '../../src/server/http/error-handler';
import { HEALTH_CHECK_FRESH_MS } from '../../src/server/modules/health/health-routes';
import { runIdempotent } from '../../src/server/modules/idempotency/run-idempotent';
import { GatewayBusyError, gatewaySlotCount, gatewaySlots } from '../../src/server/payments/gateway-slots';
import { aGrievance, UNLIMITED } from './grievance-support';
import { FakeRazorpay, razorpayEnvFor } from './helpers/fake-razorpay';
import type { HeldOrders } from './helpers/fake-razorpay';
import { expectErrorBody, postJson, request } from './helpers/http';
import type { JsonResponse } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { taxRows, validOrder } from './tax-support';

/** Waiting for the fake to have received requests; a bound on a hang, not a timing check. */
const ARRIVAL = { timeout: 20_000, interval: 10 };

/**
 * Decision 024: a Razorpay tax order's transaction waits on the gateway while it holds a
 * connection, so such transactions run in a few slots (a quarter of the connections, at least
 * one). However slow or silent Razorpay is, the rest of the portal keeps its connections.
 */
describe.each(testDatabases())('tax orders while Razorpay is silent, on %s', (target) => {
  let t: TestApp;
  let fake: FakeRazorpay;
  let hold: HeldOrders | null = null;
  beforeAll(async () => {
    fake = await FakeRazorpay.start();
    t = await createTestApp(target, {
      // The timeout only bounds a hang when the code under test is wrong: every held call is released.
      env: { ...razorpayEnvFor(fake, 15_000), ...UNLIMITED },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    hold?.release();
    hold = null;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.stop();
  });

  const ordersAtGateway = () => fake.seen.filter((call) => call.method === 'POST' && call.path === '/v1/orders').length;
  /** Health as a probe sees it once its shared answer is older than a second: it asks the database. */
  const freshHealth = async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + HEALTH_CHECK_FRESH_MS });
    try {
      return await request(t.app, { method: 'GET', url: apiPaths.health });
    } finally {
      vi.useRealTimers();
    }
  };
  /** Each order's answer, noting when it settles. */
  const tracked = (orders: Promise<JsonResponse>[]) => {
    const settled: JsonResponse[] = [];
    for (const order of orders) void order.then((response) => settled.push(response));
    return settled;
  };

  it('keeps health and grievances answering while more orders than its slots wait on the gateway; then answers every order once', async () => {
    const slots = gatewaySlotCount(t.database.connections);
    const count = Math.max(t.database.connections + 2, 4);
    const keys = Array.from({ length: count }, () => `slow-${randomUUID()}`);
    const rowsBefore = (await taxRows(t.database)).length;
    const callsBefore = ordersAtGateway();
    const held = fake.holdOrders();
    hold = held;

    const orders = keys.map((key) => postJson(t.app, apiPaths.taxes.createOrder, validOrder('property'), { 'idempotency-key': key }));
    const settled = tracked(orders);
    await vi.waitFor(() => expect(held.count).toBeGreaterThanOrEqual(slots), ARRIVAL);

    let othersAnswered = false;
    let released = 0;
    const others = Promise.all([freshHealth(), postJson(t.app, apiPaths.grievances, aGrievance())]).finally(() => {
      othersAnswered = true;
    });
    if (t.database.connections === 1) {
      // PGlite has one connection, and the order at the gateway holds it until the gateway answers.
      // The other orders wait for the slot in the server, holding nothing, so once health and the
      // grievance wait for the database, each order let through lets them in before the next.
      while (!othersAnswered && held.count > 0) {
        held.releaseNext();
        released += 1;
        await vi.waitFor(() => expect(othersAnswered || held.count > 0).toBe(true), ARRIVAL);
      }
    }
    const [health, grievance] = await others;
    expect(health.status, health.text).toBe(200);
    expect(grievance.status, grievance.text).toBe(201);
    // They answered while orders still waited on the gateway: the orders did not take all turns.
    expect(settled.length).toBeLessThan(count);
    if (t.database.connections > 1) expect(settled.length === 0 && held.count > 0).toBe(true);
    // Never more orders at the gateway at once than there are slots.
    expect(ordersAtGateway() - callsBefore - released).toBeLessThanOrEqual(slots);

    held.release();
    const answers = await Promise.all(orders);
    for (const answer of answers) expect(answer.status, answer.text).toBe(201);
    const ids = answers.map((answer) => (answer.body as TaxOrderCreated).id);
    expect(new Set(ids).size).toBe(count);
    expect(await t.database.db.select({ id: taxPayments.id }).from(taxPayments).where(inArray(taxPayments.id, ids))).toHaveLength(count);
    expect((await taxRows(t.database)).length).toBe(rowsBefore + count);
    expect(ordersAtGateway() - callsBefore).toBe(count);

    // Each key still answers its first answer, and writes nothing more.
    for (const [index, key] of keys.entries()) {
      const replay = await postJson(t.app, apiPaths.taxes.createOrder, validOrder('property'), { 'idempotency-key': key });
      expect(replay.text).toBe(answers[index]?.text);
    }
    expect((await taxRows(t.database)).length).toBe(rowsBefore + count);
    // On the old code PGlite's grievance waited for every order's gateway deadline: fail by the assertion, not by the test's time limit.
  }, 60_000);

  it('makes one Razorpay order for concurrent duplicates of a key, answers them all alike, and a different body 422', async () => {
    const slots = gatewaySlotCount(t.database.connections);
    const headers = { 'idempotency-key': `dup-${randomUUID()}` };
    const body = validOrder('water');
    const rowsBefore = (await taxRows(t.database)).length;
    const callsBefore = ordersAtGateway();
    const held = fake.holdOrders();
    hold = held;

    const first = postJson(t.app, apiPaths.taxes.createOrder, body, headers);
    await vi.waitFor(() => expect(held.count).toBe(1), ARRIVAL);
    const duplicates = Array.from({ length: slots + 3 }, () => postJson(t.app, apiPaths.taxes.createOrder, body, headers));
    const different = postJson(t.app, apiPaths.taxes.createOrder, { ...body, amount: 99 }, headers);
    const settled = tracked([...duplicates, different]);
    if (t.database.connections > 1) {
      // Duplicates wait for the first (on the key's lock or for a slot) and ask the gateway nothing.
      expect((await freshHealth()).status).toBe(200);
      expect(settled).toEqual([]);
    }
    held.release();

    const answers = await Promise.all([first, ...duplicates]);
    expect(answers[0]?.status, answers[0]?.text).toBe(201);
    for (const answer of answers) expect(answer.text).toBe(answers[0]?.text);
    expectErrorBody(await different, 422);
    expect(ordersAtGateway() - callsBefore).toBe(1);
    expect((await taxRows(t.database)).length).toBe(rowsBefore + 1);
  });

  it('answers a 503 with a plain message to a transaction that waited too long for its slot, and keeps no claim', async () => {
    const limit = gatewaySlots(1, 50);
    const scope = 'POST /api/test-gateway-slots';
    const key = randomUUID();
    let letGo: () => void = () => undefined;
    const blocker = limit.run(
      () =>
        new Promise<void>((resolve) => {
          letGo = () => resolve();
        }),
    );
    const answer = { status: 201, body: { ok: true } };

    const waited = runIdempotent(t.database.db, { scope, key, requestHash: 'h' }, async () => answer, { limit });
    await expect(waited).rejects.toBeInstanceOf(GatewayBusyError);
    expect(
      await t.database.db
        .select()
        .from(idempotencyKeys)
        .where(inArray(idempotencyKeys.key, [key])),
    ).toEqual([]);
    expect(toErrorResponse(new GatewayBusyError())).toEqual({
      status: 503,
      body: { error: expect.stringMatching(/Payments are busy/), code: 'payment.busy' },
    });

    letGo();
    await blocker;
    // The slot is free again and the key was never claimed: the retry runs the work.
    expect(await runIdempotent(t.database.db, { scope, key, requestHash: 'h' }, async () => answer, { limit })).toEqual({
      status: 201,
      body: { ok: true },
      replayed: false,
    });
  });
});
