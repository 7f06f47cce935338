import { createHash, timingSafeEqual } from 'node:crypto';
import { forbidden } from '../../http/http-error';

const digestOf = (key: string) => createHash('sha256').update(key, 'utf8').digest();

/**
 * The configured key that `given` is (OPEN311_API_KEYS), named by its digest so that neither the
 * rate limit's store nor the idempotency record holds the key itself; a 403 otherwise. Digests of
 * equal length are compared in constant time, against every key, so the answer's timing tells
 * nothing about how near a guess came or which key it was near.
 */
export function acceptedKeyDigest(keys: readonly string[], given: unknown): string {
  const digest = digestOf(typeof given === 'string' ? given : '');
  let accepted = false;
  for (const key of keys) accepted = timingSafeEqual(digestOf(key), digest) || accepted;
  if (typeof given !== 'string' || given === '' || !accepted) throw forbidden('open311.api_key_invalid');
  return digest.toString('hex');
}
