import type { FastifyInstance } from 'fastify';

export type BodyTokenCheck = { ok: true; claims: unknown } | { ok: false; expired: boolean };

/**
 * Verifies a token that came in a body (renewal token, two-factor challenge) with the same pinned
 * algorithm and required claims as a bearer token; the caller checks what kind it is.
 */
export function verifyBodyToken(app: FastifyInstance, token: string): BodyTokenCheck {
  try {
    return { ok: true, claims: app.jwt.verify(token) };
  } catch (err) {
    const code = err instanceof Error && 'code' in err ? String(err.code) : '';
    return { ok: false, expired: code.includes('EXPIRED') };
  }
}
