import type { FastifyReply, FastifyRequest } from 'fastify';
import { badRequest, fieldError } from '../../http/http-error';
import { recordAuthEvent } from './auth-events';
import { verifyPassword } from './password-hashing';
import type { AccountUser } from './public-user';
import { refuseWhileLocked } from './sign-in';
import { clearSignInFailures, recordSignInFailure, throttleKeyFor } from './sign-in-throttle';
import { findFullUserById } from './user-repository';

/**
 * The current password, asked for before a signed-in change that a stolen session must not make
 * (a new password, a new email address). A wrong one counts towards the account's lockout, as a
 * failed sign-in does, and a locked account gets the same 429 without the password being checked.
 * An account without a password (made with a mobile number) is told to set one first.
 */
export async function assertCurrentPassword(
  request: FastifyRequest,
  reply: FastifyReply,
  user: AccountUser,
  password: string,
): Promise<void> {
  const key = throttleKeyFor(user.id, user.username);
  await refuseWhileLocked(request, reply, key, user.id);
  const full = await findFullUserById(request.server.db, user.id);
  // An account made with a mobile number has none to give: it sets one with a code first.
  if (full?.passwordHash === null) throw badRequest('auth.password_not_set', fieldError('currentPassword', 'required'));
  if (!full || !(await verifyPassword(password, full.passwordHash))) {
    await recordSignInFailure(request.server.db, key, new Date());
    await recordAuthEvent(request, 'sign_in_failed', user.id);
    throw badRequest('auth.current_password_wrong', fieldError('currentPassword', 'wrong'));
  }
  await clearSignInFailures(request.server.db, key);
}
