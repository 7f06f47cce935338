import { join } from 'node:path';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { adminToken } from '../lib/admin-session';
import { countSeqScans } from '../lib/explain';
import { measureLoad } from '../lib/load';
import { median } from '../lib/median';
import { startPortalServer } from '../lib/portal-server';
import type { PortalServer } from '../lib/portal-server';
import { messageOf } from '../lib/postgres';
import { probe } from '../lib/probe';
import { MIB, peakDuring, residentBytes } from '../lib/process-memory';
import type { CapturedQuery } from '../lib/query-capture';
import { captureQueries } from '../lib/query-log';
import { atLeast, atMost, below, failed, measured, skipped } from '../lib/result';
import type { Budget, Result } from '../lib/result';
import type { BenchContext, Section } from '../lib/section';
import { withPgliteRunner, withPostgresRunner } from '../lib/sql-runners';
import { prepareTargets } from '../lib/targets';
import type { Target } from '../lib/targets';
import { seedDatabase } from '../seed/seed-database';
import type { SeedSummary, SqlRunner } from '../seed/seed-database';
import { errorOf, listAnswerFacts } from './admin-list-contract';
import type { ListAnswerFacts } from './admin-list-contract';

const SECTION = 'admin-list';
/**
 * A handful of clerks, each dashboard load a few requests: 10 at once is a busy office. (At 100 the
 * budget could not hold by Little's law: 3,000 req/s with 100 in flight is 33 ms each on average.)
 */
const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const SECONDS = 5;
/** Every list answer well under 100 ms. */
const P99_MAX_MS = 100;
/** The default dashboard load on PostgreSQL. */
const DEFAULT_RPS_MIN = 3_000;
const DEFAULT_P99_MAX_MS = 20;
/**
 * An answer slower than this is not load-tested: it is timed by up to SLOW_SAMPLES requests one
 * after the other, as many as fit in SLOW_BUDGET_MS (the unpaged list takes seconds each).
 */
const SLOW_MS = 1_000;
const SLOW_SAMPLES = 3;
const SLOW_BUDGET_MS = 10_000;
/** The To review queue over 100,000 applications on PostgreSQL. */
const QUEUE_P99_MAX_MS = 20;
/** A streamed CSV export, peak memory over idle. */
const EXPORT_PEAK_MAX_MB = 50;
/** Matches Krishnan, Gopalakrishnan, Radhakrishnan, Krishna…: a fragment a clerk would type. */
const NAME_FRAGMENT = 'krish';

interface ScenarioInput {
  reference: string;
  birthCursor: string | null;
}

interface Scenario {
  name: string;
  /** The query string, or null when it cannot be built (no cursor in the first answer). */
  query(input: ScenarioInput): string | null;
  /** Uses a parameter of the paged endpoint: meaningless against the old one, which ignores them. */
  pagedOnly: boolean;
}

const scenarios: readonly Scenario[] = [
  { name: 'default load', query: () => '', pagedOnly: false },
  { name: 'status filter', query: () => 'birth.status=pending', pagedOnly: true },
  { name: 'name search', query: () => `q=${NAME_FRAGMENT}`, pagedOnly: true },
  // The seeded names are in Latin letters: typed in Tamil script, "Meena" is found by its Latin key.
  { name: 'name search in Tamil script', query: () => `q=${encodeURIComponent('மீனா')}`, pagedOnly: true },
  { name: 'reference search', query: ({ reference }) => `q=${encodeURIComponent(reference)}`, pagedOnly: true },
  {
    name: 'second birth page',
    query: ({ birthCursor }) => (birthCursor === null ? null : `only=birth&birth.after=${encodeURIComponent(birthCursor)}`),
    pagedOnly: true,
  },
];

