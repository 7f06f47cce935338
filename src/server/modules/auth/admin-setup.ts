import { sql } from 'drizzle-orm';
import type { AdminSetupInput } from '../../../shared/domain/users/user-schemas';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { conflict, fieldError, forbidden } from '../../http/http-error';
import { assertIdentitiesFree, identityConflictFrom, insertAccount } from './accounts';
import { hashPassword } from './password-hashing';
import { assertPasswordAllowed } from './password-policy';
import type { AccountUser } from './public-user';
import { discardSetupKeys, isSetupKeyValid } from './setup-keys';
import { adminExists } from './user-repository';

/** Any fixed number: every instance serialises first-admin creation on this advisory lock. */
const ADMIN_SETUP_LOCK_ID = 4_242_001;

/**
 * Creates the first administrator. Two setups at the same moment must never both win, so the
 * decisive check and the insert run in one transaction holding a transaction-scoped advisory
 * lock: the second setup waits, then sees the first admin and gets a 409. (PGlite runs its
 * transactions one at a time, which gives the same guarantee; the lock is harmless there.)
 */
export async function completeAdminSetup(db: Database, config: Config, input: AdminSetupInput): Promise<AccountUser> {
  // Cheap checks first, outside the lock, so a flood of bad requests never queues on it.
  if (await adminExists(db)) throw conflict('auth.setup_completed');
  assertPasswordAllowed(input.password);
  if (!(await isSetupKeyValid(db, config, input.setupKey))) {
    throw forbidden('auth.setup_key_wrong', fieldError('setupKey', 'wrong'));
  }
  // Hash before taking the lock: it is the slow part and needs no database.
  const passwordHash = await hashPassword(input.password, config.scryptLogN);

  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_SETUP_LOCK_ID})`);
      if (await adminExists(tx)) throw conflict('auth.setup_completed');
      await assertIdentitiesFree(tx, input.username, input.email);
      const admin = await insertAccount(tx, { username: input.username, email: input.email, role: 'admin', passwordHash });
      await discardSetupKeys(tx);
      return admin;
    });
  } catch (err) {
    throw identityConflictFrom(err) ?? err;
  }
}
