import { createHash } from 'node:crypto';

/**
 * A digest of what a request asks for, to tell a true replay from a different request that
 * reuses a key. Object keys are sorted so that the order in which a client sent its fields does
 * not matter; array order does (the order of a multiple upload is part of the request).
 */
export function requestHash(content: unknown): string {
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
