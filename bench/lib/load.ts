import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** A new Idempotency-Key on every request: a retried-write route must not answer from its store. */
  freshIdempotencyKey?: boolean;
}

export interface LoadOptions {
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** A request slower than this counts as an error (autocannon's timeout). */
  timeoutSeconds?: number;
}

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Every answer counted, 2xx or not. */
  answers: number;
  /** Answers outside 2xx plus requests with no answer (connection errors, timeouts). */
  failures: number;
  /** "429×12, errors×3": what the failures were. */
  failureSummary: string;
}

/** The headers every request of `request` carries: its JSON body's type, and its own. */
export function requestHeaders(request: LoadRequest): Record<string, string> {
  return { ...(request.body === undefined ? {} : { 'content-type': 'application/json' }), ...request.headers };
}

/**
 * autocannon against one route: a warm-up run (JIT, connection pools, caches) whose figures are
 * discarded, then the measured run. Latencies are autocannon's, from sending the request to the
 * last byte of the answer.
 */
export async function measureLoad(url: string, request: LoadRequest, options: LoadOptions): Promise<LoadFigures> {
  if (options.warmupSeconds > 0) await run(url, request, { ...options, seconds: options.warmupSeconds });
  return run(url, request, options);
}

async function run(url: string, request: LoadRequest, options: LoadOptions): Promise<LoadFigures> {
  const headers = requestHeaders(request);
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    timeout: options.timeoutSeconds ?? 10,
    requests: [
      {
        method: request.method,
        path: request.path,
        headers,
        ...(request.body === undefined ? {} : { body: request.body }),
        ...(request.freshIdempotencyKey
          ? { setupRequest: (raw) => ({ ...raw, headers: { ...raw.headers, 'idempotency-key': randomUUID() } }) }
          : {}),
      },
    ],
  });
  const codes = Object.entries(result.statusCodeStats)
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stats]) => `${code}×${stats.count}`);
  if (result.errors > 0) codes.push(`errors×${result.errors}`);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    answers: result['2xx'] + result.non2xx,
    failures: result.non2xx + result.errors,
    failureSummary: codes.join(', '),
  };
}
