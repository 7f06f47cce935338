import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AuthResponse } from '../../../shared/api/auth-types';
import { isStaffRole } from '../../../shared/domain/users/roles';
import { toPublicUser } from './public-user';
import type { AccountUser } from './public-user';
import { AUDIENCES, audienceForRole } from './session-claims';
import type { TokenClaims } from './session-claims';

/** How long an admin has between a correct password and the code. */
export const TOTP_CHALLENGE_SECONDS = 5 * 60;
/** How long a device stays trusted after its last successful sign-in. */
export const DEVICE_TOKEN_SECONDS = 180 * 86_400;

export function nowSeconds(now = Date.now()): number {
  return Math.floor(now / 1000);
}

/** Which renewal token of a session to issue (decision 037): its number, and when it was issued. */
export interface RenewalIssue {
  generation: number;
  issuedAtMs: number;
}

/**
 * The answer of every successful sign-in, registration, setup, renewal or password change: a
 * short-lived access token (JWT_EXPIRES_IN), a renewal token, and the user. A citizen's renewal
 * token lives SESSION_TTL from its issue, and each renewal issues the next (so someone who opens
 * the app once a month stays signed in even after weeks offline); a member of staff's ends ADMIN_SESSION_TTL
 * after the sign-in itself, so a clerk signs in (and enters a code) once a working day. `authTime`
 * is when the person signed in; `sid` names the session, the same for every renewal of one
 * sign-in, so that a logout can end it alone (decision 018). `renewal` numbers the renewal token,
 * which is used once; the same renewal issued again gives the same tokens, to the byte.
 */
export function issueSession(
  app: FastifyInstance,
  user: AccountUser,
  authTime: number,
  sid: string = randomUUID(),
  renewal: RenewalIssue = { generation: 0, issuedAtMs: Date.now() },
): AuthResponse {
  const { config } = app;
  const nowMs = renewal.issuedAtMs;
  const now = nowSeconds(nowMs);
  const refreshExp = isStaffRole(user.role) ? authTime + config.adminSessionTtlSeconds : now + config.sessionTtlSeconds;
  // An access token never outlives the session it belongs to.
  const accessExp = Math.min(now + config.jwtExpiresInSeconds, refreshExp);
  const token = sign(
    app,
    { sub: user.id, aud: audienceForRole(user.role), role: user.role, username: user.username, sid },
    nowMs,
    accessExp,
  );
  const refreshToken = sign(
    app,
    { sub: user.id, aud: AUDIENCES.refresh, role: user.role, authTime, sid, gen: renewal.generation },
    nowMs,
    refreshExp,
  );
  return { token, refreshToken, user: toPublicUser(user) };
}

/**
 * How long a session's records (a logout, its renewals) are kept: until every token of it has
 * run out, one session lifetime from now at most.
 */
export function sessionKeepUntil(app: FastifyInstance, now: Date): Date {
  const { sessionTtlSeconds, adminSessionTtlSeconds } = app.config;
  return new Date(now.getTime() + Math.max(sessionTtlSeconds, adminSessionTtlSeconds) * 1000);
}

/** The proof of an admin's correct password, exchanged with a code for a session; `device`: the trusted device it came from. */
export function issueTotpChallenge(app: FastifyInstance, user: AccountUser, device: string | null): string {
  const nowMs = Date.now();
  const claims = device === null ? { sub: user.id, aud: AUDIENCES.totpChallenge } : { sub: user.id, aud: AUDIENCES.totpChallenge, device };
  return sign(app, claims, nowMs, nowSeconds(nowMs) + TOTP_CHALLENGE_SECONDS);
}

/**
 * Marks the device of a successful sign-in as trusted for this account (decision 014): the same
 * device id again when it already was, with a new expiry, so trust slides with use.
 */
export function issueDeviceToken(app: FastifyInstance, userId: string, device: string | null): string {
  const nowMs = Date.now();
  return sign(app, { sub: userId, aud: AUDIENCES.device, device: device ?? randomUUID() }, nowMs, nowSeconds(nowMs) + DEVICE_TOKEN_SECONDS);
}

/**
 * Algorithm pinned where @fastify/jwt is registered (app.ts); times set here, per kind. `iatMs`
 * is the issue time in milliseconds: JWT's iat has whole seconds, too coarse for revocation (a
 * logout a moment after a sign-in must still end that session, and the session a password change
 * starts a moment after revoking must live).
 */
function sign(app: FastifyInstance, claims: TokenClaims, issuedAtMs: number, exp: number): string {
  return app.jwt.sign({ ...claims, iat: nowSeconds(issuedAtMs), iatMs: issuedAtMs, exp });
}

/** Revocation: a token issued before the account's tokens_valid_after is refused. */
export function isRevoked(iatMs: number, tokensValidAfter: Date | null): boolean {
  return tokensValidAfter !== null && iatMs < tokensValidAfter.getTime();
}
