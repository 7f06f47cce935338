import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/open-database';
import { outboundMessages } from '../../src/server/db/schema';
import { aRegistration } from '../api/helpers/accounts';
import { definitionOf, validValues } from '../api/helpers/certificates';
import { copyMigratedPglite } from '../api/helpers/pglite-template';
import { READY_LINE, startServerProcess } from '../api/helpers/server-process';
import type { ServerProcess } from '../api/helpers/server-process';
import { startTestSmtp } from '../api/helpers/test-smtp';
import type { TestSmtp } from '../api/helpers/test-smtp';
import { postJson, until } from './support/server-calls';
import { serverEnv } from './support/write-load';

/**
 * The real server (node --import tsx src/server/main.ts, PGlite) killed with SIGKILL after an
 * application's transaction committed and before its email went out, then started again: the
 * test's SMTP server receives the message exactly once. Twice: killed while the worker waits on
 * the SMTP server (the message claimed, nothing delivered), and killed as soon as the answer came.
 */
describe('messages: SIGKILL between the change and the send', () => {
  let dataDir: string;
  let smtp: TestSmtp;
  let server: ServerProcess | null = null;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-rel-messages-'));
    await copyMigratedPglite(dataDir);
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await server?.killAll();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function start(): Promise<string> {
    server = startServerProcess({ ...serverEnv(dataDir), SMTP_URL: smtp.url, PUBLIC_URL: 'https://portal.example.gov.in' });
    const [, url] = await server.waitFor(READY_LINE, 60_000);
    return url ?? '';
  }

  async function applyAndKill(whenToKill: 'mid-send' | 'at-once'): Promise<string> {
    const baseUrl = await start();
    const registration = aRegistration();
    const registered = await postJson(`${baseUrl}/api/auth/register`, registration);
    expect(registered.status).toBe(201);
    const death = definitionOf('death');
    const connectionsBefore = smtp.connections;
    smtp.holding = whenToKill === 'mid-send';
    const submitted = await postJson(`${baseUrl}${death.apiPath}`, validValues(death), String(registered.body.token));
    expect(submitted.status).toBe(201);
    if (whenToKill === 'mid-send') await until(() => smtp.connections > connectionsBefore, 20_000, 'the worker to connect');
    await server?.killAll();
    smtp.holding = false;
    return String(submitted.body.reference);
  }

  for (const whenToKill of ['mid-send', 'at-once'] as const) {
    it(`killed ${whenToKill === 'mid-send' ? 'while the email is being handed over' : 'as soon as the change is answered'}: after a restart the email arrives once`, async () => {
      const received = smtp.received.length;
      const reference = await applyAndKill(whenToKill);
      if (whenToKill === 'mid-send') expect(smtp.received.length).toBe(received);
      await start();
      await until(() => smtp.received.some((mail) => mail.subject.includes(reference)), 30_000, 'the email after the restart');
      // Three more polls of the worker: nothing more comes.
      await sleep(3000);
      expect(smtp.received.filter((mail) => mail.subject.includes(reference))).toHaveLength(1);
      await server?.killAll();

      const database = await openDatabase({ databaseUrl: null, dataDir });
      try {
        const rows = await database.db.select().from(outboundMessages).where(eq(outboundMessages.channel, 'email'));
        const row = rows.find((candidate) => candidate.subject?.includes(reference));
        expect(row?.state).toBe('sent');
        expect(row?.attempts).toBe(whenToKill === 'mid-send' ? 2 : 1);
      } finally {
        await database.close();
      }
    }, 180_000);
  }
});
