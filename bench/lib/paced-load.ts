import { randomUUID } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { requestHeaders } from './load';
import type { LoadFigures, LoadRequest } from './load';

export interface PacedLoadOptions {
  /** Requests a second, due at even intervals whatever the server answers (an open loop). */
  rate: number;
  seconds: number;
  /** Most requests in flight at once: a request due while every socket is busy waits, and its wait counts. */
  connections: number;
  /** A request not answered this long after it was due counts as timed out (its wait for a socket included). */
  timeoutSeconds?: number;
}

export interface PacedFigures extends LoadFigures {
  /**
   * How late the load generator itself sent its requests (99th percentile): a timer that fired
   * late, or its core taken by another process. That lateness is inside every latency above.
   */
  sendLagP99Ms: number;
  /**
   * The failures by kind: a status code ("500"), "503 without Retry-After" (a 503 that does not
   * say when to come back), "timeouts" or "errors" (refused, reset).
   */
  failureKinds: ReadonlyMap<string, number>;
}

/**
 * An open-loop load, as citizens arrive: request i is due at start + i / rate, and its latency is
 * counted from when it was due to the last byte of its answer, so a queue in the server (or in the
 * pool of sockets) shows in the percentiles instead of slowing the arrivals down. autocannon's
 * closed loop cannot show that (each connection waits for its answer before sending again), and
 * its `overallRate` sends each connection's quota back-to-back at the start of every second: a
 * burst a second, not a steady rate. A request with no answer (refused, reset, timed out) counts
 * as a failure and stays out of the percentiles: the run's "not 2xx" figure carries it.
 */
export async function measurePacedLoad(url: string, request: LoadRequest, options: PacedLoadOptions): Promise<PacedFigures> {
  const target = new URL(request.path, url);
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.max(1, Math.round(options.rate * options.seconds));
  const intervalMs = 1000 / options.rate;
  const timeoutMs = (options.timeoutSeconds ?? 10) * 1000;
  const latencies: number[] = [];
  const sendLags: number[] = [];
  const failures = new Map<string, number>();
  const fail = (what: string) => failures.set(what, (failures.get(what) ?? 0) + 1);
  let lastAnswerAt = 0;

  const start = performance.now();
  try {
    await new Promise<void>((resolve) => {
      let sent = 0;
      let settled = 0;
      const settle = () => {
        settled += 1;
        if (settled === total) resolve();
      };
      const send = (dueAt: number) => {
        sendLags.push(performance.now() - dueAt);
        // A request settles once, however many of its events fire (a timeout mid-answer fires two).
        let done = false;
        let timedOut = false;
        // Timed from when the request was due: its wait for a free socket counts, as it does for a citizen.
        const timer = setTimeout(
          () => {
            timedOut = true;
            outgoing.destroy(new Error('timed out'));
          },
          Math.max(0, dueAt + timeoutMs - performance.now()),
        );
        const settleOnce = (what: string | null) => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          if (what !== null) fail(timedOut ? 'timeouts' : what);
          settle();
        };
        const headers = { ...requestHeaders(request), ...(request.freshIdempotencyKey ? { 'idempotency-key': randomUUID() } : {}) };
        const outgoing = httpRequest(target, { method: request.method, headers, agent }, (answer) => {
          answer.resume();
          answer.once('end', () => {
            lastAnswerAt = performance.now();
            latencies.push(lastAnswerAt - dueAt);
            settleOnce(failureOf(answer.statusCode ?? 0, answer.headers['retry-after']));
          });
          answer.once('error', () => settleOnce('errors'));
        });
        outgoing.once('error', () => settleOnce('errors'));
        outgoing.end(request.body);
      };
      // Sends every request that has come due, then sleeps until the next one is: a late timer
      // sends the ones it missed at once, each still timed from when it was due.
      const tick = () => {
        const now = performance.now();
        while (sent < total && start + sent * intervalMs <= now) {
          send(start + sent * intervalMs);
          sent += 1;
        }
        if (sent < total) setTimeout(tick, Math.max(0, start + sent * intervalMs - performance.now()));
      };
      tick();
    });
  } finally {
    agent.destroy();
  }

  const percentile = (values: number[], p: number) => {
    const sorted = values.sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  };
  const failureCount = [...failures.values()].reduce((sum, count) => sum + count, 0);
  return {
    requestsPerSecond: latencies.length / ((lastAnswerAt - start) / 1000),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    answers: latencies.length,
    failures: failureCount,
    failureSummary: [...failures].map(([what, count]) => `${what}×${count}`).join(', '),
    sendLagP99Ms: percentile(sendLags, 99),
    failureKinds: failures,
  };
}

function failureOf(status: number, retryAfter: string | undefined): string | null {
  if (status >= 200 && status <= 299) return null;
  return status === 503 && retryAfter === undefined ? '503 without Retry-After' : String(status);
}
