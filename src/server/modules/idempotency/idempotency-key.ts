import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../../shared/api/submissions/certificate-types';
import { badRequest } from '../../http/http-error';
import { hasStoredAnswer } from './idempotency-repository';

/** Printable ASCII (space to tilde), 1 to 200 characters: room for a UUID or a ULID and a prefix. */
const KEY_PATTERN = /^[\x20-\x7e]{1,200}$/;

/**
 * The request's Idempotency-Key, or null when it sent none. A malformed key is a 400 rather than
 * silently ignored: a client that believes it is protected against double submission must learn
 * that it is not.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) throw badRequest('idempotency.key_invalid');
  return value;
}

/**
 * The scope of a route's keys: its method and path ('POST /api/grievances'), so that one key may
 * serve each route once. The rate limits read it too, to let a replay through (decision 037).
 */
export function idempotencyScopeOf(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? request.url}`;
}

/**
 * True when the request repeats a key whose answer is already stored for its route: it will be
 * answered from that record and create nothing, so no rate limit counts it (decision 037). A
 * malformed key is not a replay (its 400 comes later).
 */
export async function isAnsweredReplay(request: FastifyRequest): Promise<boolean> {
  const value = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) return false;
  return hasStoredAnswer(request.server.db, { scope: idempotencyScopeOf(request), key: value });
}
