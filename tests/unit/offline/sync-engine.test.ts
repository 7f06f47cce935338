import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfflineDatabase, OutboxRow } from '../../../src/client/offline/db';
import { enqueueSubmission } from '../../../src/client/offline/outbox';
import { dexieOutboxStore } from '../../../src/client/offline/outbox-store';
import { OutboxSyncEngine, backoffMs } from '../../../src/client/offline/sync-engine';
import type { SendOutcome, SyncSession } from '../../../src/client/offline/sync-engine';
import { ManualClock, freshDatabase, pdf, readText } from './offline-test-support';

const OWNER = 'user:0b6a4c2e-8d8e-4a57-9f55-3c8a8c1f0a11';

interface Harness {
  db: OfflineDatabase;
  clock: ManualClock;
  engine: OutboxSyncEngine;
  /** What the server received: one entry per request, in order. */
  received: { id: string; token: string | null; files: Record<string, string[]> }[];
  answers: SendOutcome[];
  session: SyncSession;
  reachable: { value: boolean };
}

const engines: OutboxSyncEngine[] = [];
afterEach(() => {
  for (const engine of engines.splice(0)) engine.stop();
});

/** The engine over a real (fake-indexeddb) outbox, a server that answers from `answers`, and a hand-moved clock. */
function harness(answers: SendOutcome[] = [], onDelivered?: (item: OutboxRow, reference: string) => void): Harness {
  const db = freshDatabase();
  const clock = new ManualClock();
  const received: Harness['received'] = [];
  const session: SyncSession = { owner: OWNER, token: 'token-1' };
  const reachable = { value: true };
  let busy = false;
  const engine = new OutboxSyncEngine({
    store: dexieOutboxStore(db),
    send: async (item, files, token) => {
      received.push({
        id: item.id,
        token,
        files: Object.fromEntries(Object.entries(files).map(([field, list]) => [field, list.map((f) => f.name)])),
      });
      return answers.shift() ?? { kind: 'delivered', reference: `REF-${received.length}` };
    },
    isServerReachable: async () => reachable.value,
    // The cross-tab lock as the browser's: a second holder is refused while the first works.
    runExclusive: async (work) => {
      if (busy) return false;
      busy = true;
      try {
        await work();
        return true;
      } finally {
        busy = false;
      }
    },
    session: () => session,
    now: clock.now,
    timers: clock.api,
    onDelivered,
  });
  engines.push(engine);
  return { db, clock, engine, received, answers, session, reachable };
}

async function queue(db: OfflineDatabase, id: string, options: { files?: boolean } = {}) {
  await enqueueSubmission(
    {
      id,
      owner: OWNER,
      kind: 'certificate',
      form: 'certificate:birth',
      title: 'Birth certificate application — Meena Kumari',
      values: { childName: 'Meena Kumari' },
      files: options.files ? { birthProof: [pdf('hospital-record.pdf')], addressProof: [pdf('ration-card.pdf')] } : {},
      token: 'token-1',
    },
    db,
  );
}

const item = async (db: OfflineDatabase, id: string): Promise<OutboxRow | undefined> => db.outbox.get(id);

