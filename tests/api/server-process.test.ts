import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { copyMigratedPglite } from './helpers/pglite-template';
import { READY_LINE, startServerProcess } from './helpers/server-process';
import type { ServerProcess } from './helpers/server-process';

/**
 * The server as a process: start-up, the DATA_DIR lock, the one-time setup key in the log,
 * graceful shutdown. Always on PGlite: the lock exists only for it.
 */
describe('the server process (tsx src/server/main.ts)', () => {
  let dataDir: string;
  let first: ServerProcess;
  let baseUrl: string;
  const env = () => ({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    // The production cost: a registration takes long enough to still be running at SIGTERM.
    SCRYPT_LOG_N: '17',
    LOG_LEVEL: 'info',
    CLIENT_DIST: join(dataDir, 'no-client'),
  });

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-process-test-'));
    await copyMigratedPglite(dataDir);
    first = startServerProcess(env());
    const [, url] = await first.waitFor(READY_LINE, 60_000);
    baseUrl = url ?? '';
  }, 90_000);

  afterAll(async () => {
    await first?.killAll();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the API on the port it reports, and holds the lock with its pid', async () => {
    const response = await fetch(`${baseUrl}${apiPaths.health}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(readFileSync(join(dataDir, 'server.lock'), 'utf8').trim()).toMatch(/^\d+$/);
  });

  it('prints a one-time admin setup key that the setup endpoint accepts', async () => {
    const [, key] = first.output().match(/one-time setup key: ([A-Za-z0-9_-]+)/) ?? [];
    expect(key).toBeDefined();
    const body = {
      username: 'first_clerk',
      email: 'clerk@municipality.gov.in',
      password: 'clerk password',
      confirmPassword: 'clerk password',
    };
    const wrong = await fetch(`${baseUrl}${adminApiPaths.auth.setup}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, setupKey: 'not-the-key-at-all' }),
    });
    expect(wrong.status).toBe(403);
    const right = await fetch(`${baseUrl}${adminApiPaths.auth.setup}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, setupKey: key }),
    });
    expect(right.status).toBe(201);
  });

  it('refuses a second server on the same DATA_DIR with a clear message and a non-zero exit', async () => {
    const second = startServerProcess(env());
    const code = await Promise.race([second.exited, new Promise((resolve) => setTimeout(resolve, 45_000, 'still running'))]);
    await second.killAll();
    expect(code).not.toBe(0);
    const lockPid = readFileSync(join(dataDir, 'server.lock'), 'utf8').trim();
    expect(second.output()).toContain(
      `Another portal server (pid ${lockPid}) is already using DATA_DIR ${dataDir}. Stop it or set a different DATA_DIR.`,
    );
    expect(second.output()).not.toMatch(/\n\s+at /);
    // The refused server did not take or remove the first one's lock.
    expect(readFileSync(join(dataDir, 'server.lock'), 'utf8').trim()).toBe(lockPid);
    expect((await fetch(`${baseUrl}${apiPaths.health}`)).status).toBe(200);
  }, 60_000);

  it('on SIGTERM finishes the request in flight, exits 0 and removes the lock', async () => {
    const registration = fetch(`${baseUrl}${apiPaths.auth.register}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'late_citizen',
        email: 'late@example.com',
        password: 'late password',
        confirmPassword: 'late password',
      }),
    });
    await first.waitFor(/"url":"\/api\/auth\/register"/);
    first.child.kill('SIGTERM');

    const response = await registration;
    expect(response.status).toBe(201);
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    const output = first.output();
    expect(output.indexOf('SIGTERM received')).toBeGreaterThan(-1);
    // The signal came while the registration was still being processed.
    expect(output.indexOf('SIGTERM received')).toBeLessThan(output.indexOf('"authEvent":"register"'));
  }, 60_000);

  it('starts again on the same DATA_DIR after a clean stop (data kept, lock retaken)', async () => {
    const again = startServerProcess(env());
    try {
      const [, url] = await again.waitFor(READY_LINE, 60_000);
      const login = await fetch(`${url}${apiPaths.auth.login}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'late_citizen', password: 'late password' }),
      });
      expect(login.status).toBe(200);
      // An admin exists now: no new setup key is printed.
      expect(again.output()).not.toContain('one-time setup key');
      again.child.kill('SIGINT');
      expect(await again.exited).toBe(0);
    } finally {
      await again.killAll();
    }
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  }, 90_000);

  it('exits 1 with every bad variable named and no stack trace when the configuration is wrong', async () => {
    const broken = startServerProcess({ ...env(), PORT: 'eighty', LOG_LEVEL: 'loud' });
    const code = await Promise.race([broken.exited, new Promise((resolve) => setTimeout(resolve, 45_000, 'still running'))]);
    await broken.killAll();
    expect(code).toBe(1);
    expect(broken.output()).toContain('Invalid configuration:');
    expect(broken.output()).toContain('PORT must be a whole number');
    expect(broken.output()).toContain('LOG_LEVEL must be one of');
    expect(broken.output()).not.toMatch(/\n\s+at /);
  }, 60_000);
});
