import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isErrno } from './lib/is-errno';

/** A development secret kept in a JSON file of its own in DATA_DIR. */
export interface DevSecretFile<T> {
  /** The file's name in DATA_DIR. */
  name: string;
  /** What the file is, as an error names it ("signing key file"). */
  kind: string;
  /** What a developer does about a file that is not valid. */
  whenInvalid: string;
  create: () => T;
  toJson: (secret: T) => unknown;
  /** The secret in the file's JSON, or null when it holds none (it may also throw). */
  fromJson: (json: unknown) => T | null;
}

/**
 * Development and test only: a secret generated the first time and kept in DATA_DIR (mode 0600),
 * so that what it signed or encrypted still opens after a restart, without asking a developer to
 * invent one. Production sets each secret itself (config.ts refuses to start otherwise). Two
 * processes starting at once both end with the secret of the one that wrote the file first.
 */
export function loadOrCreateDevSecret<T>(dataDir: string, file: DevSecretFile<T>): T {
  const path = join(dataDir, file.name);
  const existing = readSecret(path, file);
  if (existing !== null) return existing;

  mkdirSync(dataDir, { recursive: true });
  const secret = file.create();
  try {
    // 'wx': if another process created the file a moment ago, use its secret rather than replace it.
    writeFileSync(path, `${JSON.stringify(file.toJson(secret), null, 2)}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if (isErrno(err, 'EEXIST')) {
      const raced = readSecret(path, file);
      if (raced !== null) return raced;
    }
    throw err;
  }
  // The umask may have narrowed the mode further but never widened it; make sure it is exactly 0600.
  chmodSync(path, 0o600);
  return secret;
}

function readSecret<T>(path: string, file: DevSecretFile<T>): T | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    if (isErrno(err, 'ENOENT')) return null;
    throw err;
  }
  let secret: T | null = null;
  try {
    secret = file.fromJson(JSON.parse(text));
  } catch {
    // Reported below as one message.
  }
  if (secret === null) throw new Error(`${path} is not a valid ${file.kind}. ${file.whenInvalid}`);
  return secret;
}

const jwtSecretFile: DevSecretFile<string> = {
  name: 'secrets.json',
  kind: 'secrets file',
  whenInvalid: 'Delete it to generate a new one (signed-in users will have to sign in again).',
  create: () => randomBytes(48).toString('base64url'),
  toJson: (jwtSecret) => ({ jwtSecret }),
  fromJson: (json) => {
    const jwtSecret = typeof json === 'object' && json !== null && 'jwtSecret' in json ? json.jwtSecret : null;
    return typeof jwtSecret === 'string' && jwtSecret.length >= 32 ? jwtSecret : null;
  },
};

/** The JWT secret for development and tests, so that tokens survive a restart. */
export function loadOrCreateDevJwtSecret(dataDir: string): string {
  return loadOrCreateDevSecret(dataDir, jwtSecretFile);
}
