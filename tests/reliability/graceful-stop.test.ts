import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/open-database';
import { copyMigratedPglite } from '../api/helpers/pglite-template';
import { READY_LINE, startServerProcess } from '../api/helpers/server-process';
import type { ServerProcess } from '../api/helpers/server-process';
import { reportFigure } from './support/figures';
import { auditWrites, randomWrite, serverEnv } from './support/write-load';
import type { Acknowledged } from './support/write-load';

const WRITERS = 16;
/** Writes acknowledged before the signal, so the load is really running when it comes. */
const WARM_UP_WRITES = 40;

/**
 * SIGTERM while 16 clients write: the server stops taking new connections, but every request it
 * had already received is answered (none reset), it exits 0, and every acknowledged write is in
 * the database when it is opened again. PGlite: its clean close is the part that can go wrong.
 */
describe('graceful stop: SIGTERM under load', () => {
  let dataDir: string;
  let server: ServerProcess;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-rel-stop-'));
    await copyMigratedPglite(dataDir);
  });
  afterAll(async () => {
    await server?.killAll();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`${WRITERS} writers, SIGTERM mid-load: requests in flight complete, exit 0, no acknowledged write lost`, async () => {
    server = startServerProcess(serverEnv(dataDir));
    const [, url] = await server.waitFor(READY_LINE, 60_000);
    const baseUrl = url ?? '';
    const acknowledged: Acknowledged[] = [];
    let signalled = false;
    let inFlightAtSignal = 0;
    let inFlight = 0;
    let unansweredInFlight = 0;
    let answeredAfterSignal = 0;

    const writers = Array.from({ length: WRITERS }, async () => {
      // A client (or a load balancer) stops sending new requests once the server said it is going.
      while (!signalled) {
        inFlight += 1;
        const { answered, ack } = await randomWrite(baseUrl);
        inFlight -= 1;
        if (ack) acknowledged.push(ack);
        if (signalled && answered) answeredAfterSignal += 1;
        // Sent before the signal (the loop only sends while not signalled) and never answered.
        if (!answered) unansweredInFlight += 1;
      }
    });
    while (acknowledged.length < WARM_UP_WRITES) await sleep(20);
    inFlightAtSignal = inFlight;
    signalled = true;
    server.child.kill('SIGTERM');
    await Promise.all(writers);
    const exitCode = await server.exited;

    const database = await openDatabase({ databaseUrl: null, dataDir });
    const audit = await auditWrites(database, dataDir, acknowledged).finally(() => database.close());
    reportFigure(
      `graceful stop: SIGTERM with ${inFlightAtSignal} requests in flight (${acknowledged.length} writes acknowledged) → ${answeredAfterSignal} answered after the signal, ${unansweredInFlight} reset, exit ${exitCode}, ${audit.missing.length} acknowledged writes lost, ${audit.brokenFiles.length} broken files`,
    );
    if (exitCode !== 0)
      console.log(
        server
          .output()
          .split('\n')
          .filter((line) => !line.includes('incoming request') && !line.includes('request completed'))
          .slice(-15)
          .join('\n'),
      );
    expect(inFlightAtSignal).toBeGreaterThan(0);
    expect(unansweredInFlight).toBe(0);
    expect(exitCode).toBe(0);
    expect(server.output()).toMatch(/SIGTERM received/);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    expect(audit.missing).toEqual([]);
    expect(audit.brokenFiles).toEqual([]);
  });
});
