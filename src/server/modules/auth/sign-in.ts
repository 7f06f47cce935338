import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { unauthorized } from '../../http/http-error';
import { authMessages } from './auth-messages';
import { hashPassword, needsRehash, verifyPassword } from './password-hashing';
import type { AccountUser } from './public-user';
import { findUserForSignIn, updatePasswordHash } from './user-repository';

/** One dummy hash per cost, made once: checking against it costs what a real check costs. */
const dummyHashes = new Map<number, Promise<string>>();

export function dummyHash(scryptLogN: number): Promise<string> {
  let hash = dummyHashes.get(scryptLogN);
  if (!hash) {
    hash = hashPassword('no account has this password', scryptLogN);
    dummyHashes.set(scryptLogN, hash);
  }
  return hash;
}

export interface SignInOptions {
  scryptLogN: number;
  /** Admin sign-in: a valid citizen account is refused exactly like a wrong password. */
  adminOnly: boolean;
  log: FastifyBaseLogger;
}

/**
 * Checks a username-or-e-mail and password. An unknown account, a wrong password and (for admin
 * sign-in) a non-admin all give the same 401 after the same amount of work, so neither the
 * answer nor its timing tells which accounts exist.
 */
export async function signIn(db: Database, usernameOrEmail: string, password: string, options: SignInOptions): Promise<AccountUser> {
  const user = await findUserForSignIn(db, usernameOrEmail);
  const storedHash = user?.passwordHash ?? (await dummyHash(options.scryptLogN));
  const valid = await verifyPassword(password, storedHash);
  if (!user || !valid || (options.adminOnly && user.role !== 'admin')) {
    throw unauthorized(authMessages.invalidCredentials);
  }
  if (needsRehash(user.passwordHash, options.scryptLogN)) {
    // The one moment we hold the plain password: move the hash to the current cost. A failure
    // here must not fail the sign-in; the next one tries again.
    try {
      await updatePasswordHash(db, user.id, await hashPassword(password, options.scryptLogN));
    } catch (err) {
      options.log.warn({ err, userId: user.id }, 'Could not upgrade a password hash');
    }
  }
  const { passwordHash: _omitted, ...account } = user;
  return account;
}
