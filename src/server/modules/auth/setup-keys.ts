import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/database';
import { adminSetupKeys } from '../../db/schema';
import { adminExists } from './user-repository';

/**
 * The key that authorises creating the first administrator: ADMIN_SETUP_KEY when the operator
 * set one, otherwise a random one-time key generated at start (while no admin exists) and shown
 * only in the start-up log, so only someone who can read the server's log can claim the portal.
 */

export type AdminSetupState = { state: 'completed' } | { state: 'configured-key' } | { state: 'generated-key'; key: string };

/** Run once at start. Returns the new one-time key for the caller to log, when one was made. */
export async function prepareAdminSetup(db: Database, config: Pick<Config, 'adminSetupKey'>): Promise<AdminSetupState> {
  if (await adminExists(db)) return { state: 'completed' };
  if (config.adminSetupKey !== null) return { state: 'configured-key' };
  // 256 random bits: guessing is hopeless, so a fast digest is enough to store it.
  const key = randomBytes(32).toString('base64url');
  await db.insert(adminSetupKeys).values({ keyDigest: digestHex(key) });
  return { state: 'generated-key', key };
}

/**
 * Constant-time check of a presented key. Keys printed by any instance that started while no
 * admin existed are accepted; the configured key, when set, is the only one.
 */
export async function isSetupKeyValid(executor: Executor, config: Pick<Config, 'adminSetupKey'>, presented: string): Promise<boolean> {
  // Digests have a fixed length, so timingSafeEqual never sees unequal lengths and the length
  // of the real key does not leak either.
  const presentedDigest = digest(presented);
  if (config.adminSetupKey !== null) return timingSafeEqual(presentedDigest, digest(config.adminSetupKey));
  const stored = await executor.select({ keyDigest: adminSetupKeys.keyDigest }).from(adminSetupKeys);
  let valid = false;
  for (const { keyDigest } of stored) {
    const candidate = Buffer.from(keyDigest, 'hex');
    if (candidate.length === presentedDigest.length && timingSafeEqual(candidate, presentedDigest)) valid = true;
  }
  return valid;
}

/** Setup is done: the one-time keys must not work again, even if the admin is later removed. */
export async function discardSetupKeys(executor: Executor): Promise<void> {
  await executor.delete(adminSetupKeys);
}

function digest(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

function digestHex(key: string): string {
  return digest(key).toString('hex');
}
