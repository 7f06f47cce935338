import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { resetPostgres } from './postgres';
import { startPortalServer } from './portal-server';
import type { DatabaseChoice, PortalServer } from './portal-server';
import { failed } from './result';
import type { Result } from './result';
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
    targets.push({
      label: 'PostgreSQL',
      database: { kind: 'postgres', url: context.postgres.url },
      dataDir: mkdtempSync(join(context.tempRoot, 'pg-')),
    });
  } else {
    skipReason = context.postgres.reason;
  }
  targets.push({ label: 'PGlite', database: { kind: 'pglite' }, dataDir: mkdtempSync(join(context.tempRoot, 'pglite-')) });
  return { targets, skipReason };
}

export interface EachTarget {
  section: string;
  /** The server's environment beyond the bench's own. */
  env?: Readonly<Record<string, string>>;
  measure(target: Target, server: PortalServer): Promise<Result[]>;
  /** The rows that stand for PostgreSQL's figures when it cannot be measured. */
  skippedRows(reason: string): Result[];
}

/**
 * A portal server on each target in turn (PostgreSQL first when it is reachable, then PGlite),
 * measured, then stopped. A measurement that throws becomes one failed row for its target, and
 * the next target is still measured.
 */
export async function measureOnEachTarget(context: BenchContext, { section, env, measure, skippedRows }: EachTarget): Promise<Result[]> {
  const { targets, skipReason } = await prepareTargets(context);
  const results: Result[] = [];
  for (const target of targets) {
    const server = await startPortalServer(context, { database: target.database, dataDir: target.dataDir, ...(env ? { env } : {}) });
    try {
      results.push(...(await measure(target, server)));
    } catch (err) {
      results.push(failed(section, `${target.label}: measured`, '', null, err instanceof Error ? err.message : String(err)));
    } finally {
      await server.stop();
    }
  }
  if (skipReason !== null) results.push(...skippedRows(skipReason));
  return results;
}
