import { fillPlaceholders } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/** Only turns SQL objects into text: it holds no connection and no state. */
const dialect = new PgDialect();

/**
 * Sends one statement through the driver a database was opened with: node-postgres keeps a named
 * statement prepared on each pooled connection; PGlite, one connection in this process, runs it as
 * any other query. Rows come back as the driver gives them, column names as keys.
 */
export type StatementRunner = (name: string, text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

const runners = new WeakMap<Database, StatementRunner>();

/** Called where a database is opened (open-postgres.ts, open-pglite.ts), with its driver. */
export function runStatementsWith(db: Database, runner: StatementRunner): void {
  runners.set(db, runner);
}

/**
 * A statement of the hot path, written once as SQL with `sql.placeholder()`s and sent as a named
 * prepared statement (decision 022). Its text is rendered once, not per request (building a query
 * is a large share of a write's CPU time), and PostgreSQL parses and plans it once per pooled
 * connection instead of on every call.
 *
 * Returns the rows of the statement's RETURNING (or SELECT), as the driver gives them: column
 * names as keys, no Drizzle mapping, so return only what needs no decoding (ids, text, integers).
 * Run on the database itself (one statement, its own implicit transaction), not inside an
 * explicit transaction.
 */
export function preparedStatement<Row extends Record<string, unknown>>(name: string, statement: SQL) {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return async (db: Database, values: Record<string, unknown>): Promise<Row[]> => {
    const run = runners.get(db);
    if (!run) throw new Error('This database was not opened through openDatabase: it has no driver to prepare statements on.');
    return (await run(name, text, fillPlaceholders(params, values))) as Row[];
  };
}
