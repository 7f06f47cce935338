import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { forbidden, unauthorized } from '../../http/http-error';
import { freshReadsByKey } from '../../lib/fresh-read';
import { authMessages } from './auth-messages';
import type { AccountUser } from './public-user';
import { isSessionClaims } from './session-claims';
import { findUserById } from './user-repository';

/**
 * Route hooks for every module that needs a signed-in person. Use them as `onRequest` so an
 * anonymous request is refused before its body is even read:
 *
 *   app.post(path, { onRequest: requireAdmin }, handler)  // then currentUserOf(request)
 *
 * The token proves who signed in; the account itself is read from the database on every call,
 * so a deleted account stops working at once and a role change takes effect immediately.
 * Requests of one account that arrive together share a read started after they arrived (a clerk's
 * dashboard sends several at once), which keeps that promise.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  request.currentUser = await authenticate(request);
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = await authenticate(request);
  if (user.role !== 'admin') throw forbidden(authMessages.adminRequired);
  request.currentUser = user;
}

/**
 * For routes open to everyone that remember who is signed in (certificate applications): no
 * Authorization header is an anonymous request, but a token that is sent must be valid (401),
 * so that an expired session is noticed instead of silently filing the request anonymously.
 */
export async function identifyUser(request: FastifyRequest): Promise<void> {
  request.currentUser = request.headers.authorization === undefined ? null : await authenticate(request);
}

/** The user requireUser / requireAdmin loaded; calling it on an unguarded route is a bug. */
export function currentUserOf(request: FastifyRequest): AccountUser {
  if (!request.currentUser) throw new Error('currentUserOf() on a route without requireUser or requireAdmin');
  return request.currentUser;
}

async function authenticate(request: FastifyRequest): Promise<AccountUser> {
  if (!request.headers.authorization) throw unauthorized(authMessages.signInRequired);
  let claims: unknown;
  try {
    claims = await request.jwtVerify();
  } catch (err) {
    throw unauthorized(isExpired(err) ? authMessages.sessionExpired : authMessages.sessionInvalid);
  }
  if (!isSessionClaims(claims)) throw unauthorized(authMessages.sessionInvalid);
  const user = await accountReadsOf(request.server.db)(claims.sub);
  if (!user) throw unauthorized(authMessages.sessionInvalid);
  return user;
}

function isExpired(err: unknown): boolean {
  return err instanceof Error && 'code' in err && err.code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
}

const accountReads = new WeakMap<Database, (id: string) => Promise<AccountUser | null>>();

function accountReadsOf(db: Database): (id: string) => Promise<AccountUser | null> {
  let reads = accountReads.get(db);
  if (!reads) {
    reads = freshReadsByKey((id: string) => findUserById(db, id));
    accountReads.set(db, reads);
  }
  return reads;
}
