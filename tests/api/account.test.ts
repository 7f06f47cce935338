import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { outboundMessages, passwordResetTokens, users } from '../../src/server/db/schema';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { sendTimeSecretPlaceholder } from '../../src/server/modules/notifications/send-time-secrets';
import { registerUser, setupAdmin } from './helpers/accounts';
import { definitionOf, submitApplication } from './helpers/certificates';
import { expectCodedError, getWithToken, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { capturingLogger } from './helpers/capturing-logger';
import { testDatabases } from './helpers/test-databases';
import { startTestSmtp } from './helpers/test-smtp';
import type { TestSmtp } from './helpers/test-smtp';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const patchProfile = (t: TestApp, token: string, payload: unknown) =>
  request(t.app, {
    method: 'PATCH',
    url: apiPaths.me.profile,
    payload: JSON.stringify(payload),
    headers: { ...bearer(token), 'content-type': 'application/json' },
  });

/** The token of the link in the newest email to `to`. */
/** The account's reset emails as queued, once the worker has sent them all. */
async function resetRowsOf(t: TestApp, userId: string, count: number) {
  const until = Date.now() + 20_000;
  for (;;) {
    const rows = await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.recordId, userId));
    if (rows.length === count && rows.every((row) => row.state === 'sent')) return rows;
    if (Date.now() > until) throw new Error(`Reset emails of ${userId} not sent: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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
    expect(first.body).toEqual({
      username: citizen.registration.username,
      email: citizen.registration.email,
      pendingEmail: null,
      mobile: null,
      mobileVerified: false,
      hasPassword: true,
      language: null,
      notifyByEmail: true,
      notifyBySms: true,
    });
    const changed = await patchProfile(t, citizen.token, { mobile: '9876543210', language: 'ta', notifyByEmail: false });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ mobile: '9876543210', language: 'ta', notifyByEmail: false, notifyBySms: true });

    const bad = await patchProfile(t, citizen.token, { mobile: '12345', language: 'fr', notifyBySms: 'maybe' });
    expect(expectCodedError(bad, 400).fieldCodes).toMatchObject({ mobile: 'matches', language: 'oneOf', notifyBySms: 'typeError' });
    const other = await registerUser(t.app);
    const taken = await patchProfile(t, citizen.token, {
      email: other.registration.email.toUpperCase(),
      currentPassword: citizen.registration.password,
    });
    expect(expectCodedError(taken, 409).code).toBe('auth.email_taken');
    expect((await getWithToken(t.app, apiPaths.me.profile, citizen.token)).body).toMatchObject({
      email: citizen.registration.email,
      mobile: '9876543210',
    });

    // Email off: an application's news goes by SMS only, to the account's number when the form's is the same.
    const submitted = await submitApplication(t.app, definitionOf('death'), { headers: bearer(citizen.token) });
    expect(submitted.status, submitted.text).toBe(201);
    const rows = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recordId, (submitted.body as { id: string }).id));
    expect(rows.map((row) => row.channel)).toEqual(['sms']);
    expect(rows[0]?.language).toBe('ta');
  });

  it('signs out of every device: every token of the account stops working', async () => {
    const citizen = await registerUser(t.app);
    const second = await postJson(t.app, apiPaths.auth.login, {
      username: citizen.registration.username,
      password: citizen.registration.password,
    });
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

    const mismatch = await postJson(t.app, apiPaths.auth.passwordResetConfirm, {
      token,
      password: 'a new long passphrase',
      confirmPassword: 'something else',
    });
    expect(mismatch.status).toBe(400);
    const confirmed = await postJson(t.app, apiPaths.auth.passwordResetConfirm, {
      token,
      password: 'a new long passphrase',
      confirmPassword: 'a new long passphrase',
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect((await getWithToken(t.app, apiPaths.me.profile, citizen.token)).status).toBe(401);
    const again = await postJson(t.app, apiPaths.auth.passwordResetConfirm, {
      token,
      password: 'another long passphrase',
      confirmPassword: 'another long passphrase',
    });
    expect(expectCodedError(again, 400).code).toBe('auth.reset_link_invalid');
    const signIn = await postJson(t.app, apiPaths.auth.login, {
      username: citizen.registration.username,
      password: 'a new long passphrase',
    });
    expect(signIn.status).toBe(200);
  });

  it('a link older than 30 minutes is refused and changes nothing', async () => {
    const citizen = await registerUser(t.app);
    const before = smtp.received.length;
    expect((await postJson(t.app, apiPaths.auth.passwordReset, { email: citizen.registration.email })).status).toBe(202);
    const token = await linkTokenFor(smtp, citizen.registration.email, before + 1);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, citizen.user._id));
    const late = await postJson(t.app, apiPaths.auth.passwordResetConfirm, {
      token,
      password: 'a new long passphrase',
      confirmPassword: 'a new long passphrase',
    });
    expect(expectCodedError(late, 400).code).toBe('auth.reset_link_invalid');
    const [user] = await t.database.db.select().from(users).where(eq(users.id, citizen.user._id));
    expect(user?.tokensValidAfter).toBeNull();
    expect((await getWithToken(t.app, apiPaths.me.profile, citizen.token)).status).toBe(200);
  });

  it("keeps the link nowhere: the queued email and the clerks' messages page show a placeholder, and the emailed link works once", async () => {
    const citizen = await registerUser(t.app);
    const clerk = (await setupAdmin(t.app)).token;
    const before = smtp.received.length;
    expect((await postJson(t.app, apiPaths.auth.passwordReset, { email: citizen.registration.email })).status).toBe(202);
    const token = await linkTokenFor(smtp, citizen.registration.email, before + 1);
    const [row] = await resetRowsOf(t, citizen.user._id, 1);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row?.body).toContain(sendTimeSecretPlaceholder.en);
    const listed = await getWithToken(t.app, `${adminApiPaths.messages}?record=${citizen.user._id}`, clerk);
    expect(listed.status, listed.text).toBe(200);
    expect(listed.text).not.toContain(token);
    expect(listed.text).not.toContain('/reset-password#');
    expect(
      (listed.body as { messages: Array<{ event: string; state: string }> }).messages.map((message) => [message.event, message.state]),
    ).toEqual([['password.reset', 'sent']]);

    const confirm = (password: string) =>
      postJson(t.app, apiPaths.auth.passwordResetConfirm, { token, password, confirmPassword: password });
    expect((await confirm('a new long passphrase')).status).toBe(200);
    expect(expectCodedError(await confirm('another long passphrase'), 400).code).toBe('auth.reset_link_invalid');
  });

  it('a send that fails is tried again with a new link, and the link that arrives works', async () => {
    const citizen = await registerUser(t.app);
    const before = smtp.received.length;
    smtp.refuseNext = 1;
    expect((await postJson(t.app, apiPaths.auth.passwordReset, { email: citizen.registration.email })).status).toBe(202);
    const until = Date.now() + 20_000;
    for (;;) {
      const [row] = await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.recordId, citizen.user._id));
      if (row?.attempts === 1 && row.lastError !== null && row.lockedUntil === null) break;
      if (Date.now() > until) throw new Error(`The first try did not fail: ${JSON.stringify(row)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The wait before the retry has been seen: the retry now rather than in 30 s.
    await t.database.db.update(outboundMessages).set({ nextAttemptAt: new Date() }).where(eq(outboundMessages.recordId, citizen.user._id));
    const token = await linkTokenFor(smtp, citizen.registration.email, before + 1);
    const [row] = await resetRowsOf(t, citizen.user._id, 1);
    expect(row?.attempts).toBe(2);
    const confirmed = await postJson(t.app, apiPaths.auth.passwordResetConfirm, {
      token,
      password: 'a new long passphrase',
      confirmPassword: 'a new long passphrase',
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(
      (await postJson(t.app, apiPaths.auth.login, { username: citizen.registration.username, password: 'a new long passphrase' })).status,
    ).toBe(200);
  });
});

describe.each(testDatabases())('a reset email without SMTP on %s', (target) => {
  const log = capturingLogger();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { PUBLIC_URL: 'https://portal.example.gov.in' }, logger: log.logger });
  });
  afterAll(() => t?.close());

  it('is logged with its placeholder and never with a link', async () => {
    const citizen = await registerUser(t.app);
    expect((await postJson(t.app, apiPaths.auth.passwordReset, { email: citizen.registration.email })).status).toBe(202);
    await resetRowsOf(t, citizen.user._id, 1);
    const logged = log.lines.filter((line) => line.includes(citizen.registration.email) && line.includes('"channel":"email"'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('its link is not logged: configure SMTP_URL to send it');
    expect(logged[0]).toContain(JSON.stringify(sendTimeSecretPlaceholder.en).slice(1, -1));
    expect(log.lines.join('\n')).not.toMatch(/reset-password#/);
  });
});

describe.each(testDatabases())('telling whether an email address has an account on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { AUTH_RATE_LIMIT_MAX: '3' } });
  });
  afterAll(() => t?.close());

  it('the account page answers "taken" no more often than registration does', async () => {
    const citizen = await registerUser(t.app);
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1)
      statuses.push(
        (await patchProfile(t, citizen.token, { email: `someone.${index}@example.com`, currentPassword: citizen.registration.password }))
          .status,
      );
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
