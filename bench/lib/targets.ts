import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { resetPostgres } from './postgres';
import type { DatabaseChoice } from './portal-server';
import type { BenchContext } from './section';

/** A database a section measures the server on, with the name its rows carry. */
export interface Target {
  label: 'PostgreSQL' | 'PGlite';
  database: DatabaseChoice;
  /** PGlite: the DATA_DIR holding it, so that the bench can open it between two server starts. */
  dataDir: string;
}

/**
 * PostgreSQL first (emptied, so every run starts alike) when it is reachable, then PGlite in a
 * fresh DATA_DIR. `skipReason` is set when PostgreSQL is not available: its rows say skipped.
 */
export async function prepareTargets(context: BenchContext): Promise<{ targets: Target[]; skipReason: string | null }> {
  const targets: Target[] = [];
  let skipReason: string | null = null;
  if (context.postgres.available) {
    await resetPostgres(context.postgres.url);
    targets.push({ label: 'PostgreSQL', database: { kind: 'postgres', url: context.postgres.url }, dataDir: mkdtempSync(join(context.tempRoot, 'pg-')) });
  } else {
    skipReason = context.postgres.reason;
  }
  targets.push({ label: 'PGlite', database: { kind: 'pglite' }, dataDir: mkdtempSync(join(context.tempRoot, 'pglite-')) });
  return { targets, skipReason };
}
