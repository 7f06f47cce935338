import { API_HEADERS } from '../../src/server/http/security-headers';
import { apiPaths } from '../../src/shared/api/paths';
import type { BaselineServer } from '../lib/baseline-process';
import { startHelloServer } from '../lib/hello-server';
import type { HelloServer } from '../lib/hello-server';
import { measureLoad } from '../lib/load';
import { median } from '../lib/median';
import { startPortalServer } from '../lib/portal-server';
import { cpuDuring } from '../lib/process-cpu';
import { atLeast, atMost, measured, skipped } from '../lib/result';
import type { Result } from '../lib/result';
import type { BenchContext, Section } from '../lib/section';
import { prepareTargets } from '../lib/targets';
import { startWriteBaseline } from '../lib/write-baseline';
import { BASELINE_SHARE_MIN, CONNECTIONS, PACED_RATE, WRITE_P99_MAX_MS, writeFigures } from './api-writes';
import type { Running } from './api-writes';

const SECTION = 'api';
const WARMUP_SECONDS = 2;
/** Baseline and health check alternate this many times, shorter each; the medians are compared. */
const HEALTH_ROUNDS = 3;
const HEALTH_SECONDS = 3;
/** Against node:http sending the same headers, in the same run (decision 033). */
const HEALTH_RATIO_MIN = 0.85;

export const apiSection: Section = {
  name: SECTION,
  description:
    'node:http baselines vs /api/health; grievance submit and tax order vs a bare node:http + pg baseline, 100 connections, PostgreSQL and PGlite; an overload probe',
  async run(context) {
    const { targets, skipReason } = await prepareTargets(context);
    let hello: HelloServer | null = null;
    let helloWithHeaders: HelloServer | null = null;
    let writeBaseline: BaselineServer | null = null;
    const running: Running[] = [];
    try {
      hello = await startHelloServer(context);
      helloWithHeaders = await startHelloServer(context, API_HEADERS);
      for (const target of targets) {
        running.push({ target, server: await startPortalServer(context, { database: target.database, dataDir: target.dataDir }) });
      }
      const results = await healthFigures(context, { plain: hello, withHeaders: helloWithHeaders }, running);
      await Promise.all([hello.stop(), helloWithHeaders.stop()]);
      hello = null;
      helloWithHeaders = null;
      // After the portal's start on PostgreSQL, whose migrations made the tables it writes to.
      if (context.postgres.available) writeBaseline = await startWriteBaseline(context, context.postgres.url);
      results.push(...(await writeFigures(context, running, writeBaseline)));
      if (skipReason !== null) results.push(...postgresSkipped(skipReason));
      return results;
    } finally {
      await hello?.stop();
      await helloWithHeaders?.stop();
      await writeBaseline?.stop();
      await Promise.all(running.map(({ server }) => server.stop()));
    }
  },
};

/**
 * The baseline, node:http with the portal's API headers, and each portal's health check, in
 * alternating rounds. The headers' own cost is shown apart: every /api/ answer carries them
 * (security-headers.ts), so no server that sends them can be faster than node:http sending them.
 */
async function healthFigures(
  context: BenchContext,
  baselines: { plain: HelloServer; withHeaders: HelloServer },
  running: readonly Running[],
): Promise<Result[]> {
  const options = { connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, seconds: HEALTH_SECONDS };
  const baseline: number[] = [];
  const baselineLoadCores: number[] = [];
  const withHeaders: number[] = [];
  const health = new Map<Running, number[]>(running.map((entry) => [entry, []]));
  for (let round = 1; round <= HEALTH_ROUNDS; round += 1) {
    context.log(`api: baseline and health check, round ${round} of ${HEALTH_ROUNDS}`);
    const plain = await cpuDuring(baselines.plain.pid, false, () =>
      measureLoad(baselines.plain.url, { method: 'GET', path: '/' }, options),
    );
    baseline.push(plain.result.requestsPerSecond);
    // Warm-up included: both runs load the generator alike.
    if (plain.cpu) baselineLoadCores.push(plain.cpu.loadGeneratorSeconds / (WARMUP_SECONDS + HEALTH_SECONDS));
    withHeaders.push((await measureLoad(baselines.withHeaders.url, { method: 'GET', path: '/' }, options)).requestsPerSecond);
    for (const entry of running) {
      const figures = await measureLoad(entry.server.url, { method: 'GET', path: apiPaths.health }, options);
      health.get(entry)?.push(figures.requestsPerSecond);
    }
  }
  const baselineRps = median(baseline);
  const withHeadersRps = median(withHeaders);
  const loadNote = baselineLoadCores.length > 0 ? `; the load generator used ${median(baselineLoadCores).toFixed(2)} of its core` : '';
  const results = [
    measured(SECTION, 'node:http baseline', baselineRps, 'req/s', null, `two headers; median of ${HEALTH_ROUNDS} rounds${loadNote}`),
    measured(
      SECTION,
      "node:http with the API's headers",
      withHeadersRps,
      'req/s',
      null,
      `the health budget's baseline: node:http sending the ${Object.keys(API_HEADERS).length} security headers every /api/ answer carries; median of ${HEALTH_ROUNDS} rounds`,
    ),
    measured(
      SECTION,
      "node:http with the API's headers ÷ baseline",
      withHeadersRps / baselineRps,
      '×',
      null,
      'what those headers cost node:http itself',
    ),
  ];
  for (const [entry, rates] of health) {
    const rps = median(rates);
    results.push(
      measured(SECTION, `${entry.target.label}: GET /api/health`, rps, 'req/s', null, 'the database asked at most once a second'),
    );
    results.push(
      measured(
        SECTION,
        `${entry.target.label}: /api/health ÷ node:http with the headers`,
        rps / withHeadersRps,
        '×',
        atLeast(HEALTH_RATIO_MIN),
        'Fastify and the portal against node:http sending the same headers',
      ),
    );
    results.push(
      measured(SECTION, `${entry.target.label}: /api/health ÷ baseline`, rps / baselineRps, '×', null, 'against the two-header baseline'),
    );
  }
  return results;
}

function postgresSkipped(reason: string): Result[] {
  return [
    skipped(SECTION, 'PostgreSQL: GET /api/health', 'req/s', null, reason),
    skipped(SECTION, 'PostgreSQL: /api/health ÷ node:http with the headers', '×', atLeast(HEALTH_RATIO_MIN), reason),
    skipped(SECTION, 'PostgreSQL: grievance submit', 'req/s', null, `${reason} (budget ≥ ${BASELINE_SHARE_MIN}× the bare baseline)`),
    skipped(SECTION, `PostgreSQL: grievance submit p99 at ${PACED_RATE.postgres} req/s`, 'ms', atMost(WRITE_P99_MAX_MS), reason),
    skipped(SECTION, 'PostgreSQL: tax order', 'req/s', null, `${reason} (budget ≥ ${BASELINE_SHARE_MIN}× the bare baseline)`),
    skipped(SECTION, `PostgreSQL: tax order p99 at ${PACED_RATE.postgres} req/s`, 'ms', atMost(WRITE_P99_MAX_MS), reason),
  ];
}
