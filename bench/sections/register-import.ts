import { performance } from 'node:perf_hooks';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import type { RegisterImportResult } from '../../src/shared/api/submissions/tax-types';
import type { SqlRunner } from '../seed/seed-database';
import { adminToken } from '../lib/admin-session';
import type { PortalServer } from '../lib/portal-server';
import { atMost, measured, skipped } from '../lib/result';
import type { Result } from '../lib/result';
import type { Section } from '../lib/section';
import { withPgliteRunner, withPostgresRunner } from '../lib/sql-runners';
import { measureOnEachTarget } from '../lib/targets';
import type { Target } from '../lib/targets';

const SECTION = 'register-import';
/** A town's property register: 25,000 properties, four quarters each. */
const PROPERTIES = 25_000;
const QUARTERS = [
  { period: 'Apr-Jun', start: '2026-04-01', due: '2026-06-30' },
  { period: 'Jul-Sep', start: '2026-07-01', due: '2026-09-30' },
  { period: 'Oct-Dec', start: '2026-10-01', due: '2026-12-31' },
  { period: 'Jan-Mar', start: '2027-01-01', due: '2027-03-31' },
] as const;
const ROWS = PROPERTIES * QUARTERS.length;
/** How often the server is asked for a page that needs no database while it imports. */
const PROBE_EVERY_MS = 100;

/**
 * Budgets, from the first runs on the reference machine with headroom for its spread: the import
 * checks every row, computes each number's key in the database, compares with what is held and
 * writes in batches, so it costs a few times the plain load of the same rows; the server keeps
 * answering other requests meanwhile.
 */
const BUDGET = { ratio: 12, stallMs: 500 };

export const registerImportSection: Section = {
  name: SECTION,
  description: `${ROWS.toLocaleString('en-IN')} register rows imported as CSV through the route, against one INSERT … SELECT of the same rows; the server's answers meanwhile; the same file again`,
  async run(context) {
    return measureOnEachTarget(context, {
      section: SECTION,
      measure: (target, server) => {
        context.log(`register-import: ${ROWS} rows on ${target.label}`);
        return measureImport(target, server);
      },
      skippedRows: (reason) => [skipped(SECTION, 'PostgreSQL: import against plain load', '×', atMost(BUDGET.ratio), reason)],
    });
  },
};

async function measureImport(target: Target, server: PortalServer): Promise<Result[]> {
  const headers = { authorization: `Bearer ${await adminToken(server.url)}`, 'content-type': 'text/csv' };
  const file = propertyFile();
  const send = async () => {
    const started = performance.now();
    const response = await fetch(`${server.url}${adminApiPaths.registerImport('property')}`, { method: 'POST', headers, body: file });
    const answer = (await response.json()) as RegisterImportResult;
    if (response.status !== 200) throw new Error(`the import answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
    return { seconds: (performance.now() - started) / 1000, answer };
  };

  const probe = probeWhile(server.url);
  const first = await send().finally(() => probe.stop());
  if (first.answer.created !== ROWS) throw new Error(`expected ${ROWS} demands created, the answer says ${first.answer.created}`);
  const stallMs = await probe.longest;
  const again = await send();

  // The plain load of the same rows, on the same database in the same run: PGlite only while the server is stopped.
  if (target.database.kind === 'pglite') await server.stop();
  const plainSeconds =
    target.database.kind === 'postgres'
      ? await withPostgresRunner(target.database.url, plainLoad)
      : await withPgliteRunner(target.dataDir, plainLoad);

  const label = target.label;
  const ratio = first.seconds / plainSeconds;
  return [
    measured(
      SECTION,
      `${label}: import against plain load`,
      ratio,
      '×',
      atMost(BUDGET.ratio),
      `import ${first.seconds.toFixed(1)} s (${Math.round(ROWS / first.seconds)} rows/s), INSERT … SELECT ${plainSeconds.toFixed(1)} s`,
    ),
    measured(
      SECTION,
      `${label}: longest answer during the import`,
      stallMs,
      'ms',
      atMost(BUDGET.stallMs),
      `GET /api/openapi.json every ${PROBE_EVERY_MS} ms`,
    ),
    measured(
      SECTION,
      `${label}: rows written by the same file again`,
      again.answer.created + again.answer.updated,
      '',
      atMost(0),
      `${again.seconds.toFixed(1)} s, ${again.answer.unchanged} unchanged`,
    ),
  ];
}

/** The register as the office's spreadsheet saves it: a quoted address with a comma, a Tamil name. */
function propertyFile(): string {
  const lines = ['propertyId,ownerName,wardNo,address,period,dueDate,amount'];
  for (let index = 1; index <= PROPERTIES; index += 1) {
    const ward = (index % 60) + 1;
    for (const quarter of QUARTERS) {
      lines.push(`PT-${index},முருகன் ${index},${ward},"${index}, Gandhi Road",${quarter.period},${quarter.due},${1000 + (index % 500)}.50`);
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The same rows as one statement per table, generated in the database: what loading costs without any checking. */
async function plainLoad(runner: SqlRunner): Promise<number> {
  const started = performance.now();
  await runner.rows('begin');
  await runner.rows(
    `insert into register_accounts (type, number, name, ward, identifiers)
     select 'water', 'PLAIN-' || g, 'முருகன் ' || g, ((g % 60) + 1)::text,
            jsonb_build_object('ownerName', 'முருகன் ' || g, 'wardNo', ((g % 60) + 1)::text, 'address', g || ', Gandhi Road')
     from generate_series(1, $1::int) g`,
    [PROPERTIES],
  );
  await runner.rows(
    `insert into register_demands (account_id, period, period_start, due_date, amount_paise)
     select a.id, q.period, q.start::date, q.due::date, 100050 + (substr(a.number, 7)::int % 500) * 100
     from register_accounts a
     cross join (values ${QUARTERS.map((quarter) => `('${quarter.period}', '${quarter.start}', '${quarter.due}')`).join(', ')}) as q(period, start, due)
     where a.type = 'water' and a.number like 'PLAIN-%'`,
  );
  await runner.rows('commit');
  return (performance.now() - started) / 1000;
}

/** Asks for a page that needs no database, every PROBE_EVERY_MS, and keeps the longest wait for an answer. */
function probeWhile(url: string): { stop(): void; longest: Promise<number> } {
  let running = true;
  const longest = (async () => {
    let worst = 0;
    while (running) {
      const started = performance.now();
      await fetch(`${url}/api/openapi.json`).then((response) => response.arrayBuffer());
      worst = Math.max(worst, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
    return worst;
  })();
  return {
    stop: () => {
      running = false;
    },
    longest,
  };
}
