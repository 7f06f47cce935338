import { apiPaths } from '../../src/shared/api/paths';
import { deathCertificate } from '../../src/shared/domain/certificates/definitions/death';
import { measureLoad } from '../lib/load';
import { deathApplication, postExpecting, signedInCitizen } from '../lib/portal-calls';
import type { PortalServer } from '../lib/portal-server';
import { atMost, below, measured, skipped } from '../lib/result';
import type { Result } from '../lib/result';
import type { Section } from '../lib/section';
import { measureOnEachTarget } from '../lib/targets';
import type { Target } from '../lib/targets';

const SECTION = 'my-requests';
/** A citizen with 200 requests. */
const APPLICATIONS = 100;
const PAYMENTS = 50;
const GRIEVANCES = 50;
/** Many citizens at once on one server: each looks at their own list. */
const CONNECTIONS = 10;
const WARMUP_SECONDS = 2;
const SECONDS = 5;
/** My requests p99 on PostgreSQL. */
const P99_MAX_MS = 20;
/** As every other list answer. */
const OTHER_P99_MAX_MS = 100;

export const myRequestsSection: Section = {
  name: SECTION,
  description:
    'My requests of a citizen with 200 requests (applications, payments, grievances): each list’s first page at 10 connections, against /api/health in the same run',
  run: (context) =>
    measureOnEachTarget(context, {
      section: SECTION,
      measure: (target, server) => {
        context.log(`my-requests: a citizen with ${APPLICATIONS + PAYMENTS + GRIEVANCES} requests on ${target.label}`);
        return measureMyRequests(target, server);
      },
      skippedRows: (reason) => [skipped(SECTION, 'PostgreSQL: my applications p99', 'ms', atMost(P99_MAX_MS), reason)],
    }),
};

async function measureMyRequests(target: Target, server: PortalServer): Promise<Result[]> {
  const { headers } = await signedInCitizen(server.url);
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  for (let index = 0; index < APPLICATIONS; index += 1) {
    await postExpecting(server.url, deathCertificate.apiPath, deathApplication(index), headers, 201);
  }
  for (let index = 0; index < PAYMENTS; index += 1) {
    const order = {
      type: 'water',
      identifiers: { consumerNo: `W-${index}`, zone: 'North', address: '7A Temple Street' },
      billMonth: '2026-10',
      dueDate: today,
      amount: 300,
      lateFee: 0,
      paymentMethod: 'upi',
    };
    await postExpecting(server.url, apiPaths.taxes.createOrder, order, headers, 201);
  }
  for (let index = 0; index < GRIEVANCES; index += 1) {
    await postExpecting(
      server.url,
      apiPaths.grievances,
      {
        name: 'Bench Citizen',
        email: 'bench.citizen@example.in',
        subject: 'water',
        message: `Bench grievance ${index}: no water in Ward 4.`,
      },
      headers,
      201,
    );
  }

  const load = (path: string) =>
    measureLoad(
      server.url,
      { method: 'GET', path, headers },
      { connections: CONNECTIONS, warmupSeconds: WARMUP_SECONDS, seconds: SECONDS },
    );
  const health = await load(apiPaths.health);
  const label = target.label;
  const budget = label === 'PostgreSQL' ? atMost(P99_MAX_MS) : below(OTHER_P99_MAX_MS);
  const results: Result[] = [];
  for (const [name, path] of [
    ['my applications', apiPaths.me.applications],
    ['my payments', apiPaths.me.payments],
    ['my grievances', apiPaths.me.grievances],
  ] as const) {
    const figures = await load(path);
    const note = `${CONNECTIONS} connections, first page; /api/health in the same run ${health.requestsPerSecond.toFixed(0)} req/s, p99 ${health.p99Ms.toFixed(1)} ms${figures.failures > 0 ? `; ${figures.failures} failed: ${figures.failureSummary}` : ''}`;
    results.push(
      measured(SECTION, `${label}: ${name}`, figures.requestsPerSecond, 'req/s', null, note),
      measured(SECTION, `${label}: ${name} p99`, figures.p99Ms, 'ms', budget, `p50 ${figures.p50Ms.toFixed(1)} ms`),
      measured(SECTION, `${label}: ${name} not 2xx`, figures.failures, '', atMost(0)),
    );
  }
  return results;
}
