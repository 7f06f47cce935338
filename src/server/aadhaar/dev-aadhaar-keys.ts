import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isErrno } from '../lib/is-errno';
import { AADHAAR_KEY_BYTES } from './aadhaar-cipher';
import type { AadhaarKey } from './aadhaar-cipher';
import { formatAadhaarKey, parseAadhaarKeys } from './aadhaar-keys-config';

const KEYS_FILE = 'aadhaar-keys.json';

/**
 * Development and test only, like the JWT secret in dev-secrets.ts: one Aadhaar key generated
 * the first time and kept in DATA_DIR (mode 0600) so that what was encrypted still opens after a
 * restart. A file of its own rather than a field of secrets.json, so an existing secrets.json
 * stays valid. Production must set AADHAAR_KEYS (config.ts refuses to start otherwise).
 */
export function loadOrCreateDevAadhaarKeys(dataDir: string): AadhaarKey[] {
  const file = join(dataDir, KEYS_FILE);
  const existing = readKeys(file);
  if (existing) return existing;

  mkdirSync(dataDir, { recursive: true });
  const key: AadhaarKey = { id: 'dev1', key: randomBytes(AADHAAR_KEY_BYTES) };
  try {
    // 'wx': a process that created the file a moment ago wins, and both use its key.
    writeFileSync(file, `${JSON.stringify({ aadhaarKeys: formatAadhaarKey(key) }, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if (isErrno(err, 'EEXIST')) {
      const raced = readKeys(file);
      if (raced) return raced;
    }
    throw err;
  }
  chmodSync(file, 0o600);
  return [key];
}

function readKeys(file: string): AadhaarKey[] | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if (isErrno(err, 'ENOENT')) return null;
    throw err;
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'aadhaarKeys' in parsed && typeof parsed.aadhaarKeys === 'string') {
      return parseAadhaarKeys(parsed.aadhaarKeys);
    }
  } catch {
    // Reported below as one message.
  }
  // Deleting it would make every stored Aadhaar number unreadable: say so rather than regenerate.
  throw new Error(`${file} is not a valid Aadhaar key file. Restore it from a backup; a new key cannot open the numbers already stored.`);
}
