import type { FastifyRequest } from 'fastify';
import { isStaffRole } from '../../../shared/domain/users/roles';
import type { Database } from '../../db/database';
import { forbidden, unauthorized } from '../../http/http-error';
import { freshReadsByKey } from '../../lib/fresh-read';
import type { AccountUser } from './public-user';
import { AUDIENCES, isAccessClaims } from './session-claims';
import type { AccessAudience } from './session-claims';
import { isRevoked } from './session-tokens';
import { staffScopeOf } from '../staff/staff-scope';
import { findSessionUser } from './user-repository';
import type { SessionUser } from './user-repository';

/**
 * The guards behind `config.access` (route-access.ts). They run as the route's first `onRequest`
 * hook, so an anonymous request is refused before its body is even read; the handler then takes
 * the person from `currentUserOf(request)`.
 *
 * Each names the token audiences it accepts (decision 014): admin routes only admin tokens, the
 * session's own routes (profile, password) both. The token proves who signed in; the account
 * itself is read from the database on every call (one primary-key read that also brings the
 * revocation time and whether this session was ended), so a deleted account, a role change, a
 * logout or a password change takes effect at once. Requests of one account that arrive together share a read started after they
 * arrived (a clerk's dashboard sends several at once), which keeps that promise.
 */

/** The session's own routes (profile, password change): citizens and admins alike. */
export async function requireSignedIn(request: FastifyRequest): Promise<void> {
  request.currentUser = await authenticate(request, [AUDIENCES.citizen, AUDIENCES.admin]);
}

/**
 * A citizen's own requests (`/api/me/…`, decision 043): only a citizen's session. A clerk's token
 * is refused (403): these routes answer "mine", and a clerk has none; clerks read records through
 * the admin routes.
 */
export async function requireCitizen(request: FastifyRequest): Promise<void> {
  const user = await authenticate(request, [AUDIENCES.citizen, AUDIENCES.admin]);
  if (user.role !== 'user' || request.tokenAudience !== AUDIENCES.citizen) throw forbidden('auth.citizen_required');
  request.currentUser = user;
}

/** The municipality's administration (the staff, setup, messages): an admin only; an officer is 403 like a citizen. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = await authenticate(request, [AUDIENCES.citizen, AUDIENCES.admin]);
  // A citizen token (even of an account promoted since) never opens an admin route: 403 for a
  // citizen, and an admin must hold a token from the admin sign-in (with its second factor).
  if (user.role !== 'admin' || request.tokenAudience !== AUDIENCES.admin) throw forbidden('auth.admin_required');
  request.currentUser = user;
  request.staffScope = staffScopeOf(user);
}

/**
 * The dashboard's work (decision 082): an admin, or an officer, whose scope the guard loads with
 * the account; the handler keeps the officer to their departments and wards (staff-scope.ts).
 */
export async function requireStaff(request: FastifyRequest): Promise<void> {
  const user = await authenticate(request, [AUDIENCES.citizen, AUDIENCES.admin]);
  if (!isStaffRole(user.role) || request.tokenAudience !== AUDIENCES.admin) throw forbidden('auth.admin_required');
  request.currentUser = user;
  request.staffScope = staffScopeOf(user);
}

/**
 * Documents (`/uploads/…`, decision 044): a member of staff's bearer token, or a signed link the
 * handler checks. A request that brings a link (its `signature`) or no token at all is left to
 * the link; one that brings only a token must be staff's, with the admin audience (401/403 as on
 * the dashboard's routes).
 */
export async function requireStaffUnlessLinked(request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (request.headers.authorization === undefined || query?.signature !== undefined) return;
  await requireStaff(request);
}

/**
 * For routes open to everyone that remember who is signed in (certificate applications,
 * grievances, tax orders): no Authorization header is an anonymous request, but a token that is
 * sent must be valid (401), so that an expired session is noticed instead of silently filing the
 * request anonymously. Open routes take both audiences: the spec lets anyone, a signed-in clerk
 * too, use these forms.
 */
export async function identifyUser(request: FastifyRequest): Promise<void> {
  request.currentUser =
    request.headers.authorization === undefined ? null : await authenticate(request, [AUDIENCES.citizen, AUDIENCES.admin]);
}

/** The user a guard loaded; calling it on a route without a signed-in guard is a bug. */
export function currentUserOf(request: FastifyRequest): AccountUser {
  if (!request.currentUser) throw new Error("currentUserOf() on a route whose access is not 'signed-in', 'citizen' or 'admin'");
  return request.currentUser;
}

async function authenticate(request: FastifyRequest, audiences: readonly AccessAudience[]): Promise<AccountUser> {
  if (!request.headers.authorization) throw unauthorized('auth.sign_in_required');
  let claims: unknown;
  try {
    claims = await request.jwtVerify();
  } catch (err) {
    throw isExpired(err) ? unauthorized('auth.session_expired') : unauthorized('auth.session_invalid');
  }
  if (!isAccessClaims(claims, audiences)) throw unauthorized('auth.session_invalid');
  const user = await sessionReadsOf(request.server.db)(`${claims.sub} ${claims.sid}`);
  if (!user) throw unauthorized('auth.session_invalid');
  // A deactivated officer's sessions end with the deactivation (it revokes them); checked here too.
  if (user.sessionEnded || user.deactivatedAt !== null || isRevoked(claims.iatMs, user.tokensValidAfter))
    throw unauthorized('auth.session_ended');
  request.tokenAudience = claims.aud;
  const { tokensValidAfter: _revocation, sessionEnded: _ended, deactivatedAt: _deactivated, ...account } = user;
  return account;
}

function isExpired(err: unknown): boolean {
  return err instanceof Error && 'code' in err && err.code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED';
}

const sessionReads = new WeakMap<Database, (id: string) => Promise<SessionUser | null>>();

function sessionReadsOf(db: Database): (id: string) => Promise<SessionUser | null> {
  let reads = sessionReads.get(db);
  if (!reads) {
    // Keyed by account and session: a logout ends one session, not the account's others.
    reads = freshReadsByKey((key: string) => {
      const [id = '', sessionId = ''] = key.split(' ');
      return findSessionUser(db, id, sessionId);
    });
    sessionReads.set(db, reads);
  }
  return reads;
}
