import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../../shared/api/submissions/certificate-types';
import { badRequest } from '../../http/http-error';

/** Printable ASCII (space to tilde), 1 to 200 characters: room for a UUID or a ULID and a prefix. */
const KEY_PATTERN = /^[\x20-\x7e]{1,200}$/;

export const idempotencyMessages = {
  invalidKey: `${IDEMPOTENCY_HEADER} must be 1 to 200 printable ASCII characters`,
  differentRequest: 'This Idempotency-Key was already used for a different request',
  stillRunning: 'The first request with this Idempotency-Key is still being processed. Please retry in a moment.',
} as const;

/**
 * The request's Idempotency-Key, or null when it sent none. A malformed key is a 400 rather than
 * silently ignored: a client that believes it is protected against double submission must learn
 * that it is not.
 */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) throw badRequest('idempotency.key_invalid', idempotencyMessages.invalidKey);
  return value;
}
