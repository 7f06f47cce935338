import { cpus } from 'node:os';
import { apiPaths } from '../../src/shared/api/paths';
import { todayInIndia } from '../../src/shared/domain/common/dates';
import type { BaselineServer } from '../lib/baseline-process';
import { measureLoad } from '../lib/load';
import type { LoadFigures, LoadRequest } from '../lib/load';
import { measurePacedLoad } from '../lib/paced-load';
import type { PacedFigures } from '../lib/paced-load';
import type { PortalServer } from '../lib/portal-server';
import { cpuDuring } from '../lib/process-cpu';
import type { CpuShares } from '../lib/process-cpu';
import { atLeast, atMost, measured } from '../lib/result';
import type { Result } from '../lib/result';
import type { BenchContext } from '../lib/section';
import type { Target } from '../lib/targets';
import { writeBaselinePaths } from '../lib/write-baseline';

const SECTION = 'api';
/** The write budgets hold at 100 concurrent connections. */
export const CONNECTIONS = 100;
const WARMUP_SECONDS = 2;
const SECONDS = 5;

/** PostgreSQL's write rates against the bare baseline of the same run, PGlite's against PostgreSQL's (decision 033). */
export const BASELINE_SHARE_MIN = 0.5;
export const PGLITE_SHARE_MIN = 0.25;
export const WRITE_P99_MAX_MS = 25;
/**
 * The p99 budget's rate, offered as an open loop (paced-load.ts) over up to the same
 * 100 connections: the latency a citizen meets while the server carries that rate. PGlite gets
 * the share its rate budget asks for, without a latency budget. Measured for PACED_SECONDS after
 * PACED_WARMUP_SECONDS at the same rate, every write's before the saturating closed loops, whose backlog
 * (autovacuum of the rows it wrote, WAL) would otherwise land in this window (decision 026).
 */
export const PACED_RATE = { postgres: 500, pglite: 500 * PGLITE_SHARE_MIN } as const;
const PACED_WARMUP_SECONDS = 2;
const PACED_SECONDS = 10;
/**
 * The overload probe: PGlite's grievance submit offered twice what its closed loop answered in
 * this run (at least 500 a second), each request on a connection of its own as citizens' phones
 * would be, up to OVERLOAD_CONNECTIONS. A request that waits longer than OVERLOAD_TIMEOUT_SECONDS
 * from when it was due has timed out; a server that queues every request past its capacity makes
 * the later ones wait longer and longer, one that sheds answers 503 with Retry-After at once.
 */
const OVERLOAD_FACTOR = 2;
const OVERLOAD_MIN_RATE = 500;
const OVERLOAD_SECONDS = 15;
const OVERLOAD_CONNECTIONS = 5_000;
const OVERLOAD_TIMEOUT_SECONDS = 10;

const grievance: LoadRequest = {
  method: 'POST',
  path: apiPaths.grievances,
  body: JSON.stringify({
    name: 'Lakshmi Narayanan',
    email: 'lakshmi.narayanan@example.com',
    subject: 'water',
    message: 'No water supply in Ward 4 since Monday morning; the tanker has not come either.',
  }),
  freshIdempotencyKey: true,
};

/** A property-tax order due in five days (no late fee), as the tax form sends it. */
function taxOrder(): LoadRequest {
  const dueDate = todayInIndia(new Date(Date.now() + 5 * 86_400_000));
  return {
    method: 'POST',
    path: apiPaths.taxes.createOrder,
    body: JSON.stringify({
      type: 'property',
      identifiers: {
        ownerName: 'Senthil Kumar',
        mobile: '9876543210',
        propertyId: 'PID-0042-117',
        wardNo: '12',
        doorNo: '7A',
        address: '7A Temple Street, Mylapore',
      },
      period: 'Apr-Jun',
      dueDate,
      amount: 1250.5,
      lateFee: 0,
      paymentMethod: 'upi',
    }),
    freshIdempotencyKey: true,
  };
}

export interface Running {
  target: Target;
  server: PortalServer;
}

interface Write {
  name: string;
  request: LoadRequest;
  /** The same body, posted to the bare baseline. */
  baselineRequest: LoadRequest;
}

function writes(): Write[] {
  const tax = taxOrder();
  return [
    {
      name: 'grievance submit',
      request: grievance,
      baselineRequest: { ...grievance, path: writeBaselinePaths.grievance, freshIdempotencyKey: false },
    },
    { name: 'tax order', request: tax, baselineRequest: { ...tax, path: writeBaselinePaths.taxOrder, freshIdempotencyKey: false } },
  ];
}

