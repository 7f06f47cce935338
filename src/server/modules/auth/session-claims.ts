import type {} from '@fastify/jwt';
import type { Role } from '../../../shared/domain/users/roles';
import { isRole } from '../../../shared/domain/users/roles';

/** What a session token says: who (sub = user id), in which role, under which name. */
export interface SessionClaims {
  sub: string;
  role: Role;
  username: string;
}

/** Verified tokens also carry the standard times. */
export interface VerifiedSessionClaims extends SessionClaims {
  iat?: number;
  exp?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
    user: VerifiedSessionClaims;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A token signed with our secret has this shape; anything else is refused rather than trusted. */
export function isSessionClaims(value: unknown): value is VerifiedSessionClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Record<string, unknown>;
  return typeof claims.sub === 'string' && UUID.test(claims.sub) && isRole(claims.role) && typeof claims.username === 'string';
}
