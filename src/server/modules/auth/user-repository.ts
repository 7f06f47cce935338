import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/domain/users/roles';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';
import type { Language } from '../../../shared/i18n/languages';
import type { Database, Executor } from '../../db/database';
import { builtOncePer } from '../../lib/built-once-per';
import { endedSessions, sessionRenewals, users } from '../../db/schema';
import type { UserRow } from '../../db/schema';
import type { AccountUser } from './public-user';

/**
 * Plain functions over the users table. Each takes the database or a transaction to join, so a
 * caller decides the transaction boundaries. Comparisons are case-insensitive through lower(),
 * which is exactly what the unique indexes cover.
 */

const accountColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  language: users.language,
  departments: users.departments,
  wards: users.wards,
};

export type SessionUser = AccountUser & Pick<UserRow, 'deactivatedAt'> & { tokensValidAfter: Date | null; sessionEnded: boolean };

/**
 * What every authenticated request reads, in one statement: the account, its revocation time, and
 * whether this session was ended by a logout (both by primary key). Prepared once per database
 * under a name: each connection parses and plans it once, and Drizzle builds its SQL once, instead
 * of on every request that brings a token, which the admin list's load would feel.
 */
const sessionUserStatement = builtOncePer((db: Database) =>
  db
    .select({
      ...accountColumns,
      deactivatedAt: users.deactivatedAt,
      tokensValidAfter: users.tokensValidAfter,
      sessionEnded: sql<boolean>`exists (select 1 from ${endedSessions} where ${endedSessions.sessionId} = ${sql.placeholder('sessionId')})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('session_user'),
);

export async function findSessionUser(db: Database, id: string, sessionId: string): Promise<SessionUser | null> {
  const [row] = await sessionUserStatement(db).execute({ id, sessionId });
  return row ?? null;
}

/**
 * Ends one session (a logout, a used renewal token presented again): its tokens are refused from
 * now on, other sessions of the account go on. Rows of sessions that have expired anyway (ended
 * ones, and where renewals stood) are removed on the way.
 */
export async function endSession(executor: Executor, userId: string, sessionId: string, expiresAt: Date, now: Date): Promise<void> {
  await executor.delete(endedSessions).where(lt(endedSessions.expiresAt, now));
  await executor.delete(sessionRenewals).where(lt(sessionRenewals.expiresAt, now));
  await executor.insert(endedSessions).values({ sessionId, userId, expiresAt }).onConflictDoNothing();
}

/** The whole row (hash and second factor included) for the auth module's own checks. */
export async function findFullUserById(executor: Executor, id: string): Promise<UserRow | null> {
  const [row] = await executor.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/**
 * Sign-in accepts a username or an e-mail. Usernames cannot contain '@' and e-mails must, so
 * the form of the input says which column to look in and one never shadows the other.
 */
export async function findUserForSignIn(executor: Executor, usernameOrEmail: string): Promise<UserRow | null> {
  const column = usernameOrEmail.includes('@') ? users.email : users.username;
  const [row] = await executor
    .select()
    .from(users)
    .where(sql`lower(${column}) = lower(${usernameOrEmail})`)
    .limit(1);
  return row ?? null;
}

/** Which of the two identities are already in use, ignoring case. */
export async function findTakenIdentities(
  executor: Executor,
  username: string,
  email: string,
): Promise<{ usernameTaken: boolean; emailTaken: boolean }> {
  const rows = await executor
    .select({
      usernameTaken: sql<boolean>`lower(${users.username}) = lower(${username})`,
      emailTaken: sql<boolean>`lower(${users.email}) = lower(${email})`,
    })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username}) or lower(${users.email}) = lower(${email})`)
    .limit(2);
  return {
    usernameTaken: rows.some((row) => row.usernameTaken),
    emailTaken: rows.some((row) => row.emailTaken),
  };
}

export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  role: Role;
}

/** Throws the driver's unique violation (23505) when the username or e-mail was taken meanwhile. */
export async function insertUser(executor: Executor, user: NewUser): Promise<AccountUser> {
  const [row] = await executor.insert(users).values(user).returning(accountColumns);
  if (!row) throw new Error('Inserting a user returned no row');
  return row;
}

/** The account whose confirmed number this is (decision 080), or null: a number signs in to one account at most. */
export async function findUserByVerifiedMobile(executor: Executor, mobile: string): Promise<AccountUser | null> {
  const [row] = await executor
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.mobile, mobile), isNotNull(users.mobileVerifiedAt)))
    .limit(1);
  return row ?? null;
}