/** Each write's rate and latency on each database, PostgreSQL's read against `baseline` (null: no PostgreSQL). */
export async function writeFigures(context: BenchContext, running: readonly Running[], baseline: BaselineServer | null): Promise<Result[]> {
  const options = { connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS };
  const results: Result[] = [];
  const postgresRate = new Map<string, number>();
  for (const { target, server } of running) {
    const failures: string[] = [];
    let failureCount = 0;
    let grievanceRps = 0;
    const rate = PACED_RATE[target.database.kind];
    // Every write's open loop first, while the database is quiet: a closed loop's backlog
    // (autovacuum of the rows it wrote, a checkpoint of its WAL) lands in whatever is measured
    // next, and the tax order's window came after the grievance's closed loops (decision 026).
    const pacedRuns: { write: Write; paced: PacedFigures }[] = [];
    for (const write of writes()) {
      context.log(`api: ${write.name} at ${rate} req/s on ${target.label}`);
      const pacedOptions = { rate, connections: CONNECTIONS };
      await measurePacedLoad(server.url, write.request, { ...pacedOptions, seconds: PACED_WARMUP_SECONDS });
      pacedRuns.push({ write, paced: await measurePacedLoad(server.url, write.request, { ...pacedOptions, seconds: PACED_SECONDS }) });
    }
    for (const { write, paced } of pacedRuns) {
      context.log(`api: ${write.name} on ${target.label}`);
      await measureLoad(server.url, write.request, { ...options, warmupSeconds: 0, seconds: WARMUP_SECONDS });
      const { result: closed, cpu } = await cpuDuring(server.pid, target.database.kind === 'postgres', () =>
        measureLoad(server.url, write.request, { ...options, warmupSeconds: 0 }),
      );
      for (const [run, outcome] of [
        [`at ${rate} req/s`, paced],
        ['closed loop', closed],
      ] as const) {
        failureCount += outcome.failures;
        if (outcome.failures > 0) failures.push(`${write.name} ${run}: ${outcome.failureSummary}`);
      }
      let baselineRps: number | null = null;
      if (target.database.kind === 'postgres' && baseline !== null) {
        context.log(`api: ${write.name} on the bare baseline`);
        const figures = await measureLoad(baseline.url, write.baselineRequest, options);
        if (figures.failures > 0) throw new Error(`the write baseline failed ${write.name}: ${figures.failureSummary}`);
        baselineRps = figures.requestsPerSecond;
        postgresRate.set(write.name, closed.requestsPerSecond);
      }
      results.push(
        ...writeRows(target, write.name, { paced, rate, closed }, { baselineRps, postgresRps: postgresRate.get(write.name) ?? null }),
      );
      results.push(...cpuRows(target, write.name, closed, cpu));
      if (write.request === grievance) grievanceRps = closed.requestsPerSecond;
    }
    results.push(
      measured(SECTION, `${target.label}: write answers not 2xx`, failureCount, '', atMost(0), failures.join('; ') || undefined),
    );
    // Last on this server: the backlog an overload may leave must not land in another figure.
    if (target.database.kind === 'pglite') results.push(await overloadProbe(context, target, server, grievanceRps));
  }
  return results;
}

interface WriteRuns {
  /** The open loop at the p99 budget's rate (PostgreSQL) or its share (PGlite). */
  paced: PacedFigures;
  rate: number;
  /** autocannon's closed loop of CONNECTIONS: the most this server answers. */
  closed: LoadFigures;
}

interface References {
  /** The bare baseline's closed loop (PostgreSQL only). */
  baselineRps: number | null;
  /** PostgreSQL's closed loop (for PGlite's budget), null without PostgreSQL. */
  postgresRps: number | null;
}

function rateRow(figure: string, rps: number, isPostgres: boolean, { baselineRps, postgresRps }: References): Result {
  const closed = `closed loop, ${CONNECTIONS} connections`;
  if (isPostgres && baselineRps !== null) {
    return measured(
      SECTION,
      figure,
      rps,
      'req/s',
      atLeast(baselineRps * BASELINE_SHARE_MIN),
      `${closed}; ${(rps / baselineRps).toFixed(2)}× the bare baseline's ${baselineRps.toFixed(0)} req/s (budget ${BASELINE_SHARE_MIN}×)`,
    );
  }
  if (!isPostgres && postgresRps !== null) {
    return measured(
      SECTION,
      figure,
      rps,
      'req/s',
      atLeast(postgresRps * PGLITE_SHARE_MIN),
      `${closed}; ${(rps / postgresRps).toFixed(2)}× PostgreSQL's ${postgresRps.toFixed(0)} req/s (budget ${PGLITE_SHARE_MIN}×)`,
    );
  }
  return measured(SECTION, figure, rps, 'req/s', null, `${closed}; no same-run reference to read it against`);
}

