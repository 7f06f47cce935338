import type { PGlite } from '@electric-sql/pglite';

const COUNTERS_EVERY_MS = 10 * 60_000;
const EVERYTHING_EVERY_MS = 6 * 60 * 60_000;

/**
 * PGlite runs no autovacuum (it is one process with no background workers). Without it the
 * status counters (updated on every write, decision 010) keep every old row version, and the
 * trigram indexes' pending lists and the planner's statistics go stale, and a list query's
 * planning grows with the table (measured in decision 031). So the server does what autovacuum
 * would: the counters (a few hundred live rows) every 10 minutes, everything every 6 hours.
 * Best effort: a failure is retried at the next tick. Returns the stop function.
 */
export function startPgliteMaintenance(client: PGlite): () => void {
  const run = (sql: string) => {
    if (!client.closed) client.exec(sql).catch(() => undefined);
  };
  const counters = setInterval(() => run('vacuum analyze status_counts'), COUNTERS_EVERY_MS);
  const everything = setInterval(() => run('vacuum analyze'), EVERYTHING_EVERY_MS);
  counters.unref();
  everything.unref();
  return () => {
    clearInterval(counters);
    clearInterval(everything);
  };
}
