import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, TotpChallenge, TotpEnrolment } from '../../src/shared/api/auth-types';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { registerUser, setupAdmin } from './helpers/accounts';
import { expectErrorBody, postJson } from './helpers/http';
import { createTestApp, TEST_JWT_SECRET } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { craftToken, nowInSeconds } from './helpers/tokens';
import { codeFor } from './helpers/totp';

const INVALID = { error: 'Invalid username or password' };
const LOCKED = { error: 'Too many failed sign-in attempts. Please try again in 1 minute.' };

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

/**
 * A lockout that cannot be used to lock a victim out. A browser that signed in to an
 * account before holds a device token; its sign-ins count on that device, so failures from
 * anywhere else lock every other client but not the owner's own phone (decision 014).
 */
describe.each(testDatabases())('trusted devices and the lockout on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  const login = (body: Record<string, unknown>, path: string = apiPaths.auth.login) => postJson(t.app, path, body);

  /** Five wrong passwords from a client without the account's device token: the account locks. */
  async function lockFromElsewhere(username: string, path: string = apiPaths.auth.login) {
    for (let i = 0; i < 5; i++) expect(expectErrorBody(await login({ username, password: 'a wrong guess' }, path), 401)).toEqual(INVALID);
  }

  it('gives a device token at registration and sign-in, for this account, keeping the device id as it renews it', async () => {
    const person = await registerUser(t.app);
    expect(claimsOf(person.deviceToken ?? '')).toMatchObject({ aud: 'portal:device', sub: person.user._id, device: expect.any(String) });
    const { username, password } = person.registration;
    const signedIn = await login({ username, password, deviceToken: person.deviceToken });
    expect(signedIn.status, signedIn.text).toBe(200);
    const renewed = (signedIn.body as AuthResponse).deviceToken ?? '';
    expect(claimsOf(renewed).device).toBe(claimsOf(person.deviceToken ?? '').device);
    expect(Number(claimsOf(renewed).exp) - Number(claimsOf(renewed).iat)).toBe(180 * 86_400);
  });

  it("lets the owner's device in while failures from elsewhere keep the account locked for everyone else", async () => {
    const person = await registerUser(t.app);
    const { username, password } = person.registration;
    await lockFromElsewhere(username);
    expect(expectErrorBody(await login({ username, password }), 429)).toEqual(LOCKED);

    const owner = await login({ username, password, deviceToken: person.deviceToken });
    expect(owner.status, owner.text).toBe(200);
    expect((owner.body as AuthResponse).user.username).toBe(username);
    // The account's own count is untouched by the owner's success: other clients stay locked.
    expect(expectErrorBody(await login({ username, password }), 429)).toEqual(LOCKED);
  });

  it('counts failures on the trusted device itself: a thief with the phone is locked there, not the account', async () => {
    const person = await registerUser(t.app);
    const { username, password } = person.registration;
    for (let i = 0; i < 5; i++) expectErrorBody(await login({ username, password: 'a wrong guess', deviceToken: person.deviceToken }), 401);
    expect(expectErrorBody(await login({ username, password, deviceToken: person.deviceToken }), 429)).toEqual(LOCKED);
    expect((await login({ username, password })).status).toBe(200);
  });

  it("treats another account's, a forged and an expired device token as no device token", async () => {
    const person = await registerUser(t.app);
    const other = await registerUser(t.app);
    const { username, password } = person.registration;
    await lockFromElsewhere(username);
    const device = String(claimsOf(person.deviceToken ?? '').device);
    const now = nowInSeconds();
    const forged = craftToken(
      { sub: person.user._id, aud: 'portal:device', device, iat: now, iatMs: now * 1000, exp: now + 3600 },
      { secret: 'not-the-server-secret-0123456789abcdef' },
    );
    const expired = craftToken(
      { sub: person.user._id, aud: 'portal:device', device, iat: now - 7200, iatMs: (now - 7200) * 1000, exp: now - 3600 },
      { secret: TEST_JWT_SECRET },
    );
    // An access token is not a device token, even for the right account.
    for (const deviceToken of [other.deviceToken, forged, expired, person.token]) {
      expect(expectErrorBody(await login({ username, password, deviceToken }), 429)).toEqual(LOCKED);
    }
    expect((await login({ username, password, deviceToken: person.deviceToken })).status).toBe(200);
  });

  it('refuses a device token that is not text, or too long, with a clear 400', async () => {
    const person = await registerUser(t.app);
    const { username, password } = person.registration;
    expect(expectErrorBody(await login({ username, password, deviceToken: 42 }), 400).fields).toEqual({
      deviceToken: 'Device token must be text',
    });
    expect(expectErrorBody(await login({ username, password, deviceToken: 'x'.repeat(4097) }), 400).fields).toEqual({
      deviceToken: 'Device token is too long',
    });
  });

  it('an administrator with two-factor sign-in gets in from their own device, code included, while the account is locked elsewhere', async () => {
    const admin = await setupAdmin(t.app);
    const bearer = { authorization: `Bearer ${admin.token}` };
    const enrolment = (await postJson(t.app, adminApiPaths.auth.totpEnrol, {}, bearer)).body as TotpEnrolment;
    expect((await postJson(t.app, adminApiPaths.auth.totpConfirm, { code: codeFor(enrolment.secret) }, bearer)).status).toBe(200);
    const { username, password } = admin.registration;
    await lockFromElsewhere(username, adminApiPaths.auth.login);
    expect(expectErrorBody(await login({ username, password }, adminApiPaths.auth.login), 429)).toEqual(LOCKED);

    const first = await login({ username, password, deviceToken: admin.deviceToken }, adminApiPaths.auth.login);
    expect(first.status, first.text).toBe(200);
    const { challenge } = first.body as TotpChallenge;
    // The code: the next step's code, as the current one was used to confirm the enrolment.
    const second = await postJson(t.app, adminApiPaths.auth.totpSignIn, { challenge, code: codeFor(enrolment.secret, 1) });
    expect(second.status, second.text).toBe(200);
    const session = second.body as AuthResponse;
    expect(session.user.role).toBe('admin');
    expect(claimsOf(session.deviceToken ?? '').device).toBe(claimsOf(admin.deviceToken ?? '').device);
  });
});
