import { createHash } from 'node:crypto';
import { withSortedKeys } from './canonical-json';

/**
 * A digest of what a request asks for, to tell a true replay from a different request that
 * reuses a key. Field order does not matter; array order does (the order of a multiple upload
 * is part of the request).
 */
export function requestHash(content: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(withSortedKeys(content)) ?? 'null')
    .digest('hex');
}
