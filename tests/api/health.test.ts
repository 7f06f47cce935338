import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEALTH_CHECK_FRESH_MS } from '../../src/server/modules/health/health-routes';
import { apiPaths } from '../../src/shared/api/paths';
import { expectErrorBody, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

describe.each(testDatabases())('GET /api/health on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());
  afterEach(() => vi.useRealTimers());

  it('answers 200 { status: "ok" } while the database answers', async () => {
    const response = await request(t.app, { method: 'GET', url: apiPaths.health });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('carries the security headers and is never cached', async () => {
    const { headers } = await request(t.app, { method: 'GET', url: apiPaths.health });
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  it('answers 503 { error } once the database is gone (within a second: checks share one query a second)', async () => {
    await t.database.close();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + HEALTH_CHECK_FRESH_MS });
    const response = await request(t.app, { method: 'GET', url: apiPaths.health });
    expect(expectErrorBody(response, 503)).toEqual({ error: 'The database is not reachable' });
  });

  it('turns an unexpected failure into a generic 500 that reveals nothing', async () => {
    // The database is closed: a sign-in now fails inside the repository.
    const response = await request(t.app, {
      method: 'POST',
      url: apiPaths.auth.login,
      payload: JSON.stringify({ username: 'someone', password: 'password' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(expectErrorBody(response, 500)).toEqual({ error: 'Something went wrong on our side. Please try again.' });
  });
});
