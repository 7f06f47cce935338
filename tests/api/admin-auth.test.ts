import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../src/shared/api/auth-types';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { userMessages } from '../../src/shared/domain/users/user-messages';
import { adminSetupKeys } from '../../src/server/db/schema';
import { prepareAdminSetup } from '../../src/server/modules/auth/setup-keys';
import { aRegistration, allUsers, registerUser } from './helpers/accounts';
import { expectErrorBody, getWithToken, postJson } from './helpers/http';
import { TEST_SETUP_KEY, createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

const SETUP_DONE = { error: 'Admin setup has already been completed. Sign in as an administrator.' };
const WRONG_KEY = { error: 'The setup key is not correct', fields: { setupKey: 'The setup key is not correct' } };

const setupBody = (overrides: Record<string, unknown> = {}) => ({
  ...aRegistration({ password: 'clerk password' }),
  setupKey: TEST_SETUP_KEY,
  ...overrides,
});

describe.each(testDatabases())('admin auth on %s', (target) => {
  describe('with ADMIN_SETUP_KEY', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(target);
    });
    afterAll(() => t?.close());

    it('reports setup open while no admin exists', async () => {
      const response = await getWithToken(t.app, adminApiPaths.auth.status);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ setupOpen: true });
    });

    it('refuses a wrong setup key with 403 and creates nothing', async () => {
      const response = await postJson(t.app, adminApiPaths.auth.setup, setupBody({ setupKey: `${TEST_SETUP_KEY}x` }));
      expect(expectErrorBody(response, 403)).toEqual(WRONG_KEY);
      expect(await allUsers(t.database)).toHaveLength(0);
    });

    it('validates the setup body with the shared schema', async () => {
      const response = await postJson(t.app, adminApiPaths.auth.setup, setupBody({ setupKey: '', password: '123' }));
      expect(expectErrorBody(response, 400).fields).toMatchObject({
        setupKey: userMessages.setupKeyRequired,
        password: userMessages.passwordMin,
      });
    });

    it('lets exactly one of 5 simultaneous setups win: one 201, four 409, one admin row', async () => {
      const bodies = Array.from({ length: 5 }, () => setupBody());
      const responses = await Promise.all(bodies.map((body) => postJson(t.app, adminApiPaths.auth.setup, body)));

      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409]);
      for (const response of responses.filter((r) => r.status === 409)) expect(expectErrorBody(response)).toEqual(SETUP_DONE);

      const winner = responses.find((response) => response.status === 201)?.body as AuthResponse;
      expect(winner.user.role).toBe('admin');
      const admins = (await allUsers(t.database)).filter((row) => row.role === 'admin');
      expect(admins).toHaveLength(1);
      expect(admins[0]?.id).toBe(winner.user._id);
      expect(admins[0]?.passwordHash).toMatch(/^scrypt\$/);

      const profile = await getWithToken(t.app, apiPaths.auth.profile, winner.token);
      expect(profile.body).toEqual({ user: winner.user });
    });

    it('then reports setup closed and refuses another setup, even with the right key', async () => {
      expect((await getWithToken(t.app, adminApiPaths.auth.status)).body).toEqual({ setupOpen: false });
      const response = await postJson(t.app, adminApiPaths.auth.setup, setupBody());
      expect(expectErrorBody(response, 409)).toEqual(SETUP_DONE);
      expect((await allUsers(t.database)).filter((row) => row.role === 'admin')).toHaveLength(1);
    });

    it('admin login accepts the admin (by username or e-mail) and refuses a citizen like a wrong password', async () => {
      const admin = (await allUsers(t.database)).find((row) => row.role === 'admin');
      for (const username of [admin?.username, admin?.email?.toUpperCase()]) {
        const ok = await postJson(t.app, adminApiPaths.auth.login, { username, password: 'clerk password' });
        expect(ok.status, ok.text).toBe(200);
        expect((ok.body as AuthResponse).user.role).toBe('admin');
      }

      const citizen = await registerUser(t.app, { password: 'citizen password' });
      const asCitizen = await postJson(t.app, adminApiPaths.auth.login, {
        username: citizen.registration.username,
        password: 'citizen password',
      });
      const wrongPassword = await postJson(t.app, adminApiPaths.auth.login, { username: admin?.username, password: 'wrong password' });
      expect(expectErrorBody(asCitizen, 401)).toEqual({ error: 'Invalid username or password' });
      expect(asCitizen.text).toBe(wrongPassword.text);
    });
  });

  describe('with a generated one-time key (ADMIN_SETUP_KEY unset)', () => {
    let t: TestApp;
    afterEach(() => t?.close());

    it('accepts the key printed at start, stores only its digest, and discards it after setup', async () => {
      t = await createTestApp(target, { env: { ADMIN_SETUP_KEY: '' } });
      const started = await prepareAdminSetup(t.database.db, t.config);
      expect(started.state).toBe('generated-key');
      const key = started.state === 'generated-key' ? started.key : '';
      expect(key.length).toBeGreaterThanOrEqual(40);

      // A second instance starting on the same database prints its own key; both work.
      const second = await prepareAdminSetup(t.database.db, t.config);
      const stored = await t.database.db.select().from(adminSetupKeys);
      expect(stored).toHaveLength(2);
      expect(JSON.stringify(stored)).not.toContain(key);

      expectErrorBody(await postJson(t.app, adminApiPaths.auth.setup, setupBody({ setupKey: TEST_SETUP_KEY })), 403);
      const response = await postJson(t.app, adminApiPaths.auth.setup, setupBody({ setupKey: key }));
      expect(response.status, response.text).toBe(201);

      expect(await t.database.db.select().from(adminSetupKeys)).toHaveLength(0);
      const secondKey = second.state === 'generated-key' ? second.key : '';
      expect(expectErrorBody(await postJson(t.app, adminApiPaths.auth.setup, setupBody({ setupKey: secondKey })), 409)).toEqual(SETUP_DONE);
      expect(await prepareAdminSetup(t.database.db, t.config)).toEqual({ state: 'completed' });
    });

    it('refuses every key when none was generated', async () => {
      t = await createTestApp(target, { env: { ADMIN_SETUP_KEY: '' } });
      const response = await postJson(t.app, adminApiPaths.auth.setup, setupBody({ setupKey: 'anything-at-all' }));
      expect(expectErrorBody(response, 403)).toEqual(WRONG_KEY);
    });
  });
});
