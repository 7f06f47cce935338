import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { contactChanges, contactChangeTokens, passwordResetTokens, users } from '../../db/schema';
import type { ContactChangeLink, ContactChangeRow, ContactChangeState } from '../../db/schema';
import type { SendTimeSecret } from '../notifications/send-time-secrets';
import type { MessageEvent } from '../notifications/message-events';
import type { MessageQueue } from '../notifications/queue-messages';
import { RESET_LINK_MINUTES } from './password-reset-routes';

/**
 * A change of the account's email address (decision 062), as plain functions over a transaction.
 * The account keeps its address until the new one confirms with the link sent to it; the old one
 * is told, while it waits and once it is done, with a way back that restores it, ends every
 * session and leads to a new password. The links' tokens are minted when their message is sent
 * (`mintChangeLink`), never stored but as digests.
 */

/** The new address confirms within this many hours. */
export const CONFIRM_LINK_HOURS = 24;
/** The old address may take the account back within this many days. */
export const RESTORE_LINK_DAYS = 7;

/** Changes whose way back no longer works: already taken back, or made after one that was. */
const CLOSED: ContactChangeState[] = ['undone', 'void'];

const digestOf = (token: string) => createHash('sha256').update(token).digest('hex');

function newToken(): { token: string; digest: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, digest: digestOf(token) };
}

const isEmail = eq(contactChanges.kind, 'email');

/** The address waiting for confirmation, or null. */
export async function pendingEmailOf(executor: Executor, userId: string): Promise<string | null> {
  const [row] = await executor
    .select({ newValue: contactChanges.newValue })
    .from(contactChanges)
    .where(and(eq(contactChanges.userId, userId), isEmail, eq(contactChanges.state, 'pending')));
  return row?.newValue ?? null;
}

/** Whether another account has this address (case does not count, as the unique index says). */
export async function emailTakenByAnother(executor: Executor, userId: string, email: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Asks for `newEmail` in place of `oldEmail`: the link to the new address, the notice to the old.
 * A waiting change to another address is cancelled; the same address asked for again changes
 * nothing and sends nothing (a retried request). False when nothing was asked for anew.
 */
export async function requestEmailChange(
  tx: Executor,
  messages: MessageQueue,
  userId: string,
  oldEmail: string | null,
  newEmail: string,
): Promise<boolean> {
  const [waiting] = await tx
    .select()
    .from(contactChanges)
    .where(and(eq(contactChanges.userId, userId), isEmail, eq(contactChanges.state, 'pending')));
  if (waiting?.newValue.toLowerCase() === newEmail.toLowerCase()) return false;
  if (waiting) await closeChange(tx, waiting.id, 'cancelled');
  const [change] = await tx.insert(contactChanges).values({ userId, kind: 'email', oldValue: oldEmail, newValue: newEmail }).returning();
  if (!change) throw new Error('Inserting a contact change returned no row');
  await messages.queue(tx, confirmEvent(change));
  if (change.oldValue !== null) await messages.queue(tx, noticeEvent(change, change.oldValue, 'email.change_requested'));
  return true;
}

/** The link to the new address sent again; false when no change is waiting. */
export async function resendEmailChange(tx: Executor, messages: MessageQueue, userId: string): Promise<boolean> {
  const [waiting] = await tx
    .select()
    .from(contactChanges)
    .where(and(eq(contactChanges.userId, userId), isEmail, eq(contactChanges.state, 'pending')));
  if (!waiting) return false;
  await messages.queue(tx, confirmEvent(waiting));
  return true;
}

/** The waiting change cancelled, its links to the new address dead; false when none was waiting. */
export async function cancelEmailChange(tx: Executor, userId: string): Promise<boolean> {
  const [waiting] = await tx
    .select({ id: contactChanges.id })
    .from(contactChanges)
    .where(and(eq(contactChanges.userId, userId), isEmail, eq(contactChanges.state, 'pending')));
  if (!waiting) return false;
  await closeChange(tx, waiting.id, 'cancelled');
  return true;
}

/**
 * The new address confirmed: the account's address from now on, and the old one told. Null when
 * the link is unknown, used, expired, or its change no longer waits. Throws the unique violation
 * when another account took the address meanwhile.
 */
export async function confirmEmailChange(tx: Executor, messages: MessageQueue, token: string): Promise<ContactChangeRow | null> {
  const change = await useLink(tx, token, 'confirm');
  if (!change || change.state !== 'pending') return null;
  await tx.update(users).set({ email: change.newValue }).where(eq(users.id, change.userId));
  await closeChange(tx, change.id, 'confirmed');
  if (change.oldValue !== null) await messages.queue(tx, noticeEvent(change, change.oldValue, 'email.changed'));
  return change;
}

/**
 * The way back: the address the account had before this change, every session ended, every
 * later change (and its links) void, every reset link dead. Answers the restored address and a
 * new reset token (the holder of the old address chooses the new password now). Null when the
 * link is unknown, used, expired or void. Throws the unique violation when the old address is
 * another account's by now.
 */
export async function restoreEmail(tx: Executor, token: string): Promise<{ userId: string; email: string; resetToken: string } | null> {
  const change = await useLink(tx, token, 'undo');
  // A change that added the first address has no way back: no link was sent for one.
  if (!change || CLOSED.includes(change.state) || change.oldValue === null) return null;
  const now = new Date();
  const later = and(
    eq(contactChanges.userId, change.userId),
    isEmail,
    ne(contactChanges.id, change.id),
    sql`${contactChanges.createdAt} > (select c.created_at from ${contactChanges} c where c.id = ${change.id})`,
  );
  await tx
    .update(contactChanges)
    .set({ state: 'void', decidedAt: now })
    .where(and(later, notInArray(contactChanges.state, CLOSED)));
  await tx.update(contactChanges).set({ state: 'undone', decidedAt: now }).where(eq(contactChanges.id, change.id));
  // Links of what is closed now stop working; the way back of earlier changes stays.
  const closed = tx
    .select({ id: contactChanges.id })
    .from(contactChanges)
    .where(and(eq(contactChanges.userId, change.userId), inArray(contactChanges.state, CLOSED)));
  await tx
    .update(contactChangeTokens)
    .set({ usedAt: now })
    .where(and(isNull(contactChangeTokens.usedAt), inArray(contactChangeTokens.changeId, closed)));
  // Tokens issued before this moment are refused (decision 018): whoever holds a session now is out.
  await tx.update(users).set({ email: change.oldValue, tokensValidAfter: now }).where(eq(users.id, change.userId));
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, change.userId), isNull(passwordResetTokens.usedAt)));
  const reset = newToken();
  await tx
    .insert(passwordResetTokens)
    .values({ tokenDigest: reset.digest, userId: change.userId, expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})` });
  return { userId: change.userId, email: change.oldValue, resetToken: reset.token };
}

/**
 * Mints a change's link when its message is sent: to confirm while the change waits, to go back
 * until the change is undone or void. Null (not sent) otherwise. Links nobody can use any more go.
 */
export function mintChangeLink(purpose: ContactChangeLink, portal: string): SendTimeSecret {
  return async (db, message) => {
    const [change] = await db.select({ state: contactChanges.state }).from(contactChanges).where(eq(contactChanges.id, message.recordId));
    const wanted = change && (purpose === 'confirm' ? change.state === 'pending' : !CLOSED.includes(change.state));
    if (!wanted) return null;
    await db.delete(contactChangeTokens).where(lt(contactChangeTokens.expiresAt, sql`now()`));
    const { token, digest } = newToken();
    const lifetime =
      purpose === 'confirm' ? sql`make_interval(hours => ${CONFIRM_LINK_HOURS})` : sql`make_interval(days => ${RESTORE_LINK_DAYS})`;
    await db
      .insert(contactChangeTokens)
      .values({ tokenDigest: digest, changeId: message.recordId, purpose, expiresAt: sql`now() + ${lifetime}` });
    // In the fragment: never sent to the server in a request line, a log or a Referer.
    return `${portal}${purpose === 'confirm' ? '/confirm-email' : '/restore-email'}#${token}`;
  };
}

