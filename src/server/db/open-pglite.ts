import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { makePrivate } from '../private-data-dir';
import { acquireDataDirLock } from './data-dir-lock';
import { startPgliteMaintenance } from './pglite-maintenance';
import type { DatabaseHandle } from './database';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import * as schema from './schema';
import { runStatementsWith } from './prepared-statement';
import { limitWrites } from './write-slots';

/**
 * The embedded database in DATA_DIR/pgdata. PGlite is one in-process PostgreSQL with a single
 * connection: its transactions run one at a time, which is also what makes concurrent admin
 * setups safe here. The DATA_DIR lock is taken first and released on every way out.
 */
export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const lock = acquireDataDirLock(dataDir);
  let client: PGlite | null = null;
  try {
    // pg_trgm: the admin list's name search (migration 0004).
    client = new PGlite(join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
    await client.waitReady;
    const db = drizzle({ client, schema });
    limitWrites(db, 1);
    const pglite = client;
    runStatementsWith(db, async (_name, text, values) => (await pglite.query<Record<string, unknown>>(text, values)).rows);
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
    // PGlite makes its files 0666 whatever the umask (its initial database, and pg_internal.init
    // at every start): owner only, now and once it is closed.
    const pgdata = join(dataDir, 'pgdata');
    makePrivate(pgdata);
    const stopMaintenance = startPgliteMaintenance(client);
    return {
      db,
      kind: 'pglite',
      connections: 1,
      close: once(async () => {
        stopMaintenance();
        await closeAll(client, lock.release);
        makePrivate(pgdata);
      }),
    };
  } catch (err) {
    await closeAll(client, lock.release);
    throw err;
  }
}

async function closeAll(client: PGlite | null, releaseLock: () => void) {
  try {
    if (client && !client.closed) await client.close();
  } finally {
    // Even if closing failed the process is done with the folder; keeping the lock would only
    // block the next start.
    releaseLock();
  }
}

function once(fn: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  return () => {
    running ??= fn();
    return running;
  };
}
