import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
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

  it.each([apiPaths.auth.login, apiPaths.adminAuth.login, apiPaths.auth.register, apiPaths.adminAuth.setup])(
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
      expect((await request(t.app, { method: 'GET', url: apiPaths.adminAuth.status })).status).toBe(200);
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
