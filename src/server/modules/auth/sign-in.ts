import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaffRole } from '../../../shared/domain/users/roles';
import { tooManyRequests, unauthorized } from '../../http/http-error';
import { recordAuthEvent } from './auth-events';
import { minutesLeft } from './lockout';
import { hashPassword, needsRehash, verifyPassword } from './password-hashing';
import { accountOf } from './public-user';
import type { AccountUser } from './public-user';
import { isDeviceClaims } from './session-claims';
import { clearSignInFailures, lockedUntil, recordSignInFailure, signInThrottleKey } from './sign-in-throttle';
import { verifyBodyToken } from './verify-body-token';
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
  /** Admin sign-in (admins and officers): a valid citizen account is refused exactly like a wrong password. */
  adminOnly: boolean;
  /** The device token this browser got at an earlier sign-in, if it sent one. */
  deviceToken?: string | undefined;
}

/**
 * The password was right: a session, or (an admin with two-factor sign-in) the code comes next.
 * `device` is the trusted device id the sign-in presented (null: none, or not this account's).
 */
export type SignInOutcome =
  { kind: 'session'; user: AccountUser; device: string | null } | { kind: 'totp'; user: AccountUser; device: string | null };

/**
 * Checks a username-or-e-mail and password. An unknown account, a wrong password and (for admin
 * sign-in) a non-admin all give the same 401 after the same amount of work, so neither the
 * answer nor its timing tells which accounts exist. Failures are counted per account (per name
 * for names no account has, so those lock the same way), or per device when the sign-in presents
 * a device token of this account (decision 014); a locked key gets a 429 without the password
 * being checked.
 */
export async function signIn(
  request: FastifyRequest,
  reply: FastifyReply,
  usernameOrEmail: string,
  password: string,
  options: SignInOptions,
): Promise<SignInOutcome> {
  const { db, config } = request.server;
  const user = await findUserForSignIn(db, usernameOrEmail);
  const device = user && options.deviceToken ? trustedDevice(request, options.deviceToken, user.id) : null;
  const key = signInThrottleKey(user?.id ?? null, usernameOrEmail, device);
  await refuseWhileLocked(request, reply, key, user?.id ?? null);

  // An account without a password (made with a mobile number) is checked like an unknown name.
  const storedHash = user?.passwordHash ?? (await dummyHash(config.scryptLogN));
  const valid = await verifyPassword(password, storedHash);
  if (!user || user.passwordHash === null || !valid) {
    await recordSignInFailure(db, key, new Date());
    await recordAuthEvent(request, 'sign_in_failed', user?.id ?? null);
    throw unauthorized('auth.invalid_credentials');
  }
  // The right password on the wrong door, or of a deactivated officer: not a guess, so not
  // counted, but answered the same.
  if ((options.adminOnly && !isStaffRole(user.role)) || user.deactivatedAt !== null) throw unauthorized('auth.invalid_credentials');

  if (needsRehash(user.passwordHash, config.scryptLogN)) {
    // The one moment we hold the plain password: move the hash to the current cost. A failure
    // here must not fail the sign-in; the next one tries again.
    try {
      await updatePasswordHash(db, user.id, await hashPassword(password, config.scryptLogN));
    } catch (err) {
      request.log.warn({ err, userId: user.id }, 'Could not upgrade a password hash');
    }
  }
  if (isStaffRole(user.role) && user.totpSecret !== null) {
    // The count is cleared only once the code is right too: a known password must not reset the
    // lockout that guards the code.
    await recordAuthEvent(request, 'sign_in_totp_required', user.id);
    return { kind: 'totp', user: accountOf(user), device };
  }
  await clearSignInFailures(db, key);
  await recordAuthEvent(request, 'sign_in_ok', user.id);
  return { kind: 'session', user: accountOf(user), device };
}

/** The device id of a valid device token issued to this account; null for anything else (then the account's count applies). */
function trustedDevice(request: FastifyRequest, deviceToken: string, userId: string): string | null {
  const check = verifyBodyToken(request.server, deviceToken);
  return check.ok && isDeviceClaims(check.claims) && check.claims.sub === userId ? check.claims.device : null;
}

/** 429 with Retry-After while the key is locked; the same words whether the account exists or not. */
export async function refuseWhileLocked(request: FastifyRequest, reply: FastifyReply, key: string, userId: string | null): Promise<void> {
  const now = new Date();
  const until = await lockedUntil(request.server.db, key, now);
  if (!until) return;
  await recordAuthEvent(request, 'sign_in_locked', userId);
  reply.header('retry-after', String(Math.ceil((until.getTime() - now.getTime()) / 1000)));
  const minutes = minutesLeft(until, now);
  throw tooManyRequests('auth.locked_out', { values: { minutes } });
}
