import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { withClient } from './postgres';
import type { SqlRunner } from '../seed/seed-database';

/** The bench's own connection to the PostgreSQL the server uses (seeding, EXPLAIN). */
export function withPostgresRunner<T>(url: string, work: (runner: SqlRunner) => Promise<T>): Promise<T> {
  return withClient(url, (client) =>
    work({ rows: async (text, params) => (await client.query(text, params)).rows as Record<string, unknown>[] }),
  );
}

/**
 * The server's PGlite database opened by the bench itself: only while the server is stopped, as
 * PGlite is one process's embedded database (the server's DATA_DIR lock says the same).
 */
export async function withPgliteRunner<T>(dataDir: string, work: (runner: SqlRunner) => Promise<T>): Promise<T> {
  // The extensions the server loads (open-pglite.ts): a database whose migrations created one
  // cannot be opened without it.
  const database = new PGlite(join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
  await database.waitReady;
  try {
    return await work({ rows: async (text, params) => (await database.query<Record<string, unknown>>(text, params)).rows });
  } finally {
    await database.close();
  }
}
