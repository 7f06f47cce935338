import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;

/**
 * The Drizzle database as the rest of the server sees it: the same query builder whether
 * PGlite or PostgreSQL is underneath, so no module needs to know which one it is talking to.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repository functions accept: the database itself, or a transaction they should join. */
export type Executor = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseKind;
  /** How many statements can run at once: the pool's size on PostgreSQL, 1 on PGlite. */
  readonly connections: number;
  /**
   * PostgreSQL only: plain SQL on the pool and the schema a job library keeps its tables in
   * (decision 083); undefined on PGlite.
   */
  readonly jobs?: { readonly schema: string; executeSql(text: string, values: unknown[]): Promise<{ rows: unknown[] }> };
  /** Closes the connections and, for PGlite, releases the DATA_DIR lock. Safe to call twice. */
  close(): Promise<void>;
}
