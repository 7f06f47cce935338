import { randomBytes } from 'node:crypto';
import { loadOrCreateDevSecret } from '../dev-secrets';
import type { DevSecretFile } from '../dev-secrets';
import { AADHAAR_KEY_BYTES } from './aadhaar-cipher';
import type { AadhaarKey } from './aadhaar-cipher';
import { formatAadhaarKey, parseAadhaarKeys } from './aadhaar-keys-config';

/**
 * Development and test only: one Aadhaar key generated the first time and kept in DATA_DIR, so that
 * what was encrypted still opens after a restart. A file of its own rather than a field of
 * secrets.json, so an existing secrets.json stays valid. Production sets AADHAAR_KEYS.
 */
const devAadhaarKeysFile: DevSecretFile<AadhaarKey[]> = {
  name: 'aadhaar-keys.json',
  kind: 'Aadhaar key file',
  // Deleting it would make every stored Aadhaar number unreadable: say so rather than regenerate.
  whenInvalid: 'Restore it from a backup; a new key cannot open the numbers already stored.',
  create: () => [{ id: 'dev1', key: randomBytes(AADHAAR_KEY_BYTES) }],
  toJson: (keys) => ({ aadhaarKeys: keys.map(formatAadhaarKey).join(',') }),
  fromJson: (json) =>
    typeof json === 'object' && json !== null && 'aadhaarKeys' in json && typeof json.aadhaarKeys === 'string'
      ? parseAadhaarKeys(json.aadhaarKeys)
      : null,
};

export function loadOrCreateDevAadhaarKeys(dataDir: string): AadhaarKey[] {
  return loadOrCreateDevSecret(dataDir, devAadhaarKeysFile);
}
