import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { users } from '../../src/server/db/schema';
import { currentUserOf } from '../../src/server/modules/auth/guards';
import { registerUser, setupAdmin } from './helpers/accounts';
import { expectErrorBody, getWithToken, request } from './helpers/http';
import { TEST_JWT_SECRET, createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { craftToken, nowInSeconds } from './helpers/tokens';

const ADMIN_PROBE = '/api/test-probe/admin';
const USER_PROBE = '/api/test-probe/user';

describe.each(testDatabases())('sessions, profile and guards on %s', (target) => {
  let t: TestApp;
  let citizen: Awaited<ReturnType<typeof registerUser>>;
  let admin: Awaited<ReturnType<typeof setupAdmin>>;

  beforeAll(async () => {
    t = await createTestApp(target, {
      // Probe routes standing in for later modules: the guard follows from the declared access.
      beforeReady: (app) => {
        app.get(ADMIN_PROBE, { config: { access: 'admin' } }, async (req) => ({ username: currentUserOf(req).username }));
        app.post(USER_PROBE, { config: { access: 'signed-in' } }, async (req) => ({ username: currentUserOf(req).username }));
      },
    });
    citizen = await registerUser(t.app);
    admin = await setupAdmin(t.app);
  });
  afterAll(() => t?.close());

  const claimsOf = (user: { _id: string; username: string; role: string }) => ({
    sub: user._id,
    aud: user.role === 'admin' ? 'portal:admin' : 'portal:citizen',
    role: user.role,
    username: user.username,
    sid: randomUUID(),
  });

  it('answers the profile loaded from the database for a valid token', async () => {
    const response = await getWithToken(t.app, apiPaths.auth.profile, citizen.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ user: citizen.user });
    expect(response.text).not.toContain('password');
  });

  it('signs HS256 access tokens with sub, audience, role, username, session id and a 15 minute lifetime', () => {
    const [header, payload] = citizen.token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ ...claimsOf(citizen.user), sid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(payload.exp - payload.iat).toBe(15 * 60);
  });

  const badTokens: Array<[string, () => string | undefined, string]> = [
    ['no Authorization header', () => undefined, 'Please sign in to continue.'],
    ['a garbage token', () => 'not.a.jwt', 'Your session is not valid. Please sign in again.'],
    ['an empty bearer', () => '', 'Your session is not valid. Please sign in again.'],
    [
      'an expired token',
      () => craftToken({ ...claimsOf(citizen.user), iat: nowInSeconds() - 7200, exp: nowInSeconds() - 3600 }, { secret: TEST_JWT_SECRET }),
      'Your session has expired. Please sign in again.',
    ],
    [
      'an unsigned token (alg none)',
      () =>
        craftToken(
          { ...claimsOf(citizen.user), iat: nowInSeconds(), iatMs: Date.now(), exp: nowInSeconds() + 3600 },
          { secret: '', alg: 'none' },
        ),
      'Your session is not valid. Please sign in again.',
    ],
    [
      'a token signed with another secret',
      () =>
        craftToken(
          { ...claimsOf(citizen.user), iat: nowInSeconds(), iatMs: Date.now(), exp: nowInSeconds() + 3600 },
          { secret: 'another-secret-another-secret-another-secret' },
        ),
      'Your session is not valid. Please sign in again.',
    ],
    [
      'a token with our secret but another algorithm (HS512)',
      () =>
        craftToken(
          { ...claimsOf(citizen.user), iat: nowInSeconds(), iatMs: Date.now(), exp: nowInSeconds() + 3600 },
          { secret: TEST_JWT_SECRET, alg: 'HS512' },
        ),
      'Your session is not valid. Please sign in again.',
    ],
    [
      'a validly signed token whose subject is not a user id',
      () =>
        craftToken(
          {
            sub: "1' or '1'='1",
            aud: 'portal:admin',
            role: 'admin',
            username: 'x',
            iat: nowInSeconds(),
            iatMs: Date.now(),
            exp: nowInSeconds() + 3600,
          },
          { secret: TEST_JWT_SECRET },
        ),
      'Your session is not valid. Please sign in again.',
    ],
    [
      'a validly signed token for an account that does not exist',
      () =>
        craftToken(
          {
            sub: '00000000-0000-4000-8000-000000000000',
            aud: 'portal:admin',
            role: 'admin',
            username: 'x',
            iat: nowInSeconds(),
            iatMs: Date.now(),
            exp: nowInSeconds() + 3600,
          },
          { secret: TEST_JWT_SECRET },
        ),
      'Your session is not valid. Please sign in again.',
    ],
  ];

  it.each(badTokens)('refuses the profile with %s: 401', async (_label, token, message) => {
    const response = await getWithToken(t.app, apiPaths.auth.profile, token());
    expect(expectErrorBody(response, 401)).toEqual({ error: message });
  });

  it('refuses a non-Bearer Authorization scheme with a 401', async () => {
    const response = await request(t.app, {
      method: 'GET',
      url: apiPaths.auth.profile,
      headers: { authorization: 'Basic YWxpY2U6c2VjcmV0' },
    });
    expectErrorBody(response, 401);
  });

  it('refuses a token whose account was deleted', async () => {
    const doomed = await registerUser(t.app);
    await t.database.db.delete(users).where(eq(users.id, doomed.user._id));
    const response = await getWithToken(t.app, apiPaths.auth.profile, doomed.token);
    expect(expectErrorBody(response, 401).error).toBe('Your session is not valid. Please sign in again.');
  });

  it('requireAdmin: 403 for a citizen, 401 without a token, 200 for an admin', async () => {
    expect(expectErrorBody(await getWithToken(t.app, ADMIN_PROBE, citizen.token), 403)).toEqual({
      error: 'This action needs an administrator account.',
    });
    expectErrorBody(await getWithToken(t.app, ADMIN_PROBE), 401);
    const ok = await getWithToken(t.app, ADMIN_PROBE, admin.token);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ username: admin.user.username });
  });

  it('requireAdmin reads the role from the database: a token from before a demotion no longer works', async () => {
    const demoted = await registerUser(t.app);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, demoted.user._id));
    const adminToken = craftToken(
      { ...claimsOf({ ...demoted.user, role: 'admin' }), iat: nowInSeconds(), iatMs: Date.now(), exp: nowInSeconds() + 600 },
      { secret: TEST_JWT_SECRET },
    );
    expect((await getWithToken(t.app, ADMIN_PROBE, adminToken)).status).toBe(200);
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, demoted.user._id));
    expectErrorBody(await getWithToken(t.app, ADMIN_PROBE, adminToken), 403);
  });

  it('requireUser runs before the body is read: an anonymous request with a bad body still gets 401', async () => {
    const response = await request(t.app, {
      method: 'POST',
      url: USER_PROBE,
      payload: '{ not json',
      headers: { 'content-type': 'application/json' },
    });
    expectErrorBody(response, 401);
    const signedIn = await request(t.app, {
      method: 'POST',
      url: USER_PROBE,
      payload: '{}',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${citizen.token}` },
    });
    expect(signedIn.body).toEqual({ username: citizen.user.username });
  });
});
