import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { authEvents, contactChangeTokens, contactChanges, outboundMessages, users } from '../../src/server/db/schema';
import { sendTimeSecretPlaceholder } from '../../src/server/modules/notifications/send-time-secrets';
import { registerUser } from './helpers/accounts';
import { expectCodedError, getWithToken, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { startTestSmtp } from './helpers/test-smtp';
import type { ReceivedMail, TestSmtp } from './helpers/test-smtp';

const PORTAL = 'https://portal.example.gov.in';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const newAddress = () => `moved.${randomBytes(4).toString('hex')}@example.org`;

describe.each(testDatabases())('changing the account email on %s', (target) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(target, { env: { SMTP_URL: smtp.url, PUBLIC_URL: PORTAL } });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const patchProfile = (token: string, payload: unknown) =>
    request(t.app, {
      method: 'PATCH',
      url: apiPaths.me.profile,
      payload: JSON.stringify(payload),
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
  const profileOf = async (token: string) =>
    (await getWithToken(t.app, apiPaths.me.profile, token)).body as {
      email: string;
      pendingEmail: string | null;
      language: string | null;
      mobile: string | null;
    };
  const emailOf = async (userId: string) =>
    (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;
  const eventsOf = async (userId: string) =>
    (await t.database.db.select({ kind: authEvents.kind }).from(authEvents).where(eq(authEvents.userId, userId))).map((row) => row.kind);

  /** The newest mail to `to` with this subject, once it has arrived. */
  async function mailTo(to: string, subject: string, nth = 1): Promise<ReceivedMail> {
    const until = Date.now() + 20_000;
    for (;;) {
      const found = smtp.received.filter((mail) => mail.to === to && mail.subject === subject);
      if (found.length >= nth) return found[nth - 1] as ReceivedMail;
      if (Date.now() > until)
        throw new Error(`No mail "${subject}" to ${to}: ${JSON.stringify(smtp.received.map((mail) => [mail.to, mail.subject]))}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const tokenIn = (mail: ReceivedMail, page: string) => {
    const token = new RegExp(`${PORTAL}/${page}#([A-Za-z0-9_-]+)`).exec(mail.text)?.[1];
    if (!token) throw new Error(`No /${page} link in ${mail.text}`);
    return token;
  };
  const confirm = (token: string) => postJson(t.app, apiPaths.emailChange.confirm, { token });
  const restore = (token: string) => postJson(t.app, apiPaths.emailChange.restore, { token });

  /** A citizen who asked for `to` with the password, and the two mails that went out. */
  async function askedFor(to = newAddress()) {
    const citizen = await registerUser(t.app);
    const asked = await patchProfile(citizen.token, { email: to, currentPassword: citizen.registration.password });
    expect(asked.status, asked.text).toBe(200);
    const confirmMail = await mailTo(to, 'Confirm your new email address');
    const notice = await mailTo(citizen.registration.email, 'Your email address is being changed');
    return { citizen, to, asked, confirmMail, notice };
  }

  it('a new address without the password is refused with its code and changes nothing; the rest changes with the token alone', async () => {
    const citizen = await registerUser(t.app);
    const to = newAddress();
    const refused = await patchProfile(citizen.token, { email: to, language: 'ta' });
    const body = expectCodedError(refused, 400);
    expect(body.code).toBe('auth.current_password_required');
    expect(body.fieldCodes).toEqual({ currentPassword: 'required' });
    expect(await profileOf(citizen.token)).toMatchObject({ email: citizen.registration.email, pendingEmail: null, language: null });
    expect(await t.database.db.select().from(contactChanges).where(eq(contactChanges.userId, citizen.user._id))).toEqual([]);

    // The same address again is no change, and needs no password.
    const same = await patchProfile(citizen.token, {
      email: citizen.registration.email,
      mobile: '9876543210',
      language: 'ta',
      notifyBySms: false,
    });
    expect(same.status, same.text).toBe(200);
    expect(same.body).toMatchObject({
      email: citizen.registration.email,
      pendingEmail: null,
      mobile: '9876543210',
      language: 'ta',
      notifyBySms: false,
    });
    const sent = await t.database.db.select().from(outboundMessages).where(eq(outboundMessages.recipient, to));
    expect(sent).toEqual([]);
  });

  it('a wrong password is refused, changes nothing and counts towards the lockout', async () => {
    const citizen = await registerUser(t.app);
    const to = newAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await patchProfile(citizen.token, { email: to, currentPassword: 'not the password at all' });
      const body = expectCodedError(wrong, 400);
      expect([body.code, body.fieldCodes]).toEqual(['auth.current_password_wrong', { currentPassword: 'wrong' }]);
    }
    const locked = await patchProfile(citizen.token, { email: to, currentPassword: citizen.registration.password });
    expect(expectCodedError(locked, 429).code).toBe('auth.locked_out');
    const signIn = await postJson(t.app, apiPaths.auth.login, {
      username: citizen.registration.username,
      password: citizen.registration.password,
    });
    expect(signIn.status).toBe(429);
    expect(await profileOf(citizen.token)).toMatchObject({ email: citizen.registration.email, pendingEmail: null });
    expect((await eventsOf(citizen.user._id)).filter((kind) => kind === 'sign_in_failed')).toHaveLength(5);
  });

  it('with the password the address waits for the link from the new one; the old one is told; no link is stored', async () => {
    const { citizen, to, asked, confirmMail, notice } = await askedFor();
    expect(asked.body).toMatchObject({ email: citizen.registration.email, pendingEmail: to });
    expect(await emailOf(citizen.user._id)).toBe(citizen.registration.email);
    expect(notice.text).toContain(to);
    const confirmToken = tokenIn(confirmMail, 'confirm-email');
    const restoreToken = tokenIn(notice, 'restore-email');

    // Until it is confirmed the account is the old address's: a reset link goes there.
    const before = smtp.received.length;
    expect((await postJson(t.app, apiPaths.auth.passwordReset, { email: to })).status).toBe(202);
    expect((await postJson(t.app, apiPaths.auth.passwordReset, { email: citizen.registration.email })).status).toBe(202);
    await mailTo(citizen.registration.email, 'Reset your password');
    expect(smtp.received.slice(before).map((mail) => mail.to)).not.toContain(to);

    // The tokens exist only in the mails: the stored messages hold a placeholder, the links table digests.
    const change = (await t.database.db.select().from(contactChanges).where(eq(contactChanges.userId, citizen.user._id)))[0];
    const stored = await t.database.db
      .select()
      .from(outboundMessages)
      .where(eq(outboundMessages.recordId, change?.id ?? ''));
    expect(stored.map((row) => row.recipient).sort()).toEqual([citizen.registration.email, to].sort());
    for (const row of stored) {
      expect(row.body).not.toContain(confirmToken);
      expect(row.body).not.toContain(restoreToken);
      expect(row.body).toContain(sendTimeSecretPlaceholder.en);
    }
    const links = await t.database.db
      .select()
      .from(contactChangeTokens)
      .where(eq(contactChangeTokens.changeId, change?.id ?? ''));
    expect(links.map((link) => link.tokenDigest).join()).not.toContain(confirmToken);
    const confirmLink = links.find((link) => link.purpose === 'confirm');
    expect((confirmLink?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(23 * 3600_000);
    expect((links.find((link) => link.purpose === 'undo')?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);

    const confirmed = await confirm(confirmToken);
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body).toEqual({ email: to });
    expect(await profileOf(citizen.token)).toMatchObject({ email: to, pendingEmail: null });
    const told = await mailTo(citizen.registration.email, 'Your email address was changed');
    expect(told.text).toContain(to);
    expect(tokenIn(told, 'restore-email')).not.toBe(restoreToken);
    expect(expectCodedError(await confirm(confirmToken), 400).code).toBe('auth.email_link_invalid');

    const signIn = await postJson(t.app, apiPaths.auth.login, { username: to, password: citizen.registration.password });
    expect(signIn.status).toBe(200);
    expect(await eventsOf(citizen.user._id)).toEqual(expect.arrayContaining(['email_change_requested', 'email_change_confirmed']));
  });

  it('the way back restores the old address, ends every session and leads to a new password; it works once', async () => {
    const { citizen, to, confirmMail, notice } = await askedFor();
    expect((await confirm(tokenIn(confirmMail, 'confirm-email'))).status).toBe(200);
    const told = await mailTo(citizen.registration.email, 'Your email address was changed');
    const other = await postJson(t.app, apiPaths.auth.login, { username: to, password: citizen.registration.password });
    expect(other.status).toBe(200);

    const restored = await restore(tokenIn(told, 'restore-email'));
    expect(restored.status, restored.text).toBe(200);
    const { email, resetToken } = restored.body as { email: string; resetToken: string };
    expect(email).toBe(citizen.registration.email);
    expect(await emailOf(citizen.user._id)).toBe(citizen.registration.email);
    // Every session of the account has ended: the first, the one signed in with the new address, their renewals.
    expect((await getWithToken(t.app, apiPaths.me.profile, citizen.token)).status).toBe(401);
    expect((await getWithToken(t.app, apiPaths.me.profile, (other.body as { token: string }).token)).status).toBe(401);
    expect((await postJson(t.app, apiPaths.auth.refresh, { refreshToken: citizen.refreshToken })).status).toBe(401);

    // Used once; the other link of the same change is dead too.
    expect(expectCodedError(await restore(tokenIn(told, 'restore-email')), 400).code).toBe('auth.email_link_invalid');
    expect(expectCodedError(await restore(tokenIn(notice, 'restore-email')), 400).code).toBe('auth.email_link_invalid');

    const reset = await postJson(t.app, apiPaths.auth.passwordResetConfirm, {
      token: resetToken,
      password: 'my own new passphrase',
      confirmPassword: 'my own new passphrase',
    });
    expect(reset.status, reset.text).toBe(200);
    expect(
      (await postJson(t.app, apiPaths.auth.login, { username: citizen.registration.email, password: 'my own new passphrase' })).status,
    ).toBe(200);
    expect((await postJson(t.app, apiPaths.auth.login, { username: to, password: 'my own new passphrase' })).status).toBe(401);
    expect(await eventsOf(citizen.user._id)).toEqual(
      expect.arrayContaining(['email_change_requested', 'email_change_confirmed', 'email_change_undone']),
    );
  });

  it('a later change cannot take away the way back of an earlier one', async () => {
    const { citizen, to, confirmMail } = await askedFor();
    expect((await confirm(tokenIn(confirmMail, 'confirm-email'))).status).toBe(200);
    const firstWayBack = tokenIn(await mailTo(citizen.registration.email, 'Your email address was changed'), 'restore-email');

    // Whoever holds the new address moves the account on, and takes the second change back.
    const third = newAddress();
    expect((await patchProfile(citizen.token, { email: third, currentPassword: citizen.registration.password })).status).toBe(200);
    expect((await confirm(tokenIn(await mailTo(third, 'Confirm your new email address'), 'confirm-email'))).status).toBe(200);
    const secondWayBack = tokenIn(await mailTo(to, 'Your email address was changed'), 'restore-email');
    expect((await restore(secondWayBack)).status).toBe(200);
    expect(await emailOf(citizen.user._id)).toBe(to);

    // The first address still takes it back, and every later link stops working.
    const first = await restore(firstWayBack);
    expect(first.status, first.text).toBe(200);
    expect(await emailOf(citizen.user._id)).toBe(citizen.registration.email);
    const states = await t.database.db
      .select({ state: contactChanges.state })
      .from(contactChanges)
      .where(eq(contactChanges.userId, citizen.user._id));
    expect(states.map((row) => row.state).sort()).toEqual(['undone', 'undone']);
  });

  it('the waiting address is cancelled or its link sent again; an expired link is refused and changes nothing', async () => {
    const { citizen, to, confirmMail } = await askedFor();
    const cancelled = await request(t.app, { method: 'DELETE', url: apiPaths.me.emailChange, headers: bearer(citizen.token) });
    expect(cancelled.status, cancelled.text).toBe(204);
    expect(await profileOf(citizen.token)).toMatchObject({ email: citizen.registration.email, pendingEmail: null });
    expect(expectCodedError(await confirm(tokenIn(confirmMail, 'confirm-email')), 400).code).toBe('auth.email_link_invalid');
    const nothing = await postJson(t.app, apiPaths.me.emailChangeResend, {}, bearer(citizen.token));
    expect(expectCodedError(nothing, 409).code).toBe('auth.email_change_none');

    // Asked again: the same address twice sends one link; resend sends another.
    expect((await patchProfile(citizen.token, { email: to, currentPassword: citizen.registration.password })).status).toBe(200);
    expect((await patchProfile(citizen.token, { email: to, currentPassword: citizen.registration.password })).status).toBe(200);
    const resent = await postJson(t.app, apiPaths.me.emailChangeResend, {}, bearer(citizen.token));
    expect(resent.status, resent.text).toBe(202);
    const second = await mailTo(to, 'Confirm your new email address', 3);
    const pending = await t.database.db
      .select()
      .from(contactChanges)
      .where(and(eq(contactChanges.userId, citizen.user._id), eq(contactChanges.state, 'pending')));
    expect(pending).toHaveLength(1);
    const queued = await t.database.db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.recordId, pending[0]?.id ?? ''), eq(outboundMessages.recipient, to)));
    expect(queued).toHaveLength(2);

    await t.database.db
      .update(contactChangeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(
        inArray(
          contactChangeTokens.changeId,
          pending.map((row) => row.id),
        ),
      );
    expect(expectCodedError(await confirm(tokenIn(second, 'confirm-email')), 400).code).toBe('auth.email_link_invalid');
    expect(await profileOf(citizen.token)).toMatchObject({ email: citizen.registration.email, pendingEmail: to });
    expect(await eventsOf(citizen.user._id)).toEqual(expect.arrayContaining(['email_change_cancelled', 'email_change_resent']));
  });
});
