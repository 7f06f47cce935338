import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { freshReads } from '../../lib/fresh-read';
import { listChanges } from '../../db/schema';

/** How many different dashboards (filters, searches, pages) are kept; the least recently used goes first. */
const MAX_ENTRIES = 100;

const gzipped = promisify(gzip);

/** An answer ready to send: its bytes, and the same compressed once for every clerk who takes gzip. */
export interface KeptAnswer {
  json: Buffer;
  gzip: Buffer;
}

interface Entry {
  version: string;
  builtAt: number;
  answer: KeptAnswer;
}

export interface AdminListCache {
  /**
   * The admin list answer for `key`, as JSON: from memory while nothing the lists show has
   * changed since it was built, otherwise built again by `build`.
   */
  answer(key: string, build: () => Promise<unknown>, version?: Promise<string>): Promise<KeptAnswer>;
  /**
   * A version read that starts now (or one started since): the route starts it as the request
   * arrives, so that it runs while the clerk's session is checked, and passes it to `answer`.
   */
  version(): Promise<string>;
  /** Figures for the benchmark and the tests. */
  readonly stats: { hits: number; misses: number; stored: number };
}

/** The sum of the change counters: grows with every committed write to a table the lists read (migration 0007). */
function versionQuery(executor: Executor) {
  return executor.select({ version: sql<string>`coalesce(sum(${listChanges.changes}), 0)::text` }).from(listChanges);
}

/**
 * Every action reloads the dashboard, and most reloads find nothing changed: the answer is kept
 * in memory under its query and served again while the list version is unchanged (decision 013).
 * Exact across server processes: every request waits for a version read that started after it
 * arrived (shared by the requests arriving together), one row-sum of 16 rows. A built answer is kept only when the version read before and after building
 * it is the same, so no commit fell between the statements that built it. `maxAgeMs` bounds how
 * old a kept answer may be, as its document links expire.
 */
export function adminListCache(db: Database, maxAgeMs: number, now: () => number = () => Date.now()): AdminListCache {
  // Read on every dashboard load: parsed and planned once per connection, not per request.
  const versionStatement = versionQuery(db).prepare('admin_list_version');
  const readVersion = async () => (await versionStatement.execute())[0]?.version ?? '0';

  const freshVersion = freshReads(readVersion);
  const entries = new Map<string, Entry>();
  /** Builds running now, so a burst of identical requests after a change builds once. */
  const building = new Map<string, Promise<KeptAnswer>>();
  const stats = { hits: 0, misses: 0, stored: 0 };

  async function buildAndKeep(key: string, version: string, build: () => Promise<unknown>): Promise<KeptAnswer> {
    // Its links were signed from now on: its age counts from here, not from when it is kept.
    const builtAt = now();
    const json = Buffer.from(JSON.stringify(await build()));
    const answer = { json, gzip: await gzipped(json) };
    // Whether to keep it is decided after the answer has gone: the clerk does not wait for that read.
    void freshVersion().then(
      (after) => {
        if (after !== version) return;
        entries.delete(key);
        entries.set(key, { version, builtAt, answer });
        stats.stored += 1;
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      },
      () => undefined,
    );
    return answer;
  }

  return {
    stats,
    version: freshVersion,
    async answer(key, build, version = freshVersion()) {
      const current = await version;
      const entry = entries.get(key);
      if (entry && entry.version === current && now() - entry.builtAt < maxAgeMs) {
        // Most recently used last, so the oldest unused entry is the one dropped.
        entries.delete(key);
        entries.set(key, entry);
        stats.hits += 1;
        return entry.answer;
      }
      stats.misses += 1;
      const flight = `${current}\n${key}`;
      let pending = building.get(flight);
      if (!pending) {
        pending = buildAndKeep(key, current, build).finally(() => building.delete(flight));
        building.set(flight, pending);
      }
      return pending;
    },
  };
}
