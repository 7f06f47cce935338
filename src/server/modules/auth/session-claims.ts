import type {} from '@fastify/jwt';
import type { Role } from '../../../shared/domain/users/roles';
import { isRole, isStaffRole } from '../../../shared/domain/users/roles';
import { UUID } from '../../http/schemas/ids';

/**
 * Every token the server signs says what it is for in `aud`, and each place that accepts a token
 * names the audiences it takes: an admin token is not a citizen token, a renewal token is not an
 * access token, and a half-finished two-factor sign-in is neither (decision 014).
 */
export const AUDIENCES = {
  citizen: 'portal:citizen',
  admin: 'portal:admin',
  refresh: 'portal:refresh',
  totpChallenge: 'portal:totp-challenge',
  device: 'portal:device',
} as const;
export type AccessAudience = typeof AUDIENCES.citizen | typeof AUDIENCES.admin;

/** An access token: who (sub = user id), in which role, under which name, in which session (sid). */
export interface AccessClaims {
  sub: string;
  aud: AccessAudience;
  role: Role;
  username: string;
  sid: string;
}

/**
 * A renewal token: who, with the role it was issued for, and when that person signed in (seconds).
 * `gen` numbers the session's renewal tokens (0 at the sign-in): each is used once (decision 037).
 * Tokens issued before that decision have none and count as 0.
 */
export interface RefreshClaims {
  sub: string;
  aud: typeof AUDIENCES.refresh;
  role: Role;
  authTime: number;
  sid: string;
  gen?: number;
}

/**
 * Between an admin's correct password and their code: proves the first step only. `device` is the
 * trusted device the password came from, if any: its failures count there, not on the account.
 */
export interface TotpChallengeClaims {
  sub: string;
  aud: typeof AUDIENCES.totpChallenge;
  device?: string;
}

/**
 * A device where this account signed in before (OWASP's device cookie, decision 014): sign-ins
 * that present it are counted and locked on the device, not on the account, so someone guessing
 * at the account from elsewhere cannot lock its owner out of their own phone.
 */
export interface DeviceClaims {
  sub: string;
  aud: typeof AUDIENCES.device;
  device: string;
}

export type TokenClaims = AccessClaims | RefreshClaims | TotpChallengeClaims | DeviceClaims;

/** When a token was issued (iat in seconds for JWT, iatMs for revocation) and when it ends. */
export interface Issued {
  iat: number;
  iatMs: number;
  exp: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims & Issued;
    user: TokenClaims & Issued;
  }
}

/** Admins and officers alike hold staff tokens from the admin sign-in; their routes tell them apart by role. */
export function audienceForRole(role: Role): AccessAudience {
  return isStaffRole(role) ? AUDIENCES.admin : AUDIENCES.citizen;
}

function base(value: unknown): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null) return null;
  const claims = value as Record<string, unknown>;
  const ok =
    typeof claims.sub === 'string' &&
    UUID.test(claims.sub) &&
    Number.isSafeInteger(claims.iat) &&
    Number.isSafeInteger(claims.iatMs) &&
    Number.isSafeInteger(claims.exp);
  return ok ? claims : null;
}

/** A verified access token for one of `audiences`; anything else is refused rather than trusted. */
export function isAccessClaims(value: unknown, audiences: readonly AccessAudience[]): value is AccessClaims & Issued {
  const claims = base(value);
  return (
    claims !== null &&
    (audiences as readonly unknown[]).includes(claims.aud) &&
    isRole(claims.role) &&
    claims.aud === audienceForRole(claims.role) &&
    typeof claims.username === 'string' &&
    isDeviceId(claims.sid)
  );
}

export function isRefreshClaims(value: unknown): value is RefreshClaims & Issued {
  const claims = base(value);
  return (
    claims !== null &&
    claims.aud === AUDIENCES.refresh &&
    isRole(claims.role) &&
    Number.isSafeInteger(claims.authTime) &&
    isDeviceId(claims.sid) &&
    (claims.gen === undefined || (Number.isSafeInteger(claims.gen) && Number(claims.gen) >= 0))
  );
}

export function isTotpChallengeClaims(value: unknown): value is TotpChallengeClaims & Issued {
  const claims = base(value);
  return claims !== null && claims.aud === AUDIENCES.totpChallenge && (claims.device === undefined || isDeviceId(claims.device));
}

export function isDeviceClaims(value: unknown): value is DeviceClaims & Issued {
  const claims = base(value);
  return claims !== null && claims.aud === AUDIENCES.device && isDeviceId(claims.device);
}

/** A random id of ours (a device's, a session's). */
function isDeviceId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
