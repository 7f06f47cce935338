import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { IDEMPOTENCY_HEADER } from '../../src/shared/api/submissions/certificate-types';
import { rateLimitWindows } from '../../src/server/db/schema';
import { aGrievance } from './grievance-support';
import { registerUser } from './helpers/accounts';
import { expectErrorBody, request } from './helpers/http';
import { createSecondInstance, createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

const LIMIT = 4;
const ENV = { GRIEVANCE_LOOKUP_RATE_LIMIT_MAX: String(LIMIT), GRIEVANCE_SUBMIT_RATE_LIMIT_MAX: String(LIMIT) };
const postgres = testDatabases().find((target) => target.kind === 'postgres');

/**
 * Several server instances on one PostgreSQL behind a load balancer count
 * against one budget per client, not one each (decision 037). PGlite is one server per DATA_DIR
 * (its lock), so this runs on PostgreSQL only.
 */
describe.skipIf(!postgres)('rate limits shared by two server instances on PostgreSQL', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    if (!postgres) return;
    one = await createTestApp(postgres, { env: ENV });
    two = await createSecondInstance(postgres, one, { env: ENV });
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  const lookup = (t: TestApp, ip: string) =>
    request(t.app, { method: 'GET', url: `${apiPaths.grievances}/GRV-2222-2222`, remoteAddress: ip });
  const statusesOf = (answers: Array<{ status: number }>) => answers.map((answer) => answer.status).sort();

  it('counts one address’s requests to both instances against one budget, at once or one by one', async () => {
    const ip = '100.64.1.1';
    for (let i = 0; i < LIMIT; i += 1) expect((await lookup(i % 2 === 0 ? one : two, ip)).status).toBe(404);
    expectErrorBody(await lookup(one, ip), 429);
    expectErrorBody(await lookup(two, ip), 429);

    // Twenty at once, half through each instance: exactly LIMIT pass.
    const burstIp = '100.64.1.2';
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => lookup(i % 2 === 0 ? one : two, burstIp)));
    expect(statusesOf(burst)).toEqual([...Array<number>(LIMIT).fill(404), ...Array<number>(20 - LIMIT).fill(429)]);
  });

  it('counts a signed-in account across instances, and lets its replays through on either', async () => {
    const { token } = await registerUser(one.app);
    const file = (t: TestApp, key: string) =>
      request(t.app, {
        method: 'POST',
        url: apiPaths.grievances,
        payload: JSON.stringify(aGrievance()),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, [IDEMPOTENCY_HEADER]: key },
        remoteAddress: '100.64.2.1',
      });
    const keys = Array.from({ length: LIMIT }, () => randomUUID());
    const first = [];
    for (const [i, key] of keys.entries()) first.push(await file(i % 2 === 0 ? one : two, key));
    expect(first.map((answer) => answer.status)).toEqual(Array<number>(LIMIT).fill(201));
    expectErrorBody(await file(two, randomUUID()), 429);
    expectErrorBody(await file(one, randomUUID()), 429);
    const replays = [];
    for (const [i, key] of keys.entries()) replays.push(await file(i % 2 === 0 ? two : one, key));
    expect(replays.map((answer) => answer.body)).toEqual(first.map((answer) => answer.body));
  });

  it('deletes windows that have ended as later hits pass, and starts a new window for their client', async () => {
    const windowsOf = async (ip: string) =>
      one.database.db
        .select()
        .from(rateLimitWindows)
        .where(sql`${rateLimitWindows.key} like ${`% ip:${ip}`}`);
    const ended = '100.64.3.1';
    for (let i = 0; i < LIMIT + 1; i += 1) await lookup(one, ended);
    expect((await windowsOf(ended)).map((row) => row.hits)).toEqual([LIMIT + 1]);
    // A minute later (moved on the database's clock, which decides):
    await one.database.db
      .update(rateLimitWindows)
      .set({ endsAt: sql`now() - interval '1 second'` })
      .where(sql`${rateLimitWindows.key} like ${`% ip:${ended}`}`);

    await lookup(two, '100.64.3.2');
    expect(await windowsOf(ended)).toEqual([]);
    expect((await lookup(two, ended)).status).toBe(404);
    expect((await windowsOf(ended)).map((row) => row.hits)).toEqual([1]);
  });
});
