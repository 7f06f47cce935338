import { apiPaths } from '../../src/shared/api/paths';
import { todayInIndia } from '../../src/shared/domain/dates';
import { startHelloServer } from '../lib/hello-server';
import type { HelloServer } from '../lib/hello-server';
import { measureLoad } from '../lib/load';
import type { LoadFigures, LoadRequest } from '../lib/load';
import { median } from '../lib/median';
import { startPortalServer } from '../lib/portal-server';
import type { PortalServer } from '../lib/portal-server';
import { atLeast, atMost, measured, skipped } from '../lib/result';
import type { Result } from '../lib/result';
import type { BenchContext, Section } from '../lib/section';
import { prepareTargets } from '../lib/targets';
import type { Target } from '../lib/targets';

const SECTION = 'api';
/** Issue 8: the write budgets hold at 100 concurrent connections. */
const CONNECTIONS = 100;
const WARMUP_SECONDS = 2;
const SECONDS = 5;
/** Baseline and health check alternate this many times, shorter each; the medians are compared. */
const HEALTH_ROUNDS = 3;
const HEALTH_SECONDS = 3;

const HEALTH_RATIO_MIN = 0.9;
const WRITE_RPS_MIN = 2_000;
const WRITE_P99_MAX_MS = 25;
const PGLITE_SHARE_MIN = 0.25;

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

interface Running {
  target: Target;
  server: PortalServer;
}

export const apiSection: Section = {
  name: SECTION,
  description: 'node:http baseline vs /api/health; grievance submit and tax order creation under 100 connections, PostgreSQL and PGlite',
  async run(context) {
    const { targets, skipReason } = await prepareTargets(context);
    let hello: HelloServer | null = null;
    const running: Running[] = [];
    try {
      hello = await startHelloServer(context);
      for (const target of targets) {
        running.push({ target, server: await startPortalServer(context, { database: target.database, dataDir: target.dataDir }) });
      }
      const results = await healthFigures(context, hello, running);
      await hello.stop();
      hello = null;
      results.push(...(await writeFigures(context, running, skipReason)));
      if (skipReason !== null) results.push(...postgresSkipped(skipReason));
      return results;
    } finally {
      await hello?.stop();
      await Promise.all(running.map(({ server }) => server.stop()));
    }
  },
};

async function healthFigures(context: BenchContext, hello: HelloServer, running: readonly Running[]): Promise<Result[]> {
  const options = { connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, seconds: HEALTH_SECONDS };
  const baseline: number[] = [];
  const health = new Map<Running, number[]>(running.map((entry) => [entry, []]));
  for (let round = 1; round <= HEALTH_ROUNDS; round += 1) {
    context.log(`api: baseline and health check, round ${round} of ${HEALTH_ROUNDS}`);
    baseline.push((await measureLoad(hello.url, { method: 'GET', path: '/' }, options)).requestsPerSecond);
    for (const entry of running) {
      const figures = await measureLoad(entry.server.url, { method: 'GET', path: apiPaths.health }, options);
      health.get(entry)?.push(figures.requestsPerSecond);
    }
  }
  const baselineRps = median(baseline);
  const results = [measured(SECTION, 'node:http baseline', baselineRps, 'req/s', null, `median of ${HEALTH_ROUNDS} rounds`)];
  for (const [entry, rates] of health) {
    const rps = median(rates);
    results.push(measured(SECTION, `${entry.target.label}: GET /api/health`, rps, 'req/s', null, 'the database asked at most once a second'));
    results.push(measured(SECTION, `${entry.target.label}: /api/health ÷ baseline`, rps / baselineRps, '×', atLeast(HEALTH_RATIO_MIN)));
  }
  return results;
}

async function writeFigures(context: BenchContext, running: readonly Running[], skipReason: string | null): Promise<Result[]> {
  const options = { connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS };
  const writes = [
    { name: 'grievance submit', request: grievance },
    { name: 'tax order', request: taxOrder() },
  ];
  const results: Result[] = [];
  const postgresRate = new Map<string, number>();
  for (const { target, server } of running) {
    const failures: string[] = [];
    let failureCount = 0;
    for (const write of writes) {
      context.log(`api: ${write.name} on ${target.label}`);
      const figures = await measureLoad(server.url, write.request, options);
      failureCount += figures.failures;
      if (figures.failures > 0) failures.push(`${write.name}: ${figures.failureSummary}`);
      if (target.label === 'PostgreSQL') postgresRate.set(write.name, figures.requestsPerSecond);
      results.push(...writeRows(target, write.name, figures, postgresRate.get(write.name), skipReason));
    }
    results.push(measured(SECTION, `${target.label}: write answers not 2xx`, failureCount, '', atMost(0), failures.join('; ') || undefined));
  }
  return results;
}

function writeRows(target: Target, name: string, figures: LoadFigures, postgresRps: number | undefined, skipReason: string | null): Result[] {
  const figure = `${target.label}: ${name}`;
  const latencyNote = `p50 ${figures.p50Ms.toFixed(1)} ms`;
  if (target.label === 'PostgreSQL') {
    return [
      measured(SECTION, figure, figures.requestsPerSecond, 'req/s', atLeast(WRITE_RPS_MIN), `${CONNECTIONS} connections`),
      measured(SECTION, `${figure} p99`, figures.p99Ms, 'ms', atMost(WRITE_P99_MAX_MS), latencyNote),
    ];
  }
  const rate =
    postgresRps === undefined
      ? measured(SECTION, figure, figures.requestsPerSecond, 'req/s', null, `no PostgreSQL figure to compare with (${skipReason ?? 'not measured'})`)
      : measured(
          SECTION,
          figure,
          figures.requestsPerSecond,
          'req/s',
          atLeast(postgresRps * PGLITE_SHARE_MIN),
          `${PGLITE_SHARE_MIN}× PostgreSQL's ${postgresRps.toFixed(1)} req/s`,
        );
  return [rate, measured(SECTION, `${figure} p99`, figures.p99Ms, 'ms', null, latencyNote)];
}

function postgresSkipped(reason: string): Result[] {
  return [
    skipped(SECTION, 'PostgreSQL: GET /api/health', 'req/s', null, reason),
    skipped(SECTION, 'PostgreSQL: /api/health ÷ baseline', '×', atLeast(HEALTH_RATIO_MIN), reason),
    skipped(SECTION, 'PostgreSQL: grievance submit', 'req/s', atLeast(WRITE_RPS_MIN), reason),
    skipped(SECTION, 'PostgreSQL: grievance submit p99', 'ms', atMost(WRITE_P99_MAX_MS), reason),
    skipped(SECTION, 'PostgreSQL: tax order', 'req/s', atLeast(WRITE_RPS_MIN), reason),
    skipped(SECTION, 'PostgreSQL: tax order p99', 'ms', atMost(WRITE_P99_MAX_MS), reason),
  ];
}