describe('outbox sync engine', () => {
  it('delivers a queued application with its files, keeps the reference in Sent and removes the item and its files', async () => {
    const { db, engine, received } = harness([{ kind: 'delivered', reference: 'BIR-7K3M-9QXD' }]);
    await queue(db, 'key-1', { files: true });

    await engine.flush();

    expect(received).toEqual([
      { id: 'key-1', token: 'token-1', files: { birthProof: ['hospital-record.pdf'], addressProof: ['ration-card.pdf'] } },
    ]);
    expect(await item(db, 'key-1')).toBeUndefined();
    expect(await db.files.count()).toBe(0);
    expect(await db.sent.get('key-1')).toMatchObject({
      reference: 'BIR-7K3M-9QXD',
      title: 'Birth certificate application — Meena Kumari',
      owner: OWNER,
    });
  });

  it('tells of each item it delivered, with its reference, and of nothing it could not deliver', async () => {
    const told: [string, string][] = [];
    const { db, engine } = harness(
      [
        { kind: 'rejected', message: 'Refused' },
        { kind: 'delivered', reference: 'BIR-7K3M-9QXD' },
      ],
      (delivered, reference) => told.push([delivered.id, reference]),
    );
    await queue(db, 'key-1');
    await queue(db, 'key-2');
    await engine.flush();
    expect(told).toEqual([['key-2', 'BIR-7K3M-9QXD']]);
  });

  it('sends the bytes that were queued', async () => {
    const { db } = harness();
    await queue(db, 'key-1', { files: true });
    const files = await dexieOutboxStore(db).files((await item(db, 'key-1')) as OutboxRow);
    expect(await readText(files.birthProof?.[0] as File)).toBe('%PDF-1.4 test document');
    expect(files.birthProof?.[0]?.type).toBe('application/pdf');
  });

  it('retries a 5xx with backoff (2 s, then 4 s) and delivers it when the server recovers', async () => {
    const { db, clock, engine, received } = harness([
      { kind: 'server-error', message: 'Internal Server Error' },
      { kind: 'server-error', message: 'Internal Server Error' },
    ]);
    await queue(db, 'key-1');

    await engine.flush();
    expect(await item(db, 'key-1')).toMatchObject({ state: 'queued', attempts: 1, lastError: 'Internal Server Error' });
    expect(clock.nextTimerIn()).toBe(2000);

    clock.advance(1999);
    await engine.whenIdle();
    expect(received).toHaveLength(1);

    clock.advance(1);
    await engine.whenIdle();
    expect(received).toHaveLength(2);
    expect(await item(db, 'key-1')).toMatchObject({ state: 'queued', attempts: 2 });
    expect(clock.nextTimerIn()).toBe(4000);

    clock.advance(4000);
    await engine.whenIdle();
    expect(received).toHaveLength(3);
    expect(await item(db, 'key-1')).toBeUndefined();
    expect(await db.sent.get('key-1')).toMatchObject({ reference: 'REF-3' });
  });

  it('backs off 2^n seconds and never waits more than 5 minutes', () => {
    expect([1, 2, 3, 4, 8, 9, 20].map(backoffMs)).toEqual([2000, 4000, 8000, 16000, 256000, 300000, 300000]);
  });

  it('ends the round on a network failure, keeps every item, and tries again on the timer', async () => {
    const { db, clock, engine, received } = harness([{ kind: 'unreachable', message: 'No connection' }]);
    await queue(db, 'key-1');
    clock.advance(1);
    await queue(db, 'key-2');

    await engine.flush();
    expect(received.map((entry) => entry.id)).toEqual(['key-1']);
    expect(await item(db, 'key-1')).toMatchObject({ state: 'queued', attempts: 1 });
    expect(await item(db, 'key-2')).toMatchObject({ state: 'queued', attempts: 0 });
    expect(clock.nextTimerIn()).toBe(2000);

    // Oldest first: the item that failed goes again before the one behind it.
    clock.advance(2000);
    await engine.whenIdle();
    expect(received.map((entry) => entry.id)).toEqual(['key-1', 'key-1', 'key-2']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('does not send while the health check fails, backing off, and sends once the server answers', async () => {
    const { db, clock, engine, received, reachable } = harness();
    reachable.value = false;
    await queue(db, 'key-1');

    await engine.flush();
    expect(clock.nextTimerIn()).toBe(2000);
    clock.advance(2000);
    await engine.whenIdle();
    expect(clock.nextTimerIn()).toBe(4000);
    expect(received).toHaveLength(0);
    expect(await item(db, 'key-1')).toMatchObject({ state: 'queued', attempts: 0 });

    reachable.value = true;
    await engine.flush({ force: true });
    expect(received).toHaveLength(1);
    expect(clock.nextTimerIn()).toBeUndefined();
  });

  it('waits after a 401 until its owner signs in again, then sends with the new token', async () => {
    const { db, engine, received, session } = harness([{ kind: 'unauthorized', message: 'Session expired' }]);
    await queue(db, 'key-1');

    await engine.flush();
    expect(await item(db, 'key-1')).toMatchObject({ state: 'waiting-sign-in' });
    await engine.flush({ force: true });
    expect(received).toHaveLength(1);

    session.token = 'token-2';
    await engine.flush();
    expect(received.map((entry) => entry.token)).toEqual(['token-1', 'token-2']);
    expect(await item(db, 'key-1')).toBeUndefined();
  });

  it("sends an item with its owner's token, not the token of whoever is signed in now", async () => {
    const { db, engine, received, session } = harness();
    await queue(db, 'key-1');
    session.owner = 'user:someone-else';
    session.token = 'token-of-someone-else';

    await engine.flush();
    expect(received.map((entry) => entry.token)).toEqual(['token-1']);
  });

  it("puts a 422 in 'needs attention' with the server's message and goes on with the next item", async () => {
    const { db, engine, received } = harness([{ kind: 'rejected', message: 'Proof of Birth must be a JPG, PNG or PDF file' }]);
    await queue(db, 'key-1');
    await queue(db, 'key-2');

    await engine.flush();
    expect(received.map((entry) => entry.id)).toEqual(['key-1', 'key-2']);
    expect(await item(db, 'key-1')).toMatchObject({ state: 'needs-attention', lastError: 'Proof of Birth must be a JPG, PNG or PDF file' });

    // Never retried on its own: a person must correct or delete it.
    await engine.flush({ force: true });
    expect(received).toHaveLength(2);
  });

  it('runs one flush at a time: flushes asked for meanwhile send nothing twice', async () => {
    const { db, engine, received } = harness();
    for (const id of ['key-1', 'key-2', 'key-3']) await queue(db, id);

    await Promise.all([engine.flush(), engine.flush(), engine.flush({ force: true }), engine.flush()]);
    expect(received.map((entry) => entry.id).sort()).toEqual(['key-1', 'key-2', 'key-3']);
    expect(await db.sent.count()).toBe(3);
  });

  it('leaves the flush to another tab that holds the lock', async () => {
    const { db, engine, received } = harness();
    await queue(db, 'key-1');
    const otherTab = harness();
    // Both engines share one lock here only through the database; simulate the other tab's lock.
    const locked = new OutboxSyncEngine({
      store: dexieOutboxStore(db),
      send: async () => ({ kind: 'delivered', reference: 'X' }),
      isServerReachable: async () => true,
      runExclusive: async () => false,
      session: () => otherTab.session,
      now: otherTab.clock.now,
      timers: otherTab.clock.api,
    });
    engines.push(locked);
    await locked.flush();
    expect(await item(db, 'key-1')).toMatchObject({ state: 'queued' });
    await engine.flush();
    expect(received).toHaveLength(1);
  });

  it('puts an item a closed tab left half-sent back in the queue and sends it', async () => {
    const { db, engine, received } = harness();
    await queue(db, 'key-1');
    await db.outbox.update('key-1', { state: 'sending' });

    await engine.flush();
    expect(received).toHaveLength(1);
    expect(await item(db, 'key-1')).toBeUndefined();
  });
});
