import { randomInt } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/open-database';
import { copyMigratedPglite } from '../api/helpers/pglite-template';
import { READY_LINE, startServerProcess } from '../api/helpers/server-process';
import type { ServerProcess } from '../api/helpers/server-process';
import { LONG_MODE, reportFigure } from './support/figures';
import { auditWrites, randomWrite, serverEnv } from './support/write-load';
import type { Acknowledged } from './support/write-load';

const ROUNDS = Number(process.env.RELIABILITY_CRASH_ROUNDS) || (LONG_MODE ? 200 : 50);
/** Clients writing at once while the kill comes. */
const WRITERS = 6;

const tempFiles = (dataDir: string) => {
  try {
    return readdirSync(join(dataDir, 'uploads', '.tmp'));
  } catch {
    return [];
  }
};

/**
 * The real server (tsx src/server/main.ts, PGlite in DATA_DIR) killed with SIGKILL at a random
 * moment while clients write, 50 times over the same DATA_DIR. PGlite only: with PostgreSQL the
 * database survives a server's death by itself, and the DATA_DIR lock and the upload files this
 * test is about are the same on both.
 */
describe('crash: SIGKILL during writes', () => {
  let dataDir: string;
  let server: ServerProcess | null = null;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-rel-crash-'));
    await copyMigratedPglite(dataDir);
  });
  afterAll(async () => {
    await server?.killAll();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<string> {
    server = startServerProcess(serverEnv(dataDir));
    const [, url] = await server.waitFor(READY_LINE, 60_000);
    return url ?? '';
  }

  it(
    `${ROUNDS} rounds of mixed writes, each ended by SIGKILL at a random moment: every acknowledged write kept, files whole, temp files swept`,
    async () => {
      const acknowledged: Acknowledged[] = [];
      let attempted = 0;
      let orphansLeft = 0;
      let orphansAfterStart = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const baseUrl = await start();
        // The database opened, and the start swept what the last kill left in uploads/.tmp.
        orphansAfterStart += tempFiles(dataDir).length;
        let running = true;
        const writers = Array.from({ length: WRITERS }, async () => {
          while (running) {
            attempted += 1;
            const { answered, ack } = await randomWrite(baseUrl);
            if (ack) acknowledged.push(ack);
            if (!answered) break;
          }
        });
        // Once writes are being answered (the first requests of a fresh process load code), a
        // random moment: some requests mid-file, some mid-transaction, some just answered.
        const ackedBefore = acknowledged.length;
        for (let waited = 0; acknowledged.length < ackedBefore + 3 && waited < 10_000; waited += 50) await sleep(50);
        await sleep(randomInt(0, 2_000));
        await server?.killAll();
        running = false;
        await Promise.all(writers);
        orphansLeft += tempFiles(dataDir).length;
        // One planted orphan too, in case no kill landed mid-upload this round.
        if (round % 10 === 0) writeFileSync(join(dataDir, 'uploads', '.tmp', `${'0'.repeat(32)}.part`), 'half a file');
      }

      // One last start: the database opens and the sweep runs; then a clean stop to read it directly.
      await start();
      const finalOrphans = tempFiles(dataDir).length;
      orphansAfterStart += finalOrphans;
      server?.child.kill('SIGTERM');
      await server?.exited;
      const database = await openDatabase({ databaseUrl: null, dataDir });
      const audit = await auditWrites(database, dataDir, acknowledged).finally(() => database.close());

      reportFigure(
        `crash: ${ROUNDS} SIGKILLs during ${attempted} writes (${acknowledged.length} acknowledged) → database opened ${ROUNDS + 1}/${ROUNDS + 1} times, ${audit.missing.length} acknowledged writes lost, ${audit.brokenFiles.length} records with a missing or partial file (of ${audit.documents}), ${orphansLeft} orphaned temp files → ${orphansAfterStart} left after the next start`,
      );
      expect(acknowledged.length).toBeGreaterThan(0);
      expect(audit.missing).toEqual([]);
      expect(audit.brokenFiles).toEqual([]);
      expect(orphansAfterStart).toBe(0);
      // 50 server starts take minutes on a quiet 2-core machine, far more on a loaded one.
    },
    Math.max(600_000, 30_000 * ROUNDS),
  );
});
