import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { certificateDefinitions } from '../../src/shared/domain/certificates/certificate-definitions';
import { GRIEVANCE_SUBJECTS } from '../../src/shared/domain/grievances/grievance-rules';
import { todayInIndia } from '../../src/shared/domain/common/dates';
import { taxDefinitions } from '../../src/shared/domain/taxes/tax-definitions';
import type { DatabaseHandle } from '../../src/server/db/database';
import { openPglite } from '../../src/server/db/open-pglite';
import { openPostgres } from '../../src/server/db/open-postgres';
import { publicFigures } from '../../src/server/modules/public-stats/public-figures';
import { median } from '../lib/median';
import { failed, measured, skipped } from '../lib/result';
import type { Result } from '../lib/result';
import type { Section } from '../lib/section';
import { prepareTargets } from '../lib/targets';
import { textArray } from '../seed/sql-parts';

const SECTION = 'public-stats';
const APPLICATIONS = 500_000;
const GRIEVANCES = 300_000;
/** Register accounts, each with DEMANDS_EACH demands, half of them paid: demands and payments make the rest of the million. */
const ACCOUNTS = 40_000;
const DEMANDS_EACH = 3;
const WARDS = 36;
const RUNS = 5;
/** Rows written per statement: one statement of a million rows holds every row version in memory at once. */
const BATCH = 100_000;

const SEEDED = ['applications', 'grievances', 'register_accounts', 'register_demands', 'tax_payments'] as const;

/** `n` 1 … count in statements of BATCH rows; `insert` is the INSERT … SELECT over generate_series($1, $2) as n. */
async function inBatches(db: DatabaseHandle['db'], count: number, insert: string): Promise<void> {
  for (let first = 1; first <= count; first += BATCH)
    await db.execute(sql.raw(insert.replaceAll('$1', String(first)).replaceAll('$2', String(Math.min(count, first + BATCH - 1)))));
}

/** A moment in the last 400 days, fixed by the row number. */
const created = (salt: number) => `now() - mod(abs(hashtextextended(n::text, ${salt})), 400 * 86400)::int * interval '1 second'`;

/**
 * A million records by generate_series, with the tables' own triggers (the dashboard's counters)
 * off while they are written, as a bulk load would: the figures read none of what they keep.
 */
