import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadOrCreateDevSigningKey } from '../../../src/server/documents/dev-signing-key';

let made: { file: string; password: string } | undefined;

/**
 * What production must add for certificates (decision 050): PUBLIC_URL, and a .p12 signing key
 * with its password (one self-signed key made once per test file, written where SIGNING_P12 reads it).
 */
export function productionIssuingEnv(): { PUBLIC_URL: string; SIGNING_P12: string; SIGNING_P12_PASSWORD: string } {
  if (!made) {
    const dir = mkdtempSync(join(tmpdir(), 'portal-signing-'));
    const key = loadOrCreateDevSigningKey(dir, 'Test Municipality');
    const file = join(dir, 'signing.p12');
    writeFileSync(file, key.p12, { mode: 0o600 });
    made = { file, password: key.password };
  }
  return { PUBLIC_URL: 'https://portal.example.gov.in', SIGNING_P12: made.file, SIGNING_P12_PASSWORD: made.password };
}
