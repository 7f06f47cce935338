import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, TotpChallenge, TotpEnrolment } from '../../src/shared/api/auth-types';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { authEvents, users } from '../../src/server/db/schema';
import { setupAdmin } from './helpers/accounts';
import { expectErrorBody, getWithToken, postJson } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { codeFor } from './helpers/totp';
import { testDatabases } from './helpers/test-databases';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(testDatabases())('admin two-factor sign-in on %s', (target) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof setupAdmin>>;
  let enrolment: TotpEnrolment;

  const signInWithPassword = async () => {
    const response = await postJson(t.app, adminApiPaths.auth.login, {
      username: admin.registration.username,
      password: admin.registration.password,
    });
    expect(response.status, response.text).toBe(200);
    return response.body as TotpChallenge | AuthResponse;
  };

  beforeAll(async () => {
    t = await createTestApp(target);
    admin = await setupAdmin(t.app);
  });
  afterAll(() => t?.close());

  it('enrols: a secret and an otpauth URI once, stored encrypted, on only after a correct code', async () => {
    expect((await getWithToken(t.app, adminApiPaths.auth.totp, admin.token)).body).toEqual({ enabled: false });
    const started = await postJson(t.app, adminApiPaths.auth.totpEnrol, {}, bearer(admin.token));
    expect(started.status, started.text).toBe(200);
    enrolment = started.body as TotpEnrolment;
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.otpauthUri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/Citizen%20Services%20Portal:clerk_/);

    const wrong = await postJson(
      t.app,
      adminApiPaths.auth.totpConfirm,
      { code: '000000' === codeFor(enrolment.secret) ? '111111' : '000000' },
      bearer(admin.token),
    );
    expect(expectErrorBody(wrong, 400).fields).toEqual({ code: expect.stringContaining('The code is not correct') });
    expect((await getWithToken(t.app, adminApiPaths.auth.totp, admin.token)).body).toEqual({ enabled: false });

    const confirmed = await postJson(t.app, adminApiPaths.auth.totpConfirm, { code: codeFor(enrolment.secret) }, bearer(admin.token));
    expect(confirmed.status, confirmed.text).toBe(200);
    const status = await getWithToken(t.app, adminApiPaths.auth.totp, admin.token);
    expect(status.body).toEqual({ enabled: true });
    expect(status.text).not.toContain(enrolment.secret);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.user._id));
    expect(row?.totpSecret).toMatch(/^v1\./);
    expect(row?.totpSecret).not.toContain(enrolment.secret);
    expect(row?.totpPendingSecret).toBeNull();
    // Enrolling again is refused: the secret is never shown a second time.
    expectErrorBody(await postJson(t.app, adminApiPaths.auth.totpEnrol, {}, bearer(admin.token)), 409);
  });

  it('asks for the code after a correct password, on the admin and the citizen sign-in alike', async () => {
    const answer = await signInWithPassword();
    expect(answer).toEqual({ totpRequired: true, challenge: expect.any(String) });
    const viaCitizenLogin = await postJson(t.app, apiPaths.auth.login, {
      username: admin.registration.username,
      password: admin.registration.password,
    });
    expect(viaCitizenLogin.body).toEqual({ totpRequired: true, challenge: expect.any(String) });
    // The challenge opens nothing by itself.
    expectErrorBody(await getWithToken(t.app, apiPaths.auth.profile, (answer as TotpChallenge).challenge), 401);
    expectErrorBody(await postJson(t.app, apiPaths.auth.refresh, { refreshToken: (answer as TotpChallenge).challenge }), 401);
  });

  it('signs in with the code once; the same code again is refused', async () => {
    const { challenge } = (await signInWithPassword()) as TotpChallenge;
    const code = codeFor(enrolment.secret, 1);
    const ok = await postJson(t.app, adminApiPaths.auth.totpSignIn, { challenge, code });
    expect(ok.status, ok.text).toBe(200);
    const session = ok.body as AuthResponse;
    expect((await getWithToken(t.app, adminApiPaths.audit, session.token)).status).toBe(200);

    const second = (await signInWithPassword()) as TotpChallenge;
    const replay = await postJson(t.app, adminApiPaths.auth.totpSignIn, { challenge: second.challenge, code });
    expect(expectErrorBody(replay, 401).fields).toEqual({ code: expect.stringContaining('The code is not correct') });
    // An earlier step than the one used is refused too.
    expectErrorBody(
      await postJson(t.app, adminApiPaths.auth.totpSignIn, { challenge: second.challenge, code: codeFor(enrolment.secret) }),
      401,
    );
  });

  it('refuses malformed codes with a 400 and a forged challenge with a 401', async () => {
    const { challenge } = (await signInWithPassword()) as TotpChallenge;
    expect(expectErrorBody(await postJson(t.app, adminApiPaths.auth.totpSignIn, { challenge, code: '12a456' }), 400).fields).toEqual({
      code: 'Enter the 6-digit code from your authenticator app',
    });
    expectErrorBody(await postJson(t.app, adminApiPaths.auth.totpSignIn, { challenge: admin.token, code: '123456' }), 401);
  });

  it('records enrolment and failures without the secret or any code', async () => {
    const events = await t.database.db.select().from(authEvents).where(eq(authEvents.userId, admin.user._id));
    const kinds = new Set(events.map((event) => event.kind));
    for (const kind of ['admin_setup', 'totp_enrol_started', 'totp_enrolled', 'totp_failed', 'sign_in_totp_required', 'sign_in_ok'])
      expect(kinds).toContain(kind);
    expect(JSON.stringify(events)).not.toContain(enrolment.secret);
  });

  it('another admin can reset it (recovery): sessions end and the password alone signs in again', async () => {
    const otherAdmin = await postJson(t.app, apiPaths.auth.register, {
      username: 'second_clerk',
      email: 'second.clerk@example.com',
      password: 'another long phrase',
      confirmPassword: 'another long phrase',
    });
    const other = otherAdmin.body as AuthResponse;
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, other.user._id));
    const otherSession = (await postJson(t.app, adminApiPaths.auth.login, { username: 'second_clerk', password: 'another long phrase' }))
      .body as AuthResponse;

    expectErrorBody(await postJson(t.app, adminApiPaths.auth.totpReset, { username: 'second_clerk' }, bearer(otherSession.token)), 400);
    expectErrorBody(await postJson(t.app, adminApiPaths.auth.totpReset, { username: 'nobody_here' }, bearer(otherSession.token)), 404);
    const reset = await postJson(
      t.app,
      adminApiPaths.auth.totpReset,
      { username: admin.registration.username },
      bearer(otherSession.token),
    );
    expect(reset.status, reset.text).toBe(204);
    expectErrorBody(await getWithToken(t.app, apiPaths.auth.profile, admin.token), 401);
    const answer = await signInWithPassword();
    expect(answer).toMatchObject({ token: expect.any(String), user: { username: admin.registration.username } });
  });
});