async function seed(db: DatabaseHandle['db']): Promise<void> {
  for (const table of SEEDED) await db.execute(sql.raw(`alter table ${table} disable trigger user`));
  const types = textArray(certificateDefinitions.map((definition) => definition.slug));
  await inBatches(
    db,
    APPLICATIONS,
    `insert into applications (type, reference, data, status, created_at, updated_at, decided_at)
     select (${types})[1 + mod(n, ${certificateDefinitions.length})], 'BENCH-' || n, '{}'::jsonb,
       case when mod(n, 3) = 0 then 'pending' else 'accepted' end, c, c,
       case when mod(n, 3) = 0 then null else c + mod(n, 20) * interval '1 day' end
     from (select n, ${created(1)} as c from generate_series($1, $2) as n) s`,
  );
  await inBatches(
    db,
    GRIEVANCES,
    `insert into grievances (complaint_id, name, email, subject, message, status, created_at, updated_at, ward, resolved_at, reopen_count, rating)
     select 'GRV-BENCH-' || n, 'Bench', 'bench@example.com', (${textArray(GRIEVANCE_SUBJECTS)})[1 + mod(n, ${GRIEVANCE_SUBJECTS.length})], 'Bench',
       case when mod(n, 2) = 0 then 'Resolved' else 'Pending' end, c, c, (1 + mod(n, ${WARDS}))::text,
       case when mod(n, 2) = 0 then c + mod(n, 15) * interval '1 day' end, case when mod(n, 10) = 0 then 1 else 0 end,
       case when mod(n, 4) = 0 then 1 + mod(n, 5) end
     from (select n, ${created(2)} as c from generate_series($1, $2) as n) s`,
  );
  await inBatches(
    db,
    ACCOUNTS,
    `insert into register_accounts (type, number, ward, identifiers)
     select (${textArray(taxDefinitions.map((definition) => definition.slug))})[1 + mod(n, ${taxDefinitions.length})], 'B-' || n,
       (1 + mod(n, ${WARDS}))::text, '{}'::jsonb
     from generate_series($1, $2) as n`,
  );
  await db.execute(
    sql.raw(`insert into register_demands (account_id, period, period_start, due_date, amount_paise)
     select a.id, to_char(d, 'YYYY-MM'), d, d + 30, 10000 + mod(abs(hashtextextended(a.number, 1)), 500000)::int
     from register_accounts a, generate_series(0, ${DEMANDS_EACH - 1}) as k,
       lateral (select (date_trunc('month', now()) - k * interval '1 month')::date as d) as p`),
  );
  await db.execute(
    sql.raw(`insert into tax_payments (reference, type, identifiers, bill_month, due_date, amount_paise, late_fee_paise, total_paise,
       demand_id, payment_method, status, gateway, gateway_order_id, gateway_payment_id, paid_at)
     select 'TAX-B-' || d.bill_no, a.type, '{}'::jsonb, d.period, d.due_date, d.amount_paise, 0, d.amount_paise,
       d.id, 'upi', 'paid', 'sandbox', 'order_b' || d.bill_no, 'pay_b' || d.bill_no, d.due_date
     from register_demands d join register_accounts a on a.id = d.account_id
     where mod(d.bill_no, 2) = 0`),
  );
  for (const table of SEEDED) await db.execute(sql.raw(`alter table ${table} enable trigger user`));
  await db.execute(sql.raw('vacuum analyze'));
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function measureOn(handle: DatabaseHandle, label: string): Promise<Result[]> {
  await seed(handle.db);
  const answer = await handle.db.execute<{ records: number | string }>(
    sql.raw(`select ${SEEDED.map((table) => `(select count(*) from ${table})`).join(' + ')} as records`),
  );
  const rows = Array.isArray(answer)
    ? (answer as { records: number | string }[])
    : (answer as { rows: { records: number | string }[] }).rows;
  const records = Number(rows[0]?.records ?? 0);
  const today = todayInIndia();
  const range = { from: new Date(Date.parse(`${today}T00:00:00Z`) - 89 * 86_400_000).toISOString().slice(0, 10), to: today };
  const settings = { serviceTimes: {}, wards: Array.from({ length: WARDS }, (_, index) => String(index + 1)) };
  const plain: number[] = [];
  const figures: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    plain.push(
      await timed(() => handle.db.execute(sql.raw(`select ${SEEDED.map((table) => `(select count(*) from ${table})`).join(', ')}`))),
    );
    figures.push(await timed(() => publicFigures(handle.db, range, settings)));
  }
  const plainMs = median(plain);
  const figuresMs = median(figures);
  return [
    measured(SECTION, `${label}: a plain count(*) of the tables`, plainMs, 'ms', null, `${records.toLocaleString('en')} records`),
    measured(
      SECTION,
      `${label}: the public figures of the last 90 days`,
      figuresMs,
      'ms',
      null,
      `×${(figuresMs / plainMs).toFixed(2)} the plain count; counted once an hour per range, then from memory`,
    ),
  ];
}

export const publicStatsSection: Section = {
  name: SECTION,
  description: `GET /api/public/stats' figures over a million records (${APPLICATIONS.toLocaleString('en')} applications, ${GRIEVANCES.toLocaleString('en')} grievances, the register's demands and their payments) against a plain count(*) of the same tables`,
  async run(context) {
    const { targets, skipReason } = await prepareTargets(context);
    const results: Result[] = [];
    for (const target of targets) {
      context.log(`public-stats: seeding a million records on ${target.label}`);
      const handle = target.database.kind === 'postgres' ? await openPostgres(target.database.url) : await openPglite(target.dataDir);
      try {
        results.push(...(await measureOn(handle, target.label)));
      } catch (err) {
        results.push(failed(SECTION, `${target.label}: measured`, '', null, err instanceof Error ? err.message : String(err)));
      } finally {
        await handle.close();
      }
    }
    if (skipReason !== null) results.push(skipped(SECTION, 'PostgreSQL: the public figures of the last 90 days', 'ms', null, skipReason));
    return results;
  },
};