export const adminListSection: Section = {
  name: SECTION,
  description: 'GET /api/admin/list over 100,000 applications, 20,000 grievances and payments: latency, rate, query plans',
  async run(context) {
    const { targets, skipReason } = await prepareTargets(context);
    const results: Result[] = [];
    for (const target of targets) {
      try {
        results.push(...(await measureTarget(context, target)));
      } catch (err) {
        // PostgreSQL's figures stand even when PGlite cannot be measured, and the other way round.
        results.push(failed(SECTION, `${target.label}: measured`, '', null, messageOf(err).split('\n')[0] ?? ''));
        context.log(`admin-list on ${target.label} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
      }
    }
    if (skipReason !== null) results.push(...postgresSkipped(skipReason));
    return results;
  },
};

function onDatabase<T>(target: Target, work: (runner: SqlRunner) => Promise<T>): Promise<T> {
  return target.database.kind === 'postgres' ? withPostgresRunner(target.database.url, work) : withPgliteRunner(target.dataDir, work);
}

/**
 * The server runs its migrations on its first start, then the data goes in by SQL: alongside the
 * running server on PostgreSQL; on PGlite between two starts, as only one process may open it.
 */
const SEEDED_PGLITE_START_TIMEOUT_MS = 300_000;

async function startSeeded(
  context: BenchContext,
  target: Target,
  captureFile: string,
): Promise<{ server: PortalServer; token: string; seed: SeedSummary; startSeconds?: number }> {
  const options = { database: target.database, dataDir: target.dataDir, captureQueriesTo: captureFile };
  if (target.database.kind === 'postgres') {
    const server = await startPortalServer(context, options);
    try {
      const token = await adminToken(server.url);
      context.log(`admin-list: seeding ${target.label}`);
      return { server, token, seed: await onDatabase(target, (runner) => seedDatabase(runner)) };
    } catch (err) {
      await server.stop();
      throw err;
    }
  }
  const first = await startPortalServer(context, { database: target.database, dataDir: target.dataDir });
  try {
    await adminToken(first.url);
  } finally {
    await first.stop();
  }
  context.log(`admin-list: seeding ${target.label}`);
  const seed = await onDatabase(target, (runner) => seedDatabase(runner));
  // This start seals the seed's Aadhaar numbers, which the seed writes in plain text as a database
  // from before encryption holds them: a start that takes longer than usual is given its time
  // (SEEDED_PGLITE_START_TIMEOUT_MS) and its time is reported.
  const startedAt = performance.now();
  const server = await startPortalServer(context, { ...options, readyTimeoutMs: SEEDED_PGLITE_START_TIMEOUT_MS });
  const startSeconds = (performance.now() - startedAt) / 1000;
  try {
    return { server, token: await adminToken(server.url), seed, startSeconds };
  } catch (err) {
    await server.stop();
    throw err;
  }
}

async function measureTarget(context: BenchContext, target: Target): Promise<Result[]> {
  const captureFile = join(context.tempRoot, `${target.label.toLowerCase()}-queries.jsonl`);
  const { server, token, seed, startSeconds } = await startSeeded(context, target, captureFile);
  const total = seed.applications + seed.grievances + seed.taxPayments;
  const results = [
    measured(
      SECTION,
      `${target.label}: rows seeded`,
      total,
      'rows',
      null,
      `${seed.applications.toLocaleString('en-US')} applications (${seed.documents.toLocaleString('en-US')} documents), ${seed.grievances.toLocaleString('en-US')} grievances, ${seed.taxPayments.toLocaleString('en-US')} tax payments in ${seed.seconds.toFixed(0)} s`,
    ),
  ];
  if (startSeconds !== undefined) {
    results.push(
      measured(
        SECTION,
        `${target.label}: server start on the seeded database`,
        startSeconds,
        's',
        null,
        'from the process start until /api/health answers 200: opening the data folder, migrations checked, and the Aadhaar numbers the seed wrote in plain text sealed (once, as for a database from before encryption)',
      ),
    );
  }
  let queries: CapturedQuery[] = [];
  try {
    const measuredScenarios = await measureScenarios(context, { target, server, token, captureFile }, seed.sampleReference);
    results.push(...measuredScenarios.results);
    queries = measuredScenarios.queries;
  } finally {
    await server.stop();
  }
  const plans = await onDatabase(target, (runner) => countSeqScans(runner, queries));
  results.push(
    measured(
      SECTION,
      `${target.label}: seq scans on applications/grievances/tax_payments`,
      plans.seqScans,
      '',
      atMost(0),
      `${plans.queries} distinct SELECTs of the list planned${plans.where === '' ? '' : `; full scans of ${plans.where}`}`,
    ),
  );
  return results;
}

interface Running {
  target: Target;
  server: PortalServer;
  token: string;
  captureFile: string;
}

/** What one scenario gave: its rows, its failed requests, and what its answer says for the next ones. */
interface ScenarioOutcome {
  results: Result[];
  failures: number;
  failureNote: string | null;
  facts: ListAnswerFacts | null;
}

async function measureScenarios(
  context: BenchContext,
  running: Running,
  reference: string,
): Promise<{ results: Result[]; queries: CapturedQuery[] }> {
  const results: Result[] = [];
  const queries: CapturedQuery[] = [];
  const input: ScenarioInput = { reference, birthCursor: null };
  let paged: boolean | null = null;
  let failures = 0;
  const failureNotes: string[] = [];

  for (const scenario of scenarios) {
    const figure = `${running.target.label}: ${scenario.name}`;
    const budgets = budgetsOf(running.target.label, scenario);
    const query = scenario.query(input);
    if (scenario.pagedOnly && paged === false) {
      results.push(
        ...skippedRows(figure, budgets, 'the paged endpoint has not landed: the answer has no pages/counts, parameters are ignored'),
      );
    } else if (query === null) {
      results.push(...failedRows(figure, budgets, 'no cursor for the next birth page in the first answer'));
    } else {
      context.log(`admin-list: ${figure}`);
      const outcome = await measureScenario(
        running,
        { figure, budgets, path: `${adminApiPaths.list}${query === '' ? '' : `?${query}`}` },
        queries,
      );
      results.push(...outcome.results);
      failures += outcome.failures;
      if (outcome.failureNote !== null) failureNotes.push(`${scenario.name}: ${outcome.failureNote}`);
      // The first answer (the default load) says whether the endpoint is paged and where page 2 starts.
      if (paged === null && outcome.facts !== null) {
        paged = outcome.facts.paged;
        input.birthCursor = outcome.facts.birthCursor;
      }
    }
  }
  context.log(`admin-list: ${running.target.label}: To review queue, CSV export`);
  results.push(...(await measureQueue(running)), ...(await measureExport(running)));
  context.log(`admin-list: ${running.target.label}: default load after a change`);
  results.push(...(await measureRebuilt(running)));
  results.push(
    measured(SECTION, `${running.target.label}: list answers not 2xx`, failures, '', atMost(0), failureNotes.join('; ') || undefined),
  );
  return { results, queries };
}

/**
 * One request with query capture on (its SQL goes to `queries` for the plans), checked; then the
 * load run, or a few timed requests when a single answer already takes more than a second.
 */
async function measureScenario(
  running: Running,
  scenario: { figure: string; budgets: Budgets; path: string },
  queries: CapturedQuery[],
): Promise<ScenarioOutcome> {
  const { figure, budgets, path } = scenario;
  const url = `${running.server.url}${path}`;
  const headers = { authorization: `Bearer ${running.token}` };
  const captured = await captureQueries(running.server.pid, running.captureFile, () => probe(url, headers));
  queries.push(...captured.queries);
  const answer = captured.result;
  if (answer.status !== 200) {
    const reason = `answered ${answer.status}: ${errorOf(answer.body)}`;
    return { results: failedRows(figure, budgets, reason), failures: 1, failureNote: String(answer.status), facts: null };
  }
  const facts = listAnswerFacts(answer.body);
  const size = `answer ${(answer.bytes / 1024).toLocaleString('en-US', { maximumFractionDigits: 0 })} KB, ${facts.rows.toLocaleString('en-US')} rows`;

  if (answer.ms > SLOW_MS) {
    const samples = [answer.ms];
    while (samples.length < SLOW_SAMPLES && samples.reduce((a, b) => a + b, 0) < SLOW_BUDGET_MS)
      samples.push((await probe(url, headers)).ms);
    const how = samples.length === 1 ? 'one request' : `${samples.length} requests one after the other`;
    const results = latencyRows(
      figure,
      budgets,
      1000 / median(samples),
      median(samples),
      Math.max(...samples),
      `too slow to load-test (${size}): ${how}`,
    );
    return { results, failures: 0, failureNote: null, facts };
  }
  const load = await measureLoad(
    running.server.url,
    { method: 'GET', path, headers },
    { connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS },
  );
  return {
    results: latencyRows(figure, budgets, load.requestsPerSecond, load.p50Ms, load.p99Ms, `${CONNECTIONS} connections; ${size}`),
    failures: load.failures,
    failureNote: load.failures > 0 ? load.failureSummary : null,
    facts,
  };
}

/** A grievance as a citizen sends it: the change after which the clerk's next load is built again. */
const GRIEVANCE = JSON.stringify({
  name: 'Lakshmi Narayanan',
  email: 'lakshmi.narayanan@example.com',
  subject: 'water',
  message: 'No water supply in Ward 4 since Monday morning; the tanker has not come either.',
});
const REBUILT_ROUNDS = 40;

/**
 * The load tests above mostly meet answers kept in memory (nothing changes while they run). What a
 * clerk waits for after a change is a dashboard built again from the database: a grievance
 * arrives, then the default load, one clerk, REBUILT_ROUNDS times.
 */
async function measureRebuilt(running: Running): Promise<Result[]> {
  const figure = `${running.target.label}: default load after a change (built again)`;
  const headers = { authorization: `Bearer ${running.token}` };
  const samples: number[] = [];
  for (let round = 0; round < REBUILT_ROUNDS; round += 1) {
    const submitted = await fetch(`${running.server.url}${apiPaths.grievances}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: GRIEVANCE,
    });
    await submitted.arrayBuffer();
    if (submitted.status !== 201) return [failed(SECTION, figure, 'ms', below(P99_MAX_MS), `a grievance answered ${submitted.status}`)];
    const answer = await probe(`${running.server.url}${adminApiPaths.list}`, headers);
    if (answer.status !== 200) return [failed(SECTION, figure, 'ms', below(P99_MAX_MS), `the list answered ${answer.status}`)];
    samples.push(answer.ms);
  }
  const note = `one clerk, ${REBUILT_ROUNDS} loads each right after a new grievance`;
  const sorted = [...samples].sort((a, b) => a - b);
  const p95 = sorted[Math.ceil(sorted.length * 0.95) - 1] ?? Number.NaN;
  return [
    measured(SECTION, `${figure} p50`, median(samples), 'ms', null, note),
    measured(SECTION, `${figure} p95`, p95, 'ms', below(P99_MAX_MS), `${note}; slowest ${Math.max(...samples).toFixed(1)} ms`),
  ];
}

/**
 * "To review" over the whole seed (every pending application and open grievance, due
 * soonest first), its first page at the list's load; on PostgreSQL p99 ≤ 20 ms.
 */
async function measureQueue(running: Running): Promise<Result[]> {
  const figure = `${running.target.label}: To review queue`;
  const budgets: Budgets = { rps: null, p99: running.target.label === 'PostgreSQL' ? atMost(QUEUE_P99_MAX_MS) : below(P99_MAX_MS) };
  const headers = { authorization: `Bearer ${running.token}` };
  const first = await probe(`${running.server.url}${adminApiPaths.queue}`, headers);
  if (first.status !== 200) return failedRows(figure, budgets, `answered ${first.status}`);
  const load = await measureLoad(
    running.server.url,
    { method: 'GET', path: adminApiPaths.queue, headers },
    { connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS },
  );
  const note = `${CONNECTIONS} connections; first page, answer ${(first.bytes / 1024).toFixed(0)} KB${load.failures > 0 ? `; ${load.failures} failed: ${load.failureSummary}` : ''}`;
  return latencyRows(figure, budgets, load.requestsPerSecond, load.p50Ms, load.p99Ms, note);
}

/**
 * A list exported as CSV is streamed a page at a time, so its length does not sit in
 * memory: the birth list of the seed (its largest), the server's peak RSS over idle (≤ 50 MB) and
 * the time until the last byte.
 */
async function measureExport(running: Running): Promise<Result[]> {
  const figure = `${running.target.label}: CSV export of the birth list`;
  const url = `${running.server.url}${adminApiPaths.exportCsv('birth')}`;
  const idle = residentBytes(running.server.pid).rss;
  const started = performance.now();
  const { result, peakBytes } = await peakDuring(running.server.pid, async () => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${running.token}` } });
    const text = await response.text();
    return { status: response.status, rows: text.split('\n').filter((line) => line !== '').length - 1, bytes: text.length };
  });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 200)
    return [failed(SECTION, `${figure}: peak RSS over idle`, 'MB', atMost(EXPORT_PEAK_MAX_MB), `answered ${result.status}`)];
  const note = `${result.rows.toLocaleString('en-US')} rows, ${(result.bytes / MIB).toFixed(1)} MB in ${seconds.toFixed(1)} s`;
  return [
    measured(SECTION, `${figure}: peak RSS over idle`, (peakBytes - idle) / MIB, 'MB', atMost(EXPORT_PEAK_MAX_MB), note),
    measured(SECTION, `${figure}: rows per second`, result.rows / seconds, 'rows/s', null, note),
  ];
}

interface Budgets {
  rps: Budget | null;
  p99: Budget;
}

function budgetsOf(label: Target['label'], scenario: Scenario): Budgets {
  if (label === 'PostgreSQL' && scenario.name === 'default load') return { rps: atLeast(DEFAULT_RPS_MIN), p99: atMost(DEFAULT_P99_MAX_MS) };
  return { rps: null, p99: below(P99_MAX_MS) };
}

function latencyRows(figure: string, budgets: Budgets, rps: number, p50: number, p99: number, note: string): Result[] {
  return [
    measured(SECTION, figure, rps, 'req/s', budgets.rps, note),
    measured(SECTION, `${figure} p50`, p50, 'ms'),
    measured(SECTION, `${figure} p99`, p99, 'ms', budgets.p99),
  ];
}

function skippedRows(figure: string, budgets: Budgets, reason: string): Result[] {
  return [skipped(SECTION, figure, 'req/s', budgets.rps, reason), skipped(SECTION, `${figure} p99`, 'ms', budgets.p99, reason)];
}

function failedRows(figure: string, budgets: Budgets, reason: string): Result[] {
  return [failed(SECTION, figure, 'req/s', budgets.rps, reason), failed(SECTION, `${figure} p99`, 'ms', budgets.p99, reason)];
}

function postgresSkipped(reason: string): Result[] {
  return [
    ...scenarios.flatMap((scenario) => skippedRows(`PostgreSQL: ${scenario.name}`, budgetsOf('PostgreSQL', scenario), reason)),
    skipped(SECTION, 'PostgreSQL: seq scans on applications/grievances/tax_payments', '', atMost(0), reason),
    skipped(SECTION, 'PostgreSQL: To review queue p99', 'ms', atMost(QUEUE_P99_MAX_MS), reason),
  ];
}
