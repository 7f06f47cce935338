import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { DatabaseHandle } from './database';
import { DEFAULT_MIGRATIONS_SCHEMA, MIGRATIONS_FOLDER } from './migrations-folder';
import * as schema from './schema';
import { runStatementsWith } from './prepared-statement';
import { limitWrites } from './write-slots';

export interface PostgresOptions {
  /**
   * Run in this schema instead of public (search_path and migrations table both). Tests use it to
   * give every app a private copy of the database inside one PostgreSQL database.
   */
  schema?: string;
  /** Where to report errors of idle pooled connections (a restarted PostgreSQL, a dropped link). */
  onPoolError?: (err: Error) => void;
}

/** Any number (here: a fixed arbitrary one) shared by every instance that migrates this database. */
const MIGRATION_LOCK_ID = 7_301_920_441;
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** Connections per server process; a quarter of them at most wait on the payment gateway (decision 024). */
const POOL_SIZE = 10;

/**
 * PostgreSQL from DATABASE_URL: the way past one machine. Several server instances may start at
 * once, so migrations run under a session advisory lock and only one instance applies them.
 */
export async function openPostgres(connectionString: string, options: PostgresOptions = {}): Promise<DatabaseHandle> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
    throw new Error(`Invalid schema name: ${options.schema}`);
  }
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    // Fail a health check or a request in seconds rather than hang while the database is away.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // Without a listener an idle client's error would crash the process.
  pool.on('error', (err) => options.onPoolError?.(err));

  try {
    const db = drizzle({ client: pool, schema });
    limitWrites(db, POOL_SIZE);
    runStatementsWith(db, async (name, text, values) => (await pool.query({ name, text, values })).rows as Record<string, unknown>[]);
    await withMigrationLock(pool, () =>
      migrate(db, {
        migrationsFolder: MIGRATIONS_FOLDER,
        migrationsSchema: options.schema ?? DEFAULT_MIGRATIONS_SCHEMA,
      }),
    );
    let closing: Promise<void> | null = null;
    // The job library's tables in a schema of their own, beside a test's private schema when it has one.
    const jobs = {
      schema: options.schema ? `${options.schema}_jobs` : 'pgboss',
      executeSql: (text: string, values: unknown[]) => pool.query(text, values),
    };
    return { db, kind: 'postgres', connections: POOL_SIZE, jobs, close: () => (closing ??= pool.end()) };
  } catch (err) {
    await pool.end().catch(() => undefined);
    throw err;
  }
}

async function withMigrationLock(pool: pg.Pool, run: () => Promise<void>) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await run();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}
