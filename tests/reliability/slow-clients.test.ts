import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { copyMigratedPglite } from '../api/helpers/pglite-template';
import { READY_LINE, startServerProcess } from '../api/helpers/server-process';
import type { ServerProcess } from '../api/helpers/server-process';
import { reportFigure } from './support/figures';
import { serverEnv } from './support/write-load';

const REQUEST_TIMEOUT_MS = 3000;
const HEADERS_TIMEOUT_MS = 2000;
/** Node checks the timeouts every second; the rest is for a loaded machine. */
const CUT_MARGIN_MS = 4000;
/** How long a trickle may last before the test calls it not cut off at all. */
const GIVE_UP_MS = 15_000;
/** CONNECTIONS_PER_IP_MAX's default. */
const CONNECTIONS_PER_IP_MAX = 200;

interface RawConnection {
  socket: Socket;
  received(): string;
  /** Resolves with the time (ms after connecting) when the server closed it; GIVE_UP_MS if it did not. */
  closed: Promise<number>;
}

/**
 * Clients that hold connections without finishing their requests (decision 039). A body
 * trickled at one byte a second is cut off with a 408 once REQUEST_TIMEOUT_MS is up, headers
 * trickled once HEADERS_TIMEOUT_MS is up, and one address cannot open more than
 * CONNECTIONS_PER_IP_MAX connections. The real server process, over raw sockets; the database
 * plays no part (PGlite).
 */
describe('slow clients and connections per address', () => {
  let dataDir: string;
  let server: ServerProcess;
  let port: number;
  const figures: string[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-rel-slow-'));
    await copyMigratedPglite(dataDir);
    server = startServerProcess({
      ...serverEnv(dataDir),
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    });
    const [, url] = await server.waitFor(READY_LINE, 60_000);
    port = Number(new URL(url ?? '').port);
  });
  afterAll(async () => {
    await server?.killAll();
    rmSync(dataDir, { recursive: true, force: true });
    reportFigure(`slow clients: ${figures.join('; ')}`);
  });

  it('a body trickled at one byte a second is answered 408 request_timeout and closed once REQUEST_TIMEOUT_MS is up', async () => {
    const connection = openRaw(port);
    connection.socket.write(
      `POST ${apiPaths.grievances} HTTP/1.1\r\nHost: portal\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`,
    );
    const sent = trickle(connection.socket, ' ');
    const closedAfter = await connection.closed;
    figures.push(
      `a body at 1 byte/s → ${statusOf(connection)} and closed after ${(closedAfter / 1000).toFixed(1)} s (REQUEST_TIMEOUT_MS ${REQUEST_TIMEOUT_MS / 1000} s, ${sent()} bytes in)`,
    );
    expect(closedAfter).toBeLessThan(REQUEST_TIMEOUT_MS + CUT_MARGIN_MS);
    expect(closedAfter).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(statusOf(connection)).toBe(408);
    expect(JSON.parse(connection.received().split('\r\n\r\n')[1] ?? '')).toEqual({
      error: 'The request took too long to arrive. Please check your connection and try again.',
      code: 'request_timeout',
    });
  });

  it('headers trickled at one byte a second are answered 408 and closed once HEADERS_TIMEOUT_MS is up', async () => {
    const connection = openRaw(port);
    connection.socket.write(`GET ${apiPaths.health} HTTP/1.1\r\nX-Slow: `);
    trickle(connection.socket, 'a');
    const closedAfter = await connection.closed;
    figures.push(
      `headers at 1 byte/s → ${statusOf(connection)} and closed after ${(closedAfter / 1000).toFixed(1)} s (HEADERS_TIMEOUT_MS ${HEADERS_TIMEOUT_MS / 1000} s)`,
    );
    expect(closedAfter).toBeLessThan(HEADERS_TIMEOUT_MS + CUT_MARGIN_MS);
    expect(statusOf(connection)).toBe(408);
  });

  it(`${CONNECTIONS_PER_IP_MAX} connections from one address are served, one more is closed unanswered, and taken again once one closes`, async () => {
    const max = CONNECTIONS_PER_IP_MAX;
    const open = Array.from({ length: max }, () => openRaw(port));
    const statuses = await Promise.all(open.map((connection) => healthOver(connection)));
    const extra = openRaw(port);
    extra.socket.write(healthRequest());
    const extraClosed = await extra.closed;
    // The ones admitted are still open and still answer.
    const stillServed = await healthOver(open[0] as RawConnection);
    open[1]?.socket.destroy();
    const { connection: afterOneClosed, status: admittedAgain } = await admittedOnce(port);
    figures.push(
      `${max} connections from one address → ${statuses.filter((status) => status === 200).length} × 200; connection ${max + 1} → ${extra.received() === '' ? 'closed unanswered' : statusOf(extra)} after ${extraClosed.toFixed(0)} ms; after one closed, a new one → ${admittedAgain}`,
    );
    for (const connection of [...open, afterOneClosed]) connection.socket.destroy();
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(extra.received()).toBe('');
    expect(extraClosed).toBeLessThan(GIVE_UP_MS);
    expect(stillServed).toBe(200);
    expect(admittedAgain).toBe(200);
  });
});

function openRaw(port: number): RawConnection {
  const started = performance.now();
  const socket = connect(port, '127.0.0.1');
  let data = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    data += chunk;
  });
  // A reset is a close too; what was received says how.
  socket.on('error', () => undefined);
  const closed = new Promise<number>((resolve) => {
    const timer = setTimeout(() => resolve(GIVE_UP_MS), GIVE_UP_MS);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(performance.now() - started);
    });
  });
  return { socket, received: () => data, closed };
}

/** Writes `byte` once a second until the socket closes; returns the count sent so far. */
function trickle(socket: Socket, byte: string): () => number {
  let sent = 0;
  const timer = setInterval(() => {
    if (!socket.writable) return;
    socket.write(byte);
    sent += 1;
  }, 1000);
  socket.once('close', () => clearInterval(timer));
  // The test gives up on a server that never cuts it off: stop then too.
  setTimeout(() => {
    clearInterval(timer);
    socket.destroy();
  }, GIVE_UP_MS + 1000).unref();
  return () => sent;
}

/** A new connection's answer to GET /api/health, tried again for a while: the server sees a close a moment after the client. */
async function admittedOnce(port: number): Promise<{ connection: RawConnection; status: number }> {
  const deadline = performance.now() + 5000;
  for (;;) {
    const connection = openRaw(port);
    const status = await healthOver(connection);
    if (status !== 0 || performance.now() > deadline) return { connection, status };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function healthRequest(): string {
  return `GET ${apiPaths.health} HTTP/1.1\r\nHost: portal\r\n\r\n`;
}

/** Sends GET /api/health on a kept-alive connection; its status, or 0 when it closed first. */
function healthOver(connection: RawConnection): Promise<number> {
  const before = connection.received().length;
  connection.socket.write(healthRequest());
  return new Promise((resolve) => {
    const check = () => {
      const answer = connection.received().slice(before);
      if (/\r\n\r\n[^]*\}/.test(answer)) {
        connection.socket.off('data', check);
        resolve(Number(answer.slice(9, 12)));
      }
    };
    connection.socket.on('data', check);
    void connection.closed.then(() => resolve(0));
  });
}

function statusOf(connection: RawConnection): number {
  const match = /^HTTP\/1\.1 (\d{3})/.exec(connection.received());
  return match ? Number(match[1]) : 0;
}
