import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { IDEMPOTENCY_HEADER } from '../../src/shared/api/submissions/certificate-types';
import { grievances } from '../../src/server/db/schema';
import { aGrievance } from './grievance-support';
import { registerUser } from './helpers/accounts';
import { expectErrorBody, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

const LIMIT = 3;
const TOO_MANY = { error: 'Too many attempts. Please wait a minute and try again.' };

describe.each(testDatabases())('rate limits on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { AUTH_RATE_LIMIT_MAX: String(LIMIT) } });
  });
  afterAll(() => t?.close());

  const attempt = (path: string, ip: string) =>
    request(t.app, {
      method: 'POST',
      url: path,
      // A name per path: the per-account lockout (5 failures of one name) is not what is tested here.
      payload: JSON.stringify({ username: `someone${path.replaceAll('/', '_')}`, password: 'wrong password' }),
      headers: { 'content-type': 'application/json' },
      remoteAddress: ip,
    });

  it.each([apiPaths.auth.login, adminApiPaths.auth.login, apiPaths.auth.register, adminApiPaths.auth.setup])(
    '%s: answers 429 after AUTH_RATE_LIMIT_MAX attempts per IP per minute',
    async (path) => {
      for (let i = 0; i < LIMIT; i += 1) expect((await attempt(path, '203.0.113.7')).status).not.toBe(429);
      const limited = await attempt(path, '203.0.113.7');
      expect(expectErrorBody(limited, 429)).toEqual(TOO_MANY);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Another client is not affected.
      expect((await attempt(path, '198.51.100.20')).status).not.toBe(429);
    },
  );

  it('does not limit the profile, the status or the health check', async () => {
    for (let i = 0; i < LIMIT + 3; i += 1) {
      expect((await request(t.app, { method: 'GET', url: apiPaths.health })).status).toBe(200);
      expect((await request(t.app, { method: 'GET', url: adminApiPaths.auth.status })).status).toBe(200);
      expect((await request(t.app, { method: 'GET', url: apiPaths.auth.profile })).status).toBe(401);
    }
  });

  it('counts malformed requests too: a flood of garbage does not bypass the limit', async () => {
    const garbage = () =>
      request(t.app, { method: 'POST', url: apiPaths.auth.login, payload: '{oops', headers: { 'content-type': 'application/json' } });
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i += 1) statuses.push((await garbage()).status);
    expect(statuses.at(-1)).toBe(429);
  });
});

/**
 * Carriers put thousands of phones behind one IP (CGNAT) and an office's kiosks
 * share one. A signed-in person is limited per account, an anonymous request per IP, and a replay
 * of an Idempotency-Key already answered is never limited: it creates nothing.
 */
describe.each(testDatabases())('limits per account, per IP and replays on %s', (target) => {
  const QUEUED = 50;
  const SHARED_IP = '100.64.12.34';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { GRIEVANCE_SUBMIT_RATE_LIMIT_MAX: String(QUEUED) } });
  });
  afterAll(() => t?.close());

  const file = (options: { token?: string; key?: string; ip?: string } = {}) =>
    request(t.app, {
      method: 'POST',
      url: apiPaths.grievances,
      payload: JSON.stringify(aGrievance({ message: `Street light out near house ${options.key ?? 'none'}` })),
      headers: {
        'content-type': 'application/json',
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.key ? { [IDEMPOTENCY_HEADER]: options.key } : {}),
      },
      remoteAddress: options.ip ?? SHARED_IP,
    });
  const rowCount = async () => (await t.database.db.select({ id: grievances.id }).from(grievances)).length;

  it('delivers a signed-in device’s 50 queued items after strangers on its IP used up the anonymous budget, and their replays after its own', async () => {
    // Strangers behind the same carrier address, signed out: the IP's budget, then 429.
    for (let i = 0; i < QUEUED; i += 1) expect((await file()).status).toBe(201);
    expect(expectErrorBody(await file(), 429)).toEqual(TOO_MANY);

    const { token } = await registerUser(t.app);
    const keys = Array.from({ length: QUEUED }, () => randomUUID());
    const first = await Promise.all(keys.map((key) => file({ token, key })));
    expect(first.map((answer) => answer.status)).toEqual(Array<number>(QUEUED).fill(201));
    const before = await rowCount();

    // The account's own budget is now spent: a new item waits…
    expect(expectErrorBody(await file({ token, key: randomUUID() }), 429)).toEqual(TOO_MANY);
    // …but the same 50 sent again (their answers were lost on the way) get their stored answers.
    const replays = await Promise.all(keys.map((key) => file({ token, key })));
    expect(replays.map((answer) => answer.status)).toEqual(Array<number>(QUEUED).fill(201));
    expect(replays.map((answer) => answer.body)).toEqual(first.map((answer) => answer.body));
    expect(await rowCount()).toBe(before);
  });

  it('gives two accounts on one IP budgets of their own', async () => {
    const ip = '100.64.99.1';
    const one = await registerUser(t.app);
    const two = await registerUser(t.app);
    for (let i = 0; i < QUEUED; i += 1) expect((await file({ token: one.token, ip })).status).toBe(201);
    expectErrorBody(await file({ token: one.token, ip }), 429);
    expect((await file({ token: two.token, ip })).status).toBe(201);
    // Nor does either account use up the IP's anonymous budget.
    expect((await file({ ip })).status).toBe(201);
  });

  it('answers an anonymous replay after the IP’s limit with its stored answer, and a new anonymous item with 429', async () => {
    const ip = '100.64.7.7';
    const key = randomUUID();
    const stored = await file({ ip, key });
    expect(stored.status).toBe(201);
    for (let i = 1; i < QUEUED; i += 1) expect((await file({ ip })).status).toBe(201);
    expectErrorBody(await file({ ip }), 429);
    const replay = await file({ ip, key });
    expect(replay.status, replay.text).toBe(201);
    expect(replay.body).toEqual(stored.body);
    // A key nobody has answered yet creates something: it counts.
    expectErrorBody(await file({ ip, key: randomUUID() }), 429);
  });
});
