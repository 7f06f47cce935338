import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/** Only turns SQL objects into text: it holds no connection and no state. */
const dialect = new PgDialect();

/**
 * A statement of the hot path, written once as SQL with `sql.placeholder()`s and sent as a named
 * prepared statement (decision 022). Its text is rendered once, not per request (Drizzle's query
 * building was a large share of a write's CPU time), and node-postgres parses and plans it once
 * per pooled connection instead of on every call. PGlite runs it as any other query.
 *
 * Returns the rows of the statement's RETURNING (or SELECT), as the driver gives them: column
 * names as keys, no Drizzle mapping, so return only what needs no decoding (ids, text, integers).
 * Run on the database itself (one statement, its own implicit transaction), not inside an
 * explicit transaction.
 */
export function preparedStatement<Row extends Record<string, unknown>>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const prepared = new WeakMap<Database, PgPreparedQuery<PreparedQueryConfig>>();
  return async (db: Database, values: Record<string, unknown>): Promise<Row[]> => {
    let statementOfDb = prepared.get(db);
    if (!statementOfDb) {
      statementOfDb = db._.session.prepareQuery(query, undefined, name, false);
      prepared.set(db, statementOfDb);
    }
    // Both drivers answer a query without Drizzle fields with their own result: `rows` of objects.
    const result = (await statementOfDb.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
