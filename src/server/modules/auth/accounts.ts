import { randomBytes } from 'node:crypto';
import type { Role } from '../../../shared/domain/users/roles';
import type { Language } from '../../../shared/i18n/languages';
import type { Executor, Transaction } from '../../db/database';
import { insertWithFreshCode } from '../../db/fresh-code';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import { conflict, fieldError } from '../../http/http-error';
import type { HttpError } from '../../http/http-error';
import { errorText } from '../../http/error-texts';
import { hashPassword } from './password-hashing';
import { assertPasswordAllowed } from './password-policy';
import type { AccountUser } from './public-user';
import { lockNumber } from './one-time-codes';
import { findTakenIdentities, findUserByVerifiedMobile, insertMobileUser, insertUser } from './user-repository';

export interface AccountInput {
  username: string;
  email: string;
  password: string;
  role: Role;
}

/**
 * Creates an account, or throws a 400 for a common password or a 409 naming the taken username
 * and/or e-mail. The check up
 * front gives the common case a clear answer without hashing; the unique indexes decide the
 * race between two simultaneous requests, and losing it is a 409 too, never a 500.
 */
export async function createAccount(executor: Executor, input: AccountInput, scryptLogN: number): Promise<AccountUser> {
  assertPasswordAllowed(input.password);
  await assertIdentitiesFree(executor, input.username, input.email);
  const passwordHash = await hashPassword(input.password, scryptLogN);
  return insertAccount(executor, { username: input.username, email: input.email, role: input.role, passwordHash });
}

export async function assertIdentitiesFree(executor: Executor, username: string, email: string): Promise<void> {
  const taken = await findTakenIdentities(executor, username, email);
  const fields: Record<string, string> = {};
  const fieldCodes: Record<string, string> = {};
  if (taken.usernameTaken) [fields.username, fieldCodes.username] = [errorText('en', 'auth.username_taken'), 'taken'];
  if (taken.emailTaken) [fields.email, fieldCodes.email] = [errorText('en', 'auth.email_taken'), 'taken'];
  if (taken.usernameTaken || taken.emailTaken)
    throw conflict(taken.usernameTaken ? 'auth.username_taken' : 'auth.email_taken', { fields, fieldCodes });
}

/** insertUser, with a lost race at a unique index turned into the same 409 as the check. */
export async function insertAccount(
  executor: Executor,
  user: { username: string; email: string; role: Role; passwordHash: string },
): Promise<AccountUser> {
  try {
    return await insertUser(executor, user);
  } catch (err) {
    throw identityConflictFrom(err) ?? err;
  }
}

export function identityConflictFrom(err: unknown): HttpError | null {
  const constraint = uniqueViolationConstraint(err);
  if (constraint === null) return null;
  if (constraint.includes('email')) return conflict('auth.email_taken', fieldError('email', 'taken'));
  return conflict('auth.username_taken', fieldError('username', 'taken'));
}

/**
 * The account a confirmed `mobile` signs in to, made now when none has it (decision 080): a
 * citizen's, named `user_` and eight random hex digits (the person may choose another name), in
 * the language the sign-in was asked in, without email or password. Under the number's lock, so
 * an account that confirms the number at the same moment waits, and then finds it taken.
 */
export async function accountForMobile(
  tx: Transaction,
  mobile: string,
  language: Language | null,
): Promise<{ user: AccountUser; created: boolean }> {
  await lockNumber(tx, mobile);
  const existing = await findUserByVerifiedMobile(tx, mobile);
  if (existing) return { user: existing, created: false };
  const user = await insertWithFreshCode(
    () => `user_${randomBytes(4).toString('hex')}`,
    (username) => insertMobileUser(tx, { username, mobile, language }),
  );
  return { user, created: true };
}
