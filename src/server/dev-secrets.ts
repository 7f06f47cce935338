import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isErrno } from './lib/is-errno';

const SECRETS_FILE = 'secrets.json';

interface StoredSecrets {
  jwtSecret: string;
}

/**
 * Development and test only: the JWT secret is generated once and kept in DATA_DIR so that
 * tokens survive a restart, without asking a developer to invent a secret. Production must
 * set JWT_SECRET (config.ts refuses to start otherwise).
 */
export function loadOrCreateDevJwtSecret(dataDir: string): string {
  const file = join(dataDir, SECRETS_FILE);
  const existing = readSecrets(file);
  if (existing) return existing.jwtSecret;

  mkdirSync(dataDir, { recursive: true });
  const secrets: StoredSecrets = { jwtSecret: randomBytes(48).toString('base64url') };
  try {
    // 'wx': if another process created the file a moment ago, use its secret rather than replace it.
    writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if (isErrno(err, 'EEXIST')) {
      const raced = readSecrets(file);
      if (raced) return raced.jwtSecret;
    }
    throw err;
  }
  // The umask may have narrowed the mode further but never widened it; make sure it is exactly 0600.
  chmodSync(file, 0o600);
  return secrets.jwtSecret;
}

function readSecrets(file: string): StoredSecrets | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if (isErrno(err, 'ENOENT')) return null;
    throw err;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  if (typeof parsed === 'object' && parsed !== null && 'jwtSecret' in parsed) {
    const { jwtSecret } = parsed;
    if (typeof jwtSecret === 'string' && jwtSecret.length >= 32) return { jwtSecret };
  }
  throw new Error(`${file} is not a valid secrets file. Delete it to generate a new one (signed-in users will have to sign in again).`);
}