/** Marks the link used (the one update that does so wins) and answers its change, locked; null for a link that does not work. */
async function useLink(tx: Executor, token: string, purpose: ContactChangeLink): Promise<ContactChangeRow | null> {
  const [used] = await tx
    .update(contactChangeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(contactChangeTokens.tokenDigest, digestOf(token)),
        eq(contactChangeTokens.purpose, purpose),
        isNull(contactChangeTokens.usedAt),
        gt(contactChangeTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ changeId: contactChangeTokens.changeId });
  if (!used) return null;
  const [change] = await tx.select().from(contactChanges).where(eq(contactChanges.id, used.changeId)).for('update');
  return change ?? null;
}

/** A waiting change decided: its links to the new address stop working (the way back stays). */
async function closeChange(tx: Executor, changeId: string, state: 'confirmed' | 'cancelled'): Promise<void> {
  await tx.update(contactChanges).set({ state, decidedAt: new Date() }).where(eq(contactChanges.id, changeId));
  await tx
    .update(contactChangeTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(contactChangeTokens.changeId, changeId), eq(contactChangeTokens.purpose, 'confirm'), isNull(contactChangeTokens.usedAt)));
}

function confirmEvent(change: ContactChangeRow): MessageEvent {
  return {
    type: 'email.confirm_new',
    to: { ownerId: change.userId, mobile: null, email: change.newValue },
    record: { type: 'contact_change', id: change.id },
    values: { newEmail: change.newValue, hours: CONFIRM_LINK_HOURS },
  };
}

function noticeEvent(change: ContactChangeRow, oldEmail: string, type: 'email.change_requested' | 'email.changed'): MessageEvent {
  return {
    type,
    to: { ownerId: change.userId, mobile: null, email: oldEmail },
    record: { type: 'contact_change', id: change.id },
    values: { newEmail: change.newValue, days: RESTORE_LINK_DAYS },
  };
}
