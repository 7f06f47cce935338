import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { outboundMessages, passwordResetTokens, users } from '../../src/server/db/schema';
import { registerUser } from './helpers/accounts';
import { definitionOf, submitApplication } from './helpers/certificates';
import { expectCodedError, getWithToken, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { startTestSmtp } from './helpers/test-smtp';
import type { TestSmtp } from './helpers/test-smtp';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const patchProfile = (t: TestApp, token: string, payload: unknown) => request(t.app, { method: 'PATCH', url: apiPaths.me.profile, payload: JSON.stringify(payload), headers: { ...bearer(token), 'content-type': 'application/json' } });

/** The token of the link in the newest email to `to`. */
async function linkTokenFor(smtp: TestSmtp, to: string, count: number): Promise<string> {
  await smtp.waitFor(count);
  const mail = smtp.received.filter((message) => message.to === to).at(-1);
  const token = /\/reset-password#([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`No reset link in ${JSON.stringify(mail)}`);
  return token;
}

describe.each(testDatabases())('the account page and forgotten passwords on %s', (target) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(target, { env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.example.gov.in' } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('reads and changes the contact details, language and message choices; refuses bad values with their codes', async () => {
    const citizen = await registerUser(t.app);
    const first = await getWithToken(t.app, apiPaths.me.profile, citizen.token);
    expect(first.body).toEqual({ username: citizen.registration.username, email: citizen.registration.email, pendingEmail: null, mobile: null, language: null, notifyByEmail: true, notifyBySms: true });
    const changed = await patchProfile(t, citizen.token, { mobile: '9876543210', language: 'ta', notifyByEmail: false });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ mobile: '9876543210', language: 'ta', notifyByEmail: false, notifyBySms: true });

    const bad = await patchProfile(t, citizen.token, { mobile: '12345', language: 'fr', notifyBySms: 'maybe' });
    expect(expectCodedError(bad, 400).fieldCodes).toMatchObject({ mobile: 'matches', language: 'oneOf', notifyBySms: 'typeError' });
    const other = await registerUser(t.app);
    const taken = await patchProfile(t, citizen.token, { email: other.registration.email.toUpperCase(), currentPassword: citizen.registration.password });
    expect(expectCodedError(taken, 409).code).toBe('auth.email_taken');
    expect((await getWithToken(t.app, apiPaths.me.profile, citizen.token)).body).toMatchObject({ email: citizen.registration.email, mobile: '9876543210' });

    // Email off: an application's news goes by SMS only, to the account's number when the form's is the same.
    const submitted = await submitApplication(t.app, definitionOf('death'), { headers: bearer(citizen.token) });
    expect(submitted.status, submitted.text).toBe(201);
    const rows = await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.recordId, (submitted.body as { id: string }).id));
    expect(rows.map((row) => row.channel)).toEqual(['sms']);
    expect(rows[0]?.language).toBe('ta');
  });

  it('signs out of every device: every token of the account stops working', async () => {
    const citizen = await registerUser(t.app);
    const second = await postJson(t.app, apiPaths.auth.login, { username: citizen.registration.username, password: citizen.registration.password });
    expect(second.status).toBe(200);
    const ended = await postJson(t.app, apiPaths.auth.logoutEverywhere, { refreshToken: citizen.refreshToken }, bearer(citizen.token));
    expect(ended.status).toBe(204);
    expect((await getWithToken(t.app, apiPaths.me.profile, citizen.token)).status).toBe(401);
    expect((await getWithToken(t.app, apiPaths.me.profile, (second.body as { token: string }).token)).status).toBe(401);
    expect((await postJson(t.app, apiPaths.auth.refresh, { refreshToken: citizen.refreshToken })).status).toBe(401);
  });

  it('a reset link by email: the same 202 for an unknown address, the link works once, and every session ends', async () => {
    const citizen = await registerUser(t.app);
    const before = smtp.received.length;
    const unknown = await postJson(t.app, apiPaths.auth.passwordReset, { email: 'nobody.here@example.com' });
    const known = await postJson(t.app, apiPaths.auth.passwordReset, { email: citizen.registration.email.toUpperCase() });
    expect([unknown.status, known.status]).toEqual([202, 202]);
    expect(unknown.text).toBe(known.text);
    const token = await linkTokenFor(smtp, citizen.registration.email, before + 1);
    expect(smtp.received.length).toBe(before + 1);
    const [stored] = await t.database.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, citizen.user._id));
    expect(stored?.tokenDigest).not.toContain(token);
    expect((stored?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect((stored?.expiresAt.getTime() ?? 0) - Date.now()).toBeLessThanOrEqual(30 * 60_000);

    const mismatch = await postJson(t.app, apiPaths.auth.passwordResetConfirm, { token, password: 'a new long passphrase', confirmPassword: 'something else' });
    expect(mismatch.status).toBe(400);
    const confirmed = await postJson(t.app, apiPaths.auth.passwordResetConfirm, { token, password: 'a new long passphrase', confirmPassword: 'a new long passphrase' });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((await getWithToken(t.app, apiPaths.me.profile, citizen.token)).status).toBe(401);
    const again = await postJson(t.app, apiPaths.auth.passwordResetConfirm, { token, password: 'another long passphrase', confirmPassword: 'another long passphrase' });
    expect(expectCodedError(again, 400).code).toBe('auth.reset_link_invalid');
    const signIn = await postJson(t.app, apiPaths.auth.login, { username: citizen.registration.username, password: 'a new long passphrase' });
    expect(signIn.status).toBe(200);
  });

  it('a link older than 30 minutes is refused and changes nothing', async () => {
    const citizen = await registerUser(t.app);
    const before = smtp.received.length;
    expect((await postJson(t.app, apiPaths.auth.passwordReset, { email: citizen.registration.email })).status).toBe(202);
    const token = await linkTokenFor(smtp, citizen.registration.email, before + 1);
    await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetTokens.userId, citizen.user._id));
    const late = await postJson(t.app, apiPaths.auth.passwordResetConfirm, { token, password: 'a new long passphrase', confirmPassword: 'a new long passphrase' });
    expect(expectCodedError(late, 400).code).toBe('auth.reset_link_invalid');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, citizen.user._id));
    expect(user?.tokensValidAfter).toBeNull();
    expect((await getWithToken(t.app, apiPaths.me.profile, citizen.token)).status).toBe(200);
  });
});
