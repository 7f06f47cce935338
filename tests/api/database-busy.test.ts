import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { GRIEVANCE_TIMEOUT_MS } from '../../src/shared/api/submissions/grievance-types';
import type { GrievanceSubmitted } from '../../src/shared/api/submissions/grievance-types';
import { idempotencyKeys } from '../../src/server/db/schema';
import { WRITE_RETRY_AFTER_SECONDS, inWriteSlot, limitWrites } from '../../src/server/db/write-slots';
import { aGrievance, eventsOf, grievanceByComplaintId, grievanceRows, UNLIMITED } from './grievance-support';
import { expectErrorBody, postJson } from './helpers/http';
import type { JsonResponse } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { taxRows, validOrder } from './tax-support';

/** The spec's words for a write refused while the portal is past capacity. */
const BUSY = 'The portal is busy at the moment. Please try again in a few seconds.';

/**
 * Past its capacity the server sheds writes: a write that waits longer than the database's write
 * slots allow is answered 503 with Retry-After, having written nothing, instead of queueing until
 * its client times out (decision 031). Each test sets a tiny limit of its own on the app's database.
 */
describe.each(testDatabases())('writes past the database capacity, on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: UNLIMITED });
  });
  afterEach(() => limitWrites(t.database.db, t.database.connections));
  afterAll(async () => {
    await t?.close();
  });

  const keyed = () => ({ 'idempotency-key': `busy-${randomUUID()}` });
  const postGrievance = (headers: Record<string, string>) => postJson(t.app, apiPaths.grievances, aGrievance(), headers);
  const keysStored = async (keys: string[]) => t.database.db.select().from(idempotencyKeys).where(inArray(idempotencyKeys.key, keys));
  const expectBusy = (response: JsonResponse) => {
    expect(expectErrorBody(response, 503).error).toBe(BUSY);
    expect(response.headers['retry-after']).toBe(String(WRITE_RETRY_AFTER_SECONDS));
  };

  it('answers 503 with Retry-After to writes that find every slot taken, writes none of them, and takes their retries', async () => {
    limitWrites(t.database.db, 1, 50);
    const grievancesBefore = (await grievanceRows(t.database)).length;
    const ordersBefore = (await taxRows(t.database)).length;
    let release = () => {};
    const held = inWriteSlot(t.database.db, () => new Promise<void>((resolve) => (release = resolve)));

    const grievanceHeaders = Array.from({ length: 4 }, keyed);
    const orderHeaders = Array.from({ length: 2 }, keyed);
    const refused = await Promise.all([
      ...grievanceHeaders.map(postGrievance),
      ...orderHeaders.map((headers) => postJson(t.app, apiPaths.taxes.createOrder, validOrder('property'), headers)),
    ]);
    release();
    await held;

    for (const response of refused) expectBusy(response);
    expect(await grievanceRows(t.database)).toHaveLength(grievancesBefore);
    expect(await taxRows(t.database)).toHaveLength(ordersBefore);
    const keys = [...grievanceHeaders, ...orderHeaders].map((headers) => headers['idempotency-key']);
    expect(await keysStored(keys)).toEqual([]);

    // One slot still, now with the usual wait: the retries queue for it and are all written.
    limitWrites(t.database.db, 1);
    const retried = await Promise.all(grievanceHeaders.map(postGrievance));
    for (const response of retried) expect(response.status, response.text).toBe(201);
    expect(await grievanceRows(t.database)).toHaveLength(grievancesBefore + grievanceHeaders.length);
  });

  it("answers a grievance 503 before its client's 10 s timeout, though other writes may wait longer for a slot", async () => {
    limitWrites(t.database.db, 1);
    let release = () => {};
    const held = inWriteSlot(t.database.db, () => new Promise<void>((resolve) => (release = resolve)));
    const sent = performance.now();
    const refused = await postGrievance(keyed());
    const answeredAfterMs = performance.now() - sent;
    release();
    await held;

    expectBusy(refused);
    expect(answeredAfterMs).toBeLessThan(GRIEVANCE_TIMEOUT_MS);
  }, 15_000);

  it('a burst over the network waits where the slots see it, also on PGlite, whose queries run on the server thread', async () => {
    // No wait at all: a write that finds the slot taken is refused at once. Without the turn of the
    // event loop each write takes before the database (decision 055), PGlite ran every request to
    // its answer before reading the next, so each found the slot free, while the rest waited
    // unread in their sockets where no limit could refuse them.
    limitWrites(t.database.db, 1, 0);
    // Left listening: the suite's close stops it.
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const before = (await grievanceRows(t.database)).length;
    const answers = await sendFromAnotherThread(
      `${address}${apiPaths.grievances}`,
      Array.from({ length: 100 }, () => ({ headers: keyed(), body: JSON.stringify(aGrievance()) })),
    );
    const refused = answers.filter((answer) => answer.status === 503);
    expect(answers.filter((answer) => answer.status !== 201 && answer.status !== 503)).toEqual([]);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) expect(answer).toMatchObject({ retryAfter: String(WRITE_RETRY_AFTER_SECONDS), body: { error: BUSY } });
    expect(await grievanceRows(t.database)).toHaveLength(before + answers.length - refused.length);
  });

  it('under a burst larger than its slots, answers each write 201 or 503: every 201 is stored once with its event, every 503 left nothing', async () => {
    limitWrites(t.database.db, 1, 20);
    const before = (await grievanceRows(t.database)).length;
    const headers = Array.from({ length: 30 }, keyed);
    const responses = await Promise.all(headers.map(postGrievance));

    const stored = responses.filter((response) => response.status === 201);
    const shed = responses.filter((response) => response.status !== 201);
    for (const response of shed) expectBusy(response);
    expect(stored.length).toBeGreaterThan(0);
    expect(await grievanceRows(t.database)).toHaveLength(before + stored.length);
    for (const response of stored) {
      const grievance = await grievanceByComplaintId(t.database, (response.body as GrievanceSubmitted).complaintId);
      expect(await eventsOf(t.database, grievance.id)).toHaveLength(1);
    }
    const keys = headers.map((header) => header['idempotency-key']);
    expect(await keysStored(keys)).toHaveLength(stored.length);
  });
});

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { error?: string };
}

/**
 * POSTs every request at once from a worker thread, as clients on other machines would: sent from
 * the test's own thread they would go out one by one, between the server's turns.
 */
async function sendFromAnotherThread(url: string, requests: { headers: Record<string, string>; body: string }[]): Promise<Answer[]> {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    Promise.all(workerData.requests.map(async ({ headers, body }) => {
      const response = await fetch(workerData.url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
      return { status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
    })).then((answers) => parentPort.postMessage(answers));
  `;
  const worker = new Worker(source, { eval: true, workerData: { url, requests } });
  try {
    return (await once(worker, 'message'))[0] as Answer[];
  } finally {
    await worker.terminate();
  }
}
