import { AADHAAR_KEY_BYTES, AADHAAR_KEY_ID_PATTERN } from './aadhaar-cipher';
import type { AadhaarKey } from './aadhaar-cipher';

export const AADHAAR_KEYS_FORMAT =
  'AADHAAR_KEYS must be a comma-separated list of <key id>:<32-byte key as base64 or 64 hex digits>, the key that encrypts first (e.g. 2026a:<key>,2025b:<old key>)';

/**
 * Parses AADHAAR_KEYS: `id:key,id:key,…`. The first key encrypts new values; every listed key
 * decrypts, so an operator rotates by putting a new key first, running `npm run aadhaar:rekey`,
 * and dropping the old key afterwards. Never echoes a key in an error.
 */
export function parseAadhaarKeys(value: string): AadhaarKey[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) throw new Error(AADHAAR_KEYS_FORMAT);
  const keys: AadhaarKey[] = [];
  for (const entry of entries) {
    const separator = entry.indexOf(':');
    const id = separator < 0 ? '' : entry.slice(0, separator);
    const key = separator < 0 ? null : decodeKey(entry.slice(separator + 1));
    if (!AADHAAR_KEY_ID_PATTERN.test(id)) throw new Error(`${AADHAAR_KEYS_FORMAT}; a key id is 1 to 32 letters, digits, - or _`);
    if (!key) throw new Error(`${AADHAAR_KEYS_FORMAT}; the key of "${id}" is not 32 bytes`);
    if (keys.some((existing) => existing.id === id)) throw new Error(`${AADHAAR_KEYS_FORMAT}; the key id "${id}" appears twice`);
    keys.push({ id, key });
  }
  return keys;
}

/** `id:base64url` for one freshly generated key (what the development key file holds). */
export function formatAadhaarKey(key: AadhaarKey): string {
  return `${key.id}:${key.key.toString('base64url')}`;
}

function decodeKey(text: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return null;
  const bytes = Buffer.from(text, 'base64');
  return bytes.length === AADHAAR_KEY_BYTES ? bytes : null;
}