function writeRows(target: Target, name: string, runs: WriteRuns, references: References): Result[] {
  const figure = `${target.label}: ${name}`;
  const { paced, rate: pacedRate, closed } = runs;
  const isPostgres = target.database.kind === 'postgres';
  const rows = [rateRow(figure, closed.requestsPerSecond, isPostgres, references)];
  if (references.baselineRps !== null) {
    rows.push(
      measured(
        SECTION,
        `${figure}: bare baseline`,
        references.baselineRps,
        'req/s',
        null,
        `node:http + pg (pool of 10, as the portal's), one INSERT … RETURNING of the same row and its event per request, synchronous_commit on, ${CONNECTIONS} connections`,
      ),
    );
  }
  rows.push(
    measured(
      SECTION,
      `${figure} p99 at ${pacedRate.toLocaleString('en-US')} req/s`,
      paced.p99Ms,
      'ms',
      isPostgres ? atMost(WRITE_P99_MAX_MS) : null,
      `open loop over up to ${CONNECTIONS} connections, ${PACED_SECONDS} s, latency from when each request was due; p50 ${paced.p50Ms.toFixed(1)} ms, ${paced.requestsPerSecond.toFixed(0)} req/s answered; the load generator's own lateness p99 ${paced.sendLagP99Ms.toFixed(1)} ms`,
    ),
    measured(
      SECTION,
      `${figure} p99, closed loop`,
      closed.p99Ms,
      'ms',
      null,
      `p50 ${closed.p50Ms.toFixed(1)} ms; ${CONNECTIONS} connections each waiting for its answer: mean latency = ${CONNECTIONS} ÷ rate (Little's law)`,
    ),
  );
  return rows;
}

/**
 * What one answer cost in CPU, split between the server, PostgreSQL and the load generator, and
 * the most answers a second this machine's cores could give at that cost. PGlite runs inside the
 * server, so its share is the server's.
 */
function cpuRows(target: Target, name: string, figures: LoadFigures, cpu: CpuShares | null): Result[] {
  const figure = `${target.label}: ${name}`;
  if (cpu === null || figures.answers === 0) return [];
  const perAnswer = (seconds: number) => (seconds / figures.answers) * 1e6;
  const server = perAnswer(cpu.serverSeconds);
  const postgres = cpu.postgresSeconds === null ? null : perAnswer(cpu.postgresSeconds);
  const load = perAnswer(cpu.loadGeneratorSeconds);
  const parts = [
    `server ${server.toFixed(0)}`,
    ...(postgres === null ? [] : [`PostgreSQL ${postgres.toFixed(0)}`]),
    `load generator ${load.toFixed(0)}`,
  ];
  const rows = [measured(SECTION, `${figure}: CPU per answer`, server + (postgres ?? 0) + load, 'µs', null, `${parts.join(' + ')} µs`)];
  if (target.database.kind === 'postgres' && postgres !== null) {
    const cores = cpus().length;
    const ceiling = (cores * 1e6) / (server + postgres + load);
    rows.push(
      measured(
        SECTION,
        `${figure}: ceiling on ${cores} cores`,
        ceiling,
        'req/s',
        null,
        `every core busy at this CPU per answer; PostgreSQL's share alone allows ${Math.round((cores * 1e6) / postgres).toLocaleString('en-US')}`,
      ),
    );
  }
  return rows;
}

/**
 * PGlite's grievance submit well past its capacity: every request must come back, 2xx or 503
 * with Retry-After (decision 031), none time out or fail without an answer.
 */
async function overloadProbe(context: BenchContext, target: Target, server: PortalServer, capacityRps: number): Promise<Result> {
  const rate = Math.max(OVERLOAD_MIN_RATE, Math.round(OVERLOAD_FACTOR * capacityRps));
  context.log(`api: overload probe on ${target.label}, ${rate} req/s for ${OVERLOAD_SECONDS} s`);
  const figures = await measurePacedLoad(server.url, grievance, {
    rate,
    seconds: OVERLOAD_SECONDS,
    connections: OVERLOAD_CONNECTIONS,
    timeoutSeconds: OVERLOAD_TIMEOUT_SECONDS,
  });
  const shed = figures.failureKinds.get('503') ?? 0;
  const wrong = figures.failures - shed;
  const total = figures.answers + (figures.failureKinds.get('timeouts') ?? 0) + (figures.failureKinds.get('errors') ?? 0);
  const others = [...figures.failureKinds].filter(([kind]) => kind !== '503').map(([kind, count]) => `${kind}×${count}`);
  return measured(
    SECTION,
    `${target.label}: overload, requests not 2xx or 503 with Retry-After`,
    wrong,
    '',
    atMost(0),
    `grievance submit at ${rate} req/s (${OVERLOAD_FACTOR}× its closed loop's ${capacityRps.toFixed(0)}, at least ${OVERLOAD_MIN_RATE}) for ${OVERLOAD_SECONDS} s, up to ${OVERLOAD_CONNECTIONS.toLocaleString('en-US')} connections, timed out ${OVERLOAD_TIMEOUT_SECONDS} s after due; of ${total}: ${total - figures.failures} 2xx, ${shed} 503 with Retry-After${others.length > 0 ? `, ${others.join(', ')}` : ''}; ${figures.answers > 0 ? `answers' p99 ${figures.p99Ms.toFixed(0)} ms` : 'no answers'}`,
  );
}
