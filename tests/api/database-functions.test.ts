import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../../src/server/db/migrations-folder';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

const FUNCTIONS_SQL = readFileSync(join(dirname(MIGRATIONS_FOLDER), 'functions.sql'), 'utf8');

interface FunctionDefinition {
  name: string;
  result: string;
  language: string;
  body: string;
}

/** Each CREATE FUNCTION of functions.sql: its name, what it returns, its language and its body between $$. */
function functionsInFile(): FunctionDefinition[] {
  const pattern = /CREATE OR REPLACE FUNCTION "(\w+)"\([^)]*\) RETURNS (\w+)\s+LANGUAGE (\w+)[^$]*AS \$\$(.*?)\$\$;/gs;
  return [...FUNCTIONS_SQL.matchAll(pattern)].map(([, name = '', result = '', language = '', body = '']) => ({
    name,
    result,
    language,
    body,
  }));
}

/** A trigger definition with quotes, line breaks and the schema's name taken out: how both sides are compared. */
function normalizedTrigger(definition: string, schema: string): string {
  return definition.replaceAll('"', '').replaceAll(` ON ${schema}.`, ' ON ').replace(/\s+/g, ' ').replace(/;$/, '').trim();
}

function triggersInFile(): string[] {
  return [...FUNCTIONS_SQL.matchAll(/^CREATE TRIGGER [^;]*;/gms)].map(([statement]) => normalizedTrigger(statement, ''));
}

function rowsOf<T>(result: unknown): T[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  throw new Error('A raw query gave no rows array');
}

/**
 * src/server/db/functions.sql is the readable copy of what the migrations define: a migrated
 * database holds exactly its functions, with the same bodies, and exactly its triggers.
 */
describe.each(testDatabases())('the database functions and triggers, on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has exactly the functions of functions.sql, with their bodies', async () => {
    const rows = rowsOf<FunctionDefinition>(
      await t.database.db.execute(sql`
        select p.proname as name, pg_get_function_result(p.oid) as result, l.lanname as language, p.prosrc as body
        from pg_proc p join pg_language l on l.oid = p.prolang
        where p.pronamespace = current_schema()::regnamespace
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
        order by p.proname`),
    );
    const inFile = functionsInFile().sort((a, b) => a.name.localeCompare(b.name));
    expect(inFile.map((definition) => definition.name)).toEqual([
      'counter_slot',
      'latin_key',
      'list_changes_bump',
      'status_counts_follow',
      'with_latin_key',
    ]);
    expect(rows).toEqual(inFile);
  });

  it('has exactly the triggers of functions.sql', async () => {
    const rows = rowsOf<{ schema: string; definition: string }>(
      await t.database.db.execute(sql`
        select current_schema() as schema, pg_get_triggerdef(tg.oid) as definition
        from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
        where c.relnamespace = current_schema()::regnamespace and not tg.tgisinternal`),
    );
    const inDatabase = rows.map((row) => normalizedTrigger(row.definition, row.schema)).sort();
    expect(inDatabase).toHaveLength(7);
    expect(inDatabase).toEqual(triggersInFile().sort());
  });
});
