import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared-statement';
import { rateLimitWindows } from '../db/schema';

/** How many ended windows of other clients each hit deletes on its way: enough to keep up. */
const SWEEP_PER_HIT = 20;

/**
 * One hit, one statement (decision 037): the window's count goes up by one, or a new window
 * starts when there was none or it has ended, atomically however many instances count at once
 * (the row's lock orders them). On its way it deletes a few ended windows of other clients
 * (skipping rows another hit holds), so the table keeps only live windows without a timer.
 * The database's clock decides, the same for every instance.
 */
const hit = preparedStatement<{ hits: number; ttl_ms: number }>(
  'rate_limit_hit',
  sql`with swept as (
    delete from ${rateLimitWindows} where ${rateLimitWindows.key} in (
      select ended.key from ${rateLimitWindows} as ended
      where ended.ends_at < now() and ended.key <> ${sql.placeholder('key')}
      order by ended.ends_at limit ${sql.raw(String(SWEEP_PER_HIT))}
      for update skip locked
    )
  )
  insert into ${rateLimitWindows} as w (key, hits, ends_at)
  values (${sql.placeholder('key')}, 1, now() + make_interval(secs => ${sql.placeholder('windowSeconds')}))
  on conflict (key) do update set
    hits = case when w.ends_at <= now() then 1 else w.hits + 1 end,
    ends_at = case when w.ends_at <= now() then excluded.ends_at else w.ends_at end
  returning w.hits, ceil(extract(epoch from w.ends_at - now()) * 1000)::integer as ttl_ms`,
);

/**
 * The rate limits' store on PostgreSQL: counts kept in `rate_limit_windows`, so that every
 * server instance on the database counts against one budget. Keys already name their route
 * (http/rate-limit.ts), so every route shares this one store.
 */
export function sharedRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      hit(db, { key, windowSeconds: timeWindow / 1000 }).then(
        ([row]) => (row ? callback(null, { current: row.hits, ttl: row.ttl_ms }) : callback(new Error('A rate limit hit returned no row'))),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