/**
 * A citizen's account made by a code sent to `mobile`: no email and no password, the number
 * confirmed. Null when `username` was taken meanwhile (the caller tries another).
 */
export async function insertMobileUser(
  executor: Executor,
  user: { username: string; mobile: string; language: Language | null },
): Promise<AccountUser | null> {
  const [row] = await executor
    .insert(users)
    .values({ ...user, email: null, passwordHash: null, role: 'user', mobileVerifiedAt: sql`now()` })
    .onConflictDoNothing()
    .returning(accountColumns);
  return row ?? null;
}

/** `mobile` is the account's confirmed number from now on, in place of any it had. */
export async function setVerifiedMobile(executor: Executor, id: string, mobile: string): Promise<void> {
  await executor
    .update(users)
    .set({ mobile, mobileVerifiedAt: sql`now()` })
    .where(eq(users.id, id));
}

export async function updatePasswordHash(executor: Executor, id: string, passwordHash: string): Promise<void> {
  await executor.update(users).set({ passwordHash }).where(eq(users.id, id));
}

/** The language the person chose; the account as it is now, or null when it no longer exists. */
export async function setUserLanguage(executor: Executor, id: string, language: Language): Promise<AccountUser | null> {
  const [row] = await executor.update(users).set({ language }).where(eq(users.id, id)).returning(accountColumns);
  return row ?? null;
}

export async function changePassword(executor: Executor, id: string, passwordHash: string, at: Date): Promise<void> {
  await executor.update(users).set({ passwordHash, tokensValidAfter: at }).where(eq(users.id, id));
}

export async function setPendingTotpSecret(executor: Executor, id: string, sealedSecret: string): Promise<void> {
  await executor.update(users).set({ totpPendingSecret: sealedSecret }).where(eq(users.id, id));
}

/** The pending secret becomes the account's, with the step of the code that confirmed it as used. */
export async function enableTotp(executor: Executor, id: string, sealedSecret: string, step: number): Promise<boolean> {
  const rows = await executor
    .update(users)
    .set({ totpSecret: sealedSecret, totpPendingSecret: null, totpLastStep: step })
    .where(sql`${users.id} = ${id} and ${users.totpSecret} is null`)
    .returning({ id: users.id });
  return rows.length === 1;
}

/**
 * Marks a code's step as used, only if no later or equal step was: two requests with the same
 * code race here, and exactly one wins.
 */
export async function claimTotpStep(executor: Executor, id: string, step: number): Promise<boolean> {
  const rows = await executor
    .update(users)
    .set({ totpLastStep: step })
    .where(sql`${users.id} = ${id} and (${users.totpLastStep} is null or ${users.totpLastStep} < ${step})`)
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Recovery: the second factor is removed and every session of the account ends. */
export async function resetTotp(executor: Executor, id: string, at: Date): Promise<void> {
  await executor
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null, tokensValidAfter: at })
    .where(eq(users.id, id));
}

/** An admin's or officer's account by username (two-factor recovery), null for a citizen's or none. */
export async function findStaffByUsername(executor: Executor, username: string): Promise<AccountUser | null> {
  const [row] = await executor
    .select(accountColumns)
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username}) and ${users.role} in ('admin', 'officer')`)
    .limit(1);
  return row ?? null;
}

/**
 * An active admin's or officer's account by id, with what an officer may see: null when there is
 * none, it is no longer staff, or it was deactivated.
 */
export async function findActiveStaffById(executor: Executor, id: string): Promise<AccountUser | null> {
  const [row] = await executor
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, ['admin', 'officer']), isNull(users.deactivatedAt)))
    .limit(1);
  return row ?? null;
}

export async function adminExists(executor: Executor): Promise<boolean> {
  const [row] = await executor.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  return row !== undefined;
}

/**
 * The language each request's messages go in (decision 073): its owner's chosen language, else the
 * default, as the message queue decides it; one query for a page of rows.
 */
export async function messageLanguagesOf(
  executor: Executor,
  ownerIds: readonly (string | null)[],
): Promise<(id: string | null) => Language> {
  const ids = [...new Set(ownerIds.filter((id): id is string => id !== null))];
  const rows =
    ids.length === 0 ? [] : await executor.select({ id: users.id, language: users.language }).from(users).where(inArray(users.id, ids));
  const chosen = new Map(rows.map((row) => [row.id, row.language]));
  return (id) => (id === null ? null : chosen.get(id)) ?? DEFAULT_LANGUAGE;
}
