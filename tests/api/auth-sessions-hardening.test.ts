import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../src/shared/api/auth-types';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { authEvents, endedSessions, users } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import type { Registration } from './helpers/accounts';
import { expectErrorBody, getWithToken, postJson } from './helpers/http';
import { TEST_JWT_SECRET, createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { craftToken, nowInSeconds } from './helpers/tokens';

const SESSION_ENDED = { error: 'Your session has ended. Please sign in again.' };
const INVALID_SESSION = { error: 'Your session is not valid. Please sign in again.' };

const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Session = Pick<AuthResponse, 'token' | 'refreshToken'>;

describe.each(testDatabases())('session renewal, revocation and audiences on %s', (target) => {
  let t: TestApp;
  let citizen: Awaited<ReturnType<typeof registerUser>>;
  let admin: Awaited<ReturnType<typeof setupAdmin>>;

  beforeAll(async () => {
    t = await createTestApp(target);
    citizen = await registerUser(t.app);
    admin = await setupAdmin(t.app);
  });
  afterAll(() => t?.close());

  /** Signs the person in, which the portal must accept: a session of its own, as from a second device. */
  async function signIn(person: { registration: Registration }, password = person.registration.password): Promise<AuthResponse> {
    const response = await postJson(t.app, apiPaths.auth.login, { username: person.registration.username, password });
    expect(response.status, response.text).toBe(200);
    return response.body as AuthResponse;
  }

  /** The session goes on: its access token opens the profile, its renewal token renews it. */
  async function expectSessionWorks(session: Session) {
    expect((await getWithToken(t.app, apiPaths.auth.profile, session.token)).status).toBe(200);
    expect((await postJson(t.app, apiPaths.auth.refresh, { refreshToken: session.refreshToken })).status).toBe(200);
  }

  /** The session is over: neither its access token nor its renewal token is taken any more. */
  async function expectSessionEnded(session: Session) {
    expect(expectErrorBody(await getWithToken(t.app, apiPaths.auth.profile, session.token), 401)).toEqual(SESSION_ENDED);
    expect(expectErrorBody(await postJson(t.app, apiPaths.auth.refresh, { refreshToken: session.refreshToken }), 401)).toEqual(
      SESSION_ENDED,
    );
  }

  it('gives citizens and admins tokens of distinct audiences, and a renewal token of its own', () => {
    expect(payloadOf(citizen.token)).toMatchObject({ aud: 'portal:citizen', role: 'user' });
    expect(payloadOf(admin.token)).toMatchObject({ aud: 'portal:admin', role: 'admin' });
    expect(payloadOf(citizen.refreshToken)).toMatchObject({ aud: 'portal:refresh', sub: citizen.user._id });
    const refresh = payloadOf(citizen.refreshToken);
    expect(Number(refresh.exp) - Number(refresh.iat)).toBe(30 * 86_400);
    const adminRefresh = payloadOf(admin.refreshToken);
    expect(Number(adminRefresh.exp) - Number(adminRefresh.authTime)).toBe(12 * 3600);
  });

  it('refuses a citizen token on an admin route', async () => {
    expectErrorBody(await getWithToken(t.app, adminApiPaths.audit, citizen.token), 403);
    expect((await getWithToken(t.app, adminApiPaths.audit, admin.token)).status).toBe(200);
  });

  it('keeps the profile open to both audiences (session restore for citizens and clerks)', async () => {
    expect((await getWithToken(t.app, apiPaths.auth.profile, citizen.token)).body).toEqual({ user: citizen.user });
    expect((await getWithToken(t.app, apiPaths.auth.profile, admin.token)).body).toEqual({ user: admin.user });
  });

  it('refuses an admin-audience token for a citizen account and a citizen-audience one to reach admin routes', async () => {
    const forged = craftToken(
      {
        sub: citizen.user._id,
        aud: 'portal:admin',
        role: 'user',
        username: citizen.user.username,
        iat: nowInSeconds(),
        iatMs: Date.now(),
        exp: nowInSeconds() + 600,
      },
      { secret: TEST_JWT_SECRET },
    );
    expect(expectErrorBody(await getWithToken(t.app, apiPaths.auth.profile, forged), 401)).toEqual(INVALID_SESSION);
    const citizenAudienceAdmin = craftToken(
      {
        sub: admin.user._id,
        aud: 'portal:citizen',
        role: 'admin',
        username: admin.user.username,
        iat: nowInSeconds(),
        iatMs: Date.now(),
        exp: nowInSeconds() + 600,
      },
      { secret: TEST_JWT_SECRET },
    );
    expectErrorBody(await getWithToken(t.app, adminApiPaths.audit, citizenAudienceAdmin), 401);
  });

  it.each([
    ['a renewal token', () => citizen.refreshToken],
    [
      'a token without an audience',
      () =>
        craftToken(
          {
            sub: citizen.user._id,
            role: 'user',
            username: citizen.user.username,
            iat: nowInSeconds(),
            iatMs: Date.now(),
            exp: nowInSeconds() + 600,
          },
          { secret: TEST_JWT_SECRET },
        ),
    ],
    [
      'a token without a session id',
      () =>
        craftToken(
          {
            sub: citizen.user._id,
            aud: 'portal:citizen',
            role: 'user',
            username: citizen.user.username,
            iat: nowInSeconds(),
            iatMs: Date.now(),
            exp: nowInSeconds() + 600,
          },
          { secret: TEST_JWT_SECRET },
        ),
    ],
    [
      'a token without an expiry',
      () =>
        craftToken(
          {
            sub: citizen.user._id,
            aud: 'portal:citizen',
            role: 'user',
            username: citizen.user.username,
            iat: nowInSeconds(),
            iatMs: Date.now(),
          },
          { secret: TEST_JWT_SECRET },
        ),
    ],
    ['an unsigned token (alg none)', () => craftToken({ ...payloadOf(citizen.token) }, { secret: '', alg: 'none' })],
    ['our claims signed with HS512', () => craftToken({ ...payloadOf(citizen.token) }, { secret: TEST_JWT_SECRET, alg: 'HS512' })],
  ])('refuses %s as a bearer token', async (_label, token) => {
    expect(expectErrorBody(await getWithToken(t.app, apiPaths.auth.profile, token()), 401)).toEqual(INVALID_SESSION);
  });

  it('renews an expired access token with the renewal token, reading the account again', async () => {
    const person = await registerUser(t.app);
    const expired = craftToken(
      { ...payloadOf(person.token), iat: nowInSeconds() - 1000, exp: nowInSeconds() - 100 },
      { secret: TEST_JWT_SECRET },
    );
    expectErrorBody(await getWithToken(t.app, apiPaths.auth.profile, expired), 401);
    const renewed = await postJson(t.app, apiPaths.auth.refresh, { refreshToken: person.refreshToken });
    expect(renewed.status, renewed.text).toBe(200);
    const body = renewed.body as AuthResponse;
    expect(body.user).toEqual(person.user);
    expect((await getWithToken(t.app, apiPaths.auth.profile, body.token)).body).toEqual({ user: person.user });
  });

  it('refuses to renew with an access token, a garbage token or an expired renewal token', async () => {
    expectErrorBody(await postJson(t.app, apiPaths.auth.refresh, { refreshToken: citizen.token }), 401);
    expectErrorBody(await postJson(t.app, apiPaths.auth.refresh, { refreshToken: 'x.y.z' }), 401);
    const stale = craftToken(
      { ...payloadOf(citizen.refreshToken), iat: nowInSeconds() - 1000, exp: nowInSeconds() - 10 },
      { secret: TEST_JWT_SECRET },
    );
    expect(expectErrorBody(await postJson(t.app, apiPaths.auth.refresh, { refreshToken: stale }), 401).error).toBe(
      'Your session has expired. Please sign in again.',
    );
    expectErrorBody(await postJson(t.app, apiPaths.auth.refresh, {}), 400);
  });

  it('refuses to renew a citizen session as an admin one after a promotion: that needs the admin sign-in', async () => {
    const promoted = await registerUser(t.app);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, promoted.user._id));
    expect(expectErrorBody(await postJson(t.app, apiPaths.auth.refresh, { refreshToken: promoted.refreshToken }), 401)).toEqual(
      SESSION_ENDED,
    );
  });

  it('logout ends that session at once, renewals of it included, and no other; it is recorded', async () => {
    const person = await registerUser(t.app);
    const signedIn = await signIn(person);
    const renewed = (await postJson(t.app, apiPaths.auth.refresh, { refreshToken: signedIn.refreshToken })).body as AuthResponse;
    expect(payloadOf(renewed.token).sid).toBe(payloadOf(signedIn.token).sid);
    const out = await postJson(t.app, apiPaths.auth.logout, { refreshToken: signedIn.refreshToken });
    expect(out.status).toBe(204);
    await expectSessionEnded(signedIn);
    await expectSessionEnded(renewed);
    // The registration's session (a phone, while the logout was at an office kiosk) goes on.
    expect(payloadOf(person.token).sid).not.toBe(payloadOf(signedIn.token).sid);
    await expectSessionWorks(person);
    const [ended] = await t.database.db
      .select()
      .from(endedSessions)
      .where(eq(endedSessions.sessionId, String(payloadOf(signedIn.token).sid)));
    expect(ended?.userId).toBe(person.user._id);
    // Signing in again works at once, in the same second.
    const again = await signIn(person);
    expect((await getWithToken(t.app, apiPaths.auth.profile, again.token)).status).toBe(200);
    const events = await t.database.db.select().from(authEvents).where(eq(authEvents.userId, person.user._id));
    expect(events.map((event) => event.kind).sort()).toEqual(['logout', 'register', 'sign_in_ok', 'sign_in_ok']);
    // A void token has nothing left to end: still 204, nothing recorded.
    expect((await postJson(t.app, apiPaths.auth.logout, { refreshToken: signedIn.refreshToken })).status).toBe(204);
    expect((await postJson(t.app, apiPaths.auth.logout, { refreshToken: 'garbage' })).status).toBe(204);
  });

  it('a password change ends every other session and answers a working new one', async () => {
    const person = await registerUser(t.app);
    const other = await signIn(person);
    const changePassword = (currentPassword: string, password: string) =>
      postJson(t.app, apiPaths.auth.password, { currentPassword, password, confirmPassword: password }, bearer(person.token));
    const wrong = await changePassword('not it at all', 'a brand new phrase');
    expect(expectErrorBody(wrong, 400).fields).toEqual({ currentPassword: 'Your current password is not correct' });
    const common = await changePassword(person.registration.password, 'Sunshine');
    expect(expectErrorBody(common, 400).fields).toEqual({ password: 'This password is too common' });

    const changed = await changePassword(person.registration.password, 'a brand new phrase');
    expect(changed.status, changed.text).toBe(200);
    await expectSessionWorks(changed.body as AuthResponse);
    await expectSessionEnded(person);
    await expectSessionEnded(other);
    expectErrorBody(
      await postJson(t.app, apiPaths.auth.login, { username: person.registration.username, password: person.registration.password }),
      401,
    );
    await signIn(person, 'a brand new phrase');
  });
});
