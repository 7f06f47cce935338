import { randomBytes, timingSafeEqual } from 'node:crypto';
import { scryptOffThread } from './scrypt-pool';

/**
 * Password hashing with scrypt (OWASP: N=2^17, r=8, p=1), stored as a self-describing string
 * `scrypt$<logN>$<r>$<p>$<salt b64>$<hash b64>` so the cost can be raised later: old hashes keep
 * verifying with their own parameters and are upgraded at the next successful sign-in.
 */
const ALGORITHM = 'scrypt';
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Never verify with a cost a corrupted or hostile row could set to exhaust memory. */
const MAX_STORED_LOG_N = 20;

interface ScryptParams {
  logN: number;
  r: number;
  p: number;
}

interface ParsedHash extends ScryptParams {
  salt: Buffer;
  hash: Buffer;
}

export async function hashPassword(password: string, logN: number): Promise<string> {
  const params = { logN, r: BLOCK_SIZE, p: PARALLELISM };
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, params, KEY_BYTES);
  return [ALGORITHM, logN, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Constant-time comparison; an unreadable stored value simply never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await derive(password, parsed.salt, parsed, parsed.hash.length);
  return timingSafeEqual(candidate, parsed.hash);
}

/** True when the stored hash was made with other parameters than the current ones. */
export function needsRehash(stored: string, logN: number): boolean {
  const parsed = parseHash(stored);
  return !parsed || parsed.logN !== logN || parsed.r !== BLOCK_SIZE || parsed.p !== PARALLELISM || parsed.hash.length !== KEY_BYTES;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== ALGORITHM) return null;
  const [logN, r, p] = parts.slice(1, 4).map((part) => (/^\d{1,3}$/.test(part) ? Number(part) : Number.NaN));
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const hash = Buffer.from(parts[5] ?? '', 'base64');
  if (logN === undefined || r === undefined || p === undefined) return null;
  if (!(logN >= 1 && logN <= MAX_STORED_LOG_N && r >= 1 && r <= 32 && p >= 1 && p <= 16)) return null;
  if (salt.length < SALT_BYTES || hash.length < 32) return null;
  return { logN, r, p, salt, hash };
}

function derive(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const N = 2 ** params.logN;
  // scrypt needs 128·N·r bytes; Node refuses above maxmem (default 32 MiB, too little for
  // N=2^17). Twice the need leaves headroom without allowing unbounded allocation.
  const maxmem = 2 * 128 * N * params.r;
  // NFKC: the same password typed on two keyboards can arrive as different code points.
  const normalized = password.normalize('NFKC');
  return scryptOffThread(normalized, salt, keyLength, { N, r: params.r, p: params.p, maxmem });
}
