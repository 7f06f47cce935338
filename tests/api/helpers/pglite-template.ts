import { createHash, randomUUID } from 'node:crypto';
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../../src/server/db/open-database';
import { MIGRATIONS_FOLDER } from '../../../src/server/db/migrations-folder';

/**
 * Creating a PGlite database runs initdb, which takes seconds; copying a migrated, cleanly closed one
 * takes a fraction of that. The first test file to need it builds the template (through the
 * server's own openDatabase) and every later one copies it. Keyed by the migrations and the
 * PGlite version, so a new migration makes a new template.
 */
export async function copyMigratedPglite(dataDir: string): Promise<void> {
  const template = await templateDir();
  cpSync(join(template, 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
}

async function templateDir(): Promise<string> {
  const dir = join(tmpdir(), `portal-pglite-template-${templateKey()}`);
  if (existsSync(join(dir, 'pgdata', 'PG_VERSION'))) return dir;

  // Built aside and renamed into place, so a parallel test file never copies a half-made one.
  const building = `${dir}.building-${randomUUID()}`;
  const database = await openDatabase({ databaseUrl: null, dataDir: building });
  await database.close();
  try {
    renameSync(building, dir);
  } catch {
    // Another test file finished first: use its template.
    rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

function templateKey(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(readFileSync(join(process.cwd(), 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as {
    version: string;
  };
  hash.update(pglite.version);
  for (const file of readdirSync(MIGRATIONS_FOLDER).sort()) {
    if (file.endsWith('.sql')) hash.update(file).update(readFileSync(join(MIGRATIONS_FOLDER, file)));
  }
  hash.update(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json')));
  return hash.digest('hex').slice(0, 16);
}
