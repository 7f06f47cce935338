import { performance } from 'node:perf_hooks';
import { openPglite } from '../../src/server/db/open-pglite';
import { openPostgres } from '../../src/server/db/open-postgres';
import { median } from '../lib/median';
import { measured, failed, skipped } from '../lib/result';
import type { Result } from '../lib/result';
import type { Section } from '../lib/section';
import { withPgliteRunner, withPostgresRunner } from '../lib/sql-runners';
import { prepareTargets } from '../lib/targets';
import type { Target } from '../lib/targets';
import { seedDatabase } from '../seed/seed-database';
import type { SqlRunner } from '../seed/seed-database';

const SECTION = 'escalation';
const APPLICATIONS = 100_000;
const RUNS = 5;
/** What one poll claims at most (escalation/timers.ts). */
const BATCH = 50;

/** The statement a poll of the `timers` table runs (escalation/timers.ts), with its moment as $1. */
const CLAIM = `update timers set claimed_until = $1::timestamptz + interval '5 minutes'
  where (name, key) in (select name, key from timers
    where due_at <= $1::timestamptz and (claimed_until is null or claimed_until <= $1::timestamptz)
    order by due_at limit ${BATCH})
  returning name, key, due_at`;

export const escalationSection: Section = {
  name: SECTION,
  description: `The timers of ${APPLICATIONS.toLocaleString('en')} applications' pending items: scheduling them all, and a poll with none due and with a batch due, against a plain query of the pending items`,
  async run(context) {
    const { targets, skipReason } = await prepareTargets(context);
    const results: Result[] = [];
    for (const target of targets) {
      try {
        context.log(`escalation: seeding ${APPLICATIONS} applications on ${target.label}`);
        results.push(...(await measureTarget(target)));
      } catch (err) {
        results.push(failed(SECTION, `${target.label}: measured`, '', null, err instanceof Error ? err.message : String(err)));
      }
    }
    if (skipReason !== null) results.push(skipped(SECTION, 'PostgreSQL: a poll with none due', 'ms', null, skipReason));
    return results;
  },
};

async function measureTarget(target: Target): Promise<Result[]> {
  // The migrations, as the server's start runs them; then the bench's own connection.
  const handle = target.database.kind === 'postgres' ? await openPostgres(target.database.url) : await openPglite(target.dataDir);
  await handle.close();
  const work = (runner: SqlRunner) => measureOn(runner, target.label);
  return target.database.kind === 'postgres' ? withPostgresRunner(target.database.url, work) : withPgliteRunner(target.dataDir, work);
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function measureOn(runner: SqlRunner, label: string): Promise<Result[]> {
  await seedDatabase(runner, { applications: APPLICATIONS, grievances: 0, taxPayments: 0 });
  const [counted] = await runner.rows(
    `select count(*)::int as pending, min(created_at) as first from applications where status = 'pending'`,
  );
  const pending = Number(counted?.pending ?? 0);
  const first = new Date(String(counted?.first));

  const plain = [];
  for (let run = 0; run < RUNS; run += 1)
    plain.push(await timed(() => runner.rows(`select id, created_at from applications where status = 'pending'`)));

  const scheduling = await timed(() =>
    runner.rows(`insert into timers (name, key, due_at)
      select 'escalate', 'application:' || id, created_at + interval '7 days' from applications where status = 'pending'`),
  );
  await runner.rows('analyze timers');

  const noneDue = [];
  for (let run = 0; run < RUNS; run += 1) noneDue.push(await timed(() => runner.rows(CLAIM, [first.toISOString()])));
  const late = new Date(first.getTime() + 400 * 86_400_000).toISOString();
  const batchDue = [];
  for (let run = 0; run < RUNS; run += 1) batchDue.push(await timed(() => runner.rows(CLAIM, [late])));

  const plainMs = median(plain);
  const noneMs = median(noneDue);
  return [
    measured(
      SECTION,
      `${label}: plain query of the pending items`,
      plainMs,
      'ms',
      null,
      `${pending.toLocaleString('en')} pending of ${APPLICATIONS.toLocaleString('en')}`,
    ),
    measured(SECTION, `${label}: scheduling a timer for each`, scheduling, 'ms', null, 'one INSERT … SELECT into the timers table'),
    measured(
      SECTION,
      `${label}: a poll with none due`,
      noneMs,
      'ms',
      null,
      `×${(noneMs / plainMs).toFixed(3)} the plain query: the due-time index`,
    ),
    measured(SECTION, `${label}: a poll claiming ${BATCH} due`, median(batchDue), 'ms', null, 'the claim, without the handlers’ work'),
  ];
}
