import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../src/shared/api/auth-types';
import { apiPaths } from '../../src/shared/api/paths';
import { authEvents, otpCodes, outboundMessages, users } from '../../src/server/db/schema';
import { registerUser } from './helpers/accounts';
import { definitionOf, submitApplication, validValues } from './helpers/certificates';
import { capturingLogger } from './helpers/capturing-logger';
import { expectCodedError, getWithToken, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { ageCodes, aMobile, codeOf, loggedSms, nthSmsTo, signInCode, wrongCodeFor } from './otp-support';

const { otpRequest, otpVerify, login } = apiPaths.auth;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const REQUESTED = { sent: true, expiresInSeconds: 600, resendAfterSeconds: 30 };

describe.each(testDatabases())('signing in with a mobile number on %s', (target) => {
  let t: TestApp;
  let lines: string[];
  beforeAll(async () => {
    const captured = capturingLogger();
    lines = captured.lines;
    t = await createTestApp(target, { logger: captured.logger, env: { PUBLIC_URL: 'https://portal.example.gov.in' } });
  });
  afterAll(async () => t?.close());

  const codesOf = (mobile: string) => t.database.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
  const eventsOf = async (userId: string) =>
    (await t.database.db.select({ kind: authEvents.kind }).from(authEvents).where(eq(authEvents.userId, userId))).map((row) => row.kind);

  it('a code for any Indian mobile number as people write it: the same 202 for a number with an account and one without, and the SMS in the log with its WebOTP line', async () => {
    const known = aMobile();
    const code = await signInCode(t.app, lines, known);
    const signedIn = await postJson(t.app, otpVerify, { mobile: known, code });
    expect(signedIn.status, signedIn.text).toBe(200);

    const unknown = aMobile();
    const answers = await Promise.all(
      [known, unknown].map((mobile) => postJson(t.app, otpRequest, { mobile: `+91 ${mobile.slice(0, 5)}-${mobile.slice(5)}` })),
    );
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(202);
      expect(answer.body).toEqual(REQUESTED);
    }
    expect(answers[0]?.text).toBe(answers[1]?.text);
    const sms = await nthSmsTo(lines, unknown, 1);
    expect(sms.body).toMatch(/^Your code to sign in to the Municipality portal\. .*\n@portal\.example\.gov\.in #\d{6}$/);
    expect(JSON.parse(sms.line)).toMatchObject({ message: { channel: 'sms', to: unknown } });
    // The number is kept as its ten digits, the code only as its digest.
    const [row] = await codesOf(unknown);
    expect(row?.mobile).toBe(unknown);
    expect(row?.codeDigest).not.toContain(codeOf(sms.body));
    // Never logged anywhere but in the SMS itself.
    expect(lines.filter((line) => line.includes(codeOf(sms.body)))).toEqual([sms.line]);

    for (const written of [`0${unknown}`, `0091${unknown}`, `(${unknown.slice(0, 5)}) ${unknown.slice(5)}`]) {
      const again = await postJson(t.app, otpRequest, { mobile: written });
      expect(again.status, again.text).toBe(202);
    }
    // Each was the same number, within its resend time: no other code was made.
    expect(await codesOf(unknown)).toHaveLength(1);
  });

  it('anything that is not an Indian mobile number is a 400 naming the field, and nothing is sent', async () => {
    const sentBefore = loggedSms(lines).length;
    for (const mobile of ['12345', '5876543210', '98765432101', 'abcdefghij', '+1 202 555 0100', '', 9876543210, null]) {
      const answer = await postJson(t.app, otpRequest, { mobile });
      const body = expectCodedError(answer, 400);
      expect(body.code, answer.text).toBe('validation_failed');
      expect(Object.keys(body.fields ?? {})).toEqual(['mobile']);
    }
    const verify = expectCodedError(await postJson(t.app, otpVerify, { mobile: '12345', code: '123456' }), 400);
    expect(Object.keys(verify.fields ?? {})).toEqual(['mobile']);
    expect(loggedSms(lines)).toHaveLength(sentBefore);
  });

  it('a code with letters, or not six digits, is a 400 that uses no try; wrong codes say how many tries are left, and the fifth uses the code up', async () => {
    const mobile = aMobile();
    const code = await signInCode(t.app, lines, mobile);
    for (const typed of ['12a456', '12345', '1234567', ' 123456', '１２３４５６']) {
      const body = expectCodedError(await postJson(t.app, otpVerify, { mobile, code: typed }), 400);
      expect(body.code).toBe('validation_failed');
      expect(Object.keys(body.fields ?? {})).toEqual(['code']);
    }
    const wrong = wrongCodeFor(code);
    for (const triesLeft of [4, 3, 2, 1]) {
      // Every other try in Tamil: the answer's own words, in the page's language, and no vaguer field message.
      const language = triesLeft % 2 === 0 ? 'ta' : 'en';
      const body = expectCodedError(await postJson(t.app, otpVerify, { mobile, code: wrong }, { 'accept-language': language }), 400);
      expect(body).toMatchObject({ code: 'otp.wrong_code', values: { triesLeft } });
      expect(body.fields).toBeUndefined();
      expect(body.error).toMatch(language === 'ta' ? /[\u0B80-\u0BFF]/ : /^The code/);
    }
    const fifth = await postJson(t.app, otpVerify, { mobile, code: wrong });
    expect(expectCodedError(fifth, 429).code).toBe('otp.used_up');
    // Used up: the right code no longer works either.
    expect(expectCodedError(await postJson(t.app, otpVerify, { mobile, code }), 429).code).toBe('otp.used_up');
    // In Tamil, as the page asks.
    const tamil = await postJson(t.app, otpVerify, { mobile, code }, { 'accept-language': 'ta' });
    expect(expectCodedError(tamil, 429).error).toMatch(/புதிய குறியீட்டைக் கேளுங்கள்/);

    // A new code (after the resend time) works, with its five tries.
    await ageCodes(t, mobile, 31);
    const next = await signInCode(t.app, lines, mobile);
    expect((await postJson(t.app, otpVerify, { mobile, code: next })).status).toBe(200);
  });

  it('a code works ten minutes and once; the code before a newer one no longer works', async () => {
    const mobile = aMobile();
    const first = await signInCode(t.app, lines, mobile);
    await ageCodes(t, mobile, 31);
    const second = await signInCode(t.app, lines, mobile);
    if (first !== second)
      expect(expectCodedError(await postJson(t.app, otpVerify, { mobile, code: first }), 400).code).toBe('otp.wrong_code');

    await ageCodes(t, mobile, 600);
    const expired = expectCodedError(await postJson(t.app, otpVerify, { mobile, code: second }), 400);
    expect(expired.code).toBe('otp.expired');

    const third = await signInCode(t.app, lines, mobile);
    expect((await postJson(t.app, otpVerify, { mobile, code: third })).status).toBe(200);
    // Used: the same answer as an expired code.
    expect(expectCodedError(await postJson(t.app, otpVerify, { mobile, code: third }), 400).code).toBe('otp.expired');
    // A number that was sent no code.
    expect(expectCodedError(await postJson(t.app, otpVerify, { mobile: aMobile(), code: '123456' }), 400).code).toBe('otp.expired');
  });

  it('a number with no account gets a citizen account with a name to change and no email or password; the next sign-in is the same account', async () => {
    const mobile = aMobile();
    const tamil = { 'accept-language': 'ta' };
    const signedIn = await postJson(t.app, otpVerify, { mobile, code: await signInCode(t.app, lines, mobile, tamil) }, tamil);
    expect(signedIn.status, signedIn.text).toBe(200);
    const answer = signedIn.body as AuthResponse;
    expect(answer.token).toEqual(expect.any(String));
    expect(answer.refreshToken).toEqual(expect.any(String));
    expect(answer.deviceToken).toEqual(expect.any(String));
    expect(answer.user).toMatchObject({ username: expect.stringMatching(/^user_[0-9a-f]{8}$/), email: '', role: 'user', language: 'ta' });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, answer.user._id));
    expect(row).toMatchObject({ email: null, passwordHash: null, mobile, mobileVerifiedAt: expect.any(Date) });
    expect(await eventsOf(answer.user._id)).toEqual(expect.arrayContaining(['register_by_mobile', 'otp_sign_in_ok']));

    // Its profile says what it has; no password sign-in works for it.
    const profile = await getWithToken(t.app, apiPaths.me.profile, answer.token);
    expect(profile.body).toMatchObject({ email: '', mobile, mobileVerified: true, hasPassword: false, notifyBySms: true });
    for (const password of ['', 'correct horse battery', 'no account has this password']) {
      const refused = await postJson(t.app, login, { username: answer.user.username, password });
      expect([400, 401]).toContain(refused.status);
    }
    // Its number is its way in: not removed nor replaced by typing another; no email without a password first.
    const patch = (body: unknown) =>
      request(t.app, {
        method: 'PATCH',
        url: apiPaths.me.profile,
        payload: JSON.stringify(body),
        headers: { ...bearer(answer.token), 'content-type': 'application/json' },
      });
    expect(expectCodedError(await patch({ mobile: '' }), 409).code).toBe('auth.mobile_required');
    expect(expectCodedError(await patch({ mobile: aMobile() }), 409).code).toBe('auth.mobile_required');
    expect(expectCodedError(await patch({ email: 'someone@example.com', currentPassword: 'x' }), 400).code).toBe('auth.password_not_set');
    expect((await patch({ language: 'en' })).status).toBe(200);

    await ageCodes(t, mobile, 31);
    const again = await postJson(t.app, otpVerify, { mobile, code: await signInCode(t.app, lines, mobile) });
    expect((again.body as AuthResponse).user._id).toBe(answer.user._id);
    expect(await t.database.db.select().from(users).where(eq(users.mobile, mobile))).toHaveLength(1);
  });

  it('its messages go by SMS to the confirmed number, none by email', async () => {
    const mobile = aMobile();
    const { token } = (await postJson(t.app, otpVerify, { mobile, code: await signInCode(t.app, lines, mobile) })).body as AuthResponse;
    const income = definitionOf('income');
    const submitted = await submitApplication(t.app, income, {
      values: validValues(income, { mobile: '9812345671' }),
      headers: bearer(token),
    });
    expect(submitted.status, submitted.text).toBe(201);
    const { id } = submitted.body as { id: string };
    const queued = await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.recordId, id));
    expect(queued.map((row) => [row.channel, row.recipient])).toEqual([['sms', mobile]]);
  });

  it('at most three codes to a number in fifteen minutes: then 429 with Retry-After, the same for a number with an account and one without', async () => {
    const mobile = aMobile();
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await postJson(t.app, otpRequest, { mobile })).status).toBe(202);
      await ageCodes(t, mobile, 60);
    }
    const refused = await postJson(t.app, otpRequest, { mobile });
    const body = expectCodedError(refused, 429);
    expect(body.code).toBe('otp.too_many_codes');
    // The first of the three was sent three minutes ago: it leaves the window in twelve.
    expect(body.values).toEqual({ minutes: 12 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(11 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(12 * 60);
    // A new password for the same number counts against the same codes.
    expect(expectCodedError(await postJson(t.app, apiPaths.auth.passwordResetSms, { mobile }), 429).code).toBe('otp.too_many_codes');
    expect(await codesOf(mobile)).toHaveLength(3);
    await ageCodes(t, mobile, 12 * 60);
    expect((await postJson(t.app, otpRequest, { mobile })).status).toBe(202);
  });

  it('every request, sign-in and failure is an auth event, without the code', async () => {
    const mobile = aMobile();
    const code = await signInCode(t.app, lines, mobile);
    await postJson(t.app, otpVerify, { mobile, code: wrongCodeFor(code) });
    const { user } = (await postJson(t.app, otpVerify, { mobile, code })).body as AuthResponse;
    const kinds = (await t.database.db.select({ kind: authEvents.kind }).from(authEvents)).map((row) => row.kind);
    expect(kinds).toEqual(expect.arrayContaining(['otp_requested', 'otp_failed', 'otp_sign_in_ok', 'register_by_mobile']));
    expect(await eventsOf(user._id)).toContain('otp_sign_in_ok');
  });

  it('a password account works as before, adds a number with a code, and then signs in either way', async () => {
    const citizen = await registerUser(t.app);
    const mobile = aMobile();
    const asked = await postJson(t.app, apiPaths.me.mobile, { mobile: `+91-${mobile}` }, bearer(citizen.token));
    expect(asked.status, asked.text).toBe(202);
    expect(asked.body).toEqual(REQUESTED);
    const sms = await nthSmsTo(lines, mobile, 1);
    expect(sms.body).toMatch(/^Your code to add this number/);
    const code = codeOf(sms.body);
    expect(
      expectCodedError(await postJson(t.app, apiPaths.me.mobileConfirm, { code: wrongCodeFor(code) }, bearer(citizen.token)), 400),
    ).toMatchObject({
      code: 'otp.wrong_code',
      values: { triesLeft: 4 },
    });
    const confirmed = await postJson(t.app, apiPaths.me.mobileConfirm, { code }, bearer(citizen.token));
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toMatchObject({ mobile, mobileVerified: true, hasPassword: true, email: citizen.registration.email });
    expect(await eventsOf(citizen.user._id)).toContain('mobile_verified');

    const byPassword = await postJson(t.app, login, { username: citizen.registration.username, password: citizen.registration.password });
    expect(byPassword.status).toBe(200);
    const byCode = await postJson(t.app, otpVerify, { mobile, code: await signInCode(t.app, lines, mobile) });
    expect((byCode.body as AuthResponse).user._id).toBe(citizen.user._id);

    // Another account cannot have it.
    const other = await registerUser(t.app);
    const taken = expectCodedError(await postJson(t.app, apiPaths.me.mobile, { mobile }, bearer(other.token)), 409);
    expect(taken).toMatchObject({ code: 'auth.mobile_taken', fields: { mobile: expect.any(String) } });
    // Typing another number on the profile leaves it unconfirmed: it signs in to nothing.
    const typed = aMobile();
    const patched = await request(t.app, {
      method: 'PATCH',
      url: apiPaths.me.profile,
      payload: JSON.stringify({ mobile: typed }),
      headers: { ...bearer(citizen.token), 'content-type': 'application/json' },
    });
    expect(patched.body).toMatchObject({ mobile: typed, mobileVerified: false });
    const stranger = await postJson(t.app, otpVerify, { mobile: typed, code: await signInCode(t.app, lines, typed) });
    expect((stranger.body as AuthResponse).user._id).not.toBe(citizen.user._id);
  });

  it('a forgotten password by SMS: 202 for any number, a code only to a confirmed one, and the new password ends every session', async () => {
    const mobile = aMobile();
    const first = (await postJson(t.app, otpVerify, { mobile, code: await signInCode(t.app, lines, mobile) })).body as AuthResponse;
    await ageCodes(t, mobile, 31);
    const second = (await postJson(t.app, otpVerify, { mobile, code: await signInCode(t.app, lines, mobile) })).body as AuthResponse;
    await ageCodes(t, mobile, 31);

    const unknown = aMobile();
    const answers = await Promise.all(
      [mobile, unknown].map((number) => postJson(t.app, apiPaths.auth.passwordResetSms, { mobile: number })),
    );
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [202, REQUESTED],
      [202, REQUESTED],
    ]);
    const sms = await nthSmsTo(lines, mobile, 3);
    expect(sms.body).toMatch(/^Your code to set a new password/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loggedSms(lines).filter((logged) => logged.to === unknown)).toEqual([]);

    const reset = (body: unknown) => postJson(t.app, apiPaths.auth.passwordResetSmsConfirm, body);
    const code = codeOf(sms.body);
    expect(expectCodedError(await reset({ mobile, code, password: 'short' }), 400).code).toBe('validation_failed');
    expect(expectCodedError(await reset({ mobile, code, password: '12345678' }), 400).code).toBe('auth.password_too_common');
    expect(expectCodedError(await reset({ mobile: unknown, code: '123456', password: 'a new long passphrase' }), 400).code).toMatch(
      /^otp\./,
    );
    const done = await reset({ mobile, code, password: 'a new long passphrase' });
    expect(done.status, done.text).toBe(200);
    expect(done.body).toEqual({ passwordChanged: true });
    expect(expectCodedError(await reset({ mobile, code, password: 'another long passphrase' }), 400).code).toBe('otp.expired');

    for (const session of [first, second]) {
      expect((await getWithToken(t.app, apiPaths.me.profile, session.token)).status).toBe(401);
      expect((await postJson(t.app, apiPaths.auth.refresh, { refreshToken: session.refreshToken })).status).toBe(401);
    }
    const byPassword = await postJson(t.app, login, { username: first.user.username, password: 'a new long passphrase' });
    expect(byPassword.status, byPassword.text).toBe(200);
    const [row] = await t.database.db
      .select({ kinds: authEvents.kind })
      .from(authEvents)
      .where(and(eq(authEvents.userId, first.user._id), eq(authEvents.kind, 'password_changed')));
    expect(row).toBeDefined();
  });
});

describe.each(testDatabases())('the limit of code requests per client address on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { AUTH_RATE_LIMIT_MAX: '3' } });
  });
  afterAll(async () => t?.close());

  it('a fourth request in a minute from one address is 429 rate_limited, whatever the number; another address is not held up', async () => {
    const from = (remoteAddress: string, mobile: string) =>
      request(t.app, {
        method: 'POST',
        url: otpRequest,
        payload: JSON.stringify({ mobile }),
        headers: { 'content-type': 'application/json' },
        remoteAddress,
      });
    for (let sent = 0; sent < 3; sent += 1) expect((await from('203.0.113.7', aMobile())).status).toBe(202);
    const refused = await from('203.0.113.7', aMobile());
    expect(expectCodedError(refused, 429).code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await from('198.51.100.20', aMobile())).status).toBe(202);
  });
});
