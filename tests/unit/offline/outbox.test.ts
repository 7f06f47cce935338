import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { OfflineDatabase } from '../../../src/client/offline/db';
import { loadDraft, saveDraftFiles, saveDraftValues } from '../../../src/client/offline/drafts';
import { deleteOutboxItem, enqueueSubmission, reopenAsDraft } from '../../../src/client/offline/outbox';
import type { NewSubmission } from '../../../src/client/offline/outbox';
import { dexieOutboxStore } from '../../../src/client/offline/outbox-store';
import { isQuotaError } from '../../../src/client/offline/form/storage';
import { wipeDevice } from '../../../src/client/offline/wipe';
import { fillDiskFor, freshDatabase, pdf, readText } from './offline-test-support';

const RAVI = 'user:5a7d3e1c-2b4f-4c6d-8e9f-0a1b2c3d4e5f';
const NEXT_PERSON = 'device:0c9e8d7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b';

function birthApplication(overrides: Partial<NewSubmission> = {}): NewSubmission {
  return {
    id: 'c5b1a0de-1111-4222-8333-944455556666',
    owner: RAVI,
    kind: 'certificate',
    form: 'certificate:birth',
    title: 'Birth certificate application — Meena Kumari',
    values: { childName: 'Meena Kumari' },
    files: { birthProof: [pdf('hospital-record.pdf', '%PDF hospital')], addressProof: [pdf('ration-card.pdf')] },
    token: 'token-ravi',
    ...overrides,
  };
}

async function withDraft(db: OfflineDatabase, owner = RAVI) {
  await saveDraftValues(owner, 'certificate:birth', { childName: 'Meena Kumari' }, db);
  await saveDraftFiles(owner, 'certificate:birth', 'birthProof', [pdf('hospital-record.pdf')], db);
}

describe('outbox', () => {
  it('queues an application with its files and removes its draft in the same transaction', async () => {
    const db = freshDatabase();
    await withDraft(db);

    await enqueueSubmission(birthApplication(), db);

    expect(await db.outbox.get('c5b1a0de-1111-4222-8333-944455556666')).toMatchObject({
      state: 'queued',
      attempts: 0,
      owner: RAVI,
      token: 'token-ravi',
    });
    expect(await loadDraft(RAVI, 'certificate:birth', db)).toBeNull();
    expect((await db.files.toArray()).map((file) => file.name).sort()).toEqual(['hospital-record.pdf', 'ration-card.pdf']);
  });

  it('keeps the draft and queues nothing when the disk is full', async () => {
    const db = freshDatabase();
    await withDraft(db);
    const emptyDisk = await fillDiskFor(db, 'outbox');
    const failure = await enqueueSubmission(birthApplication(), db).catch((err: unknown) => err);
    await emptyDisk();

    expect(isQuotaError(failure)).toBe(true);
    expect(await db.outbox.count()).toBe(0);
    const draft = await loadDraft(RAVI, 'certificate:birth', db);
    expect(draft?.files.birthProof?.map((file) => file.name)).toEqual(['hospital-record.pdf']);
    expect(await db.files.count()).toBe(1);
  });

  it("opens an item that needs attention as the form's draft again, files included, and takes it out of the outbox", async () => {
    const db = freshDatabase();
    await enqueueSubmission(birthApplication(), db);
    await db.outbox.update('c5b1a0de-1111-4222-8333-944455556666', {
      state: 'needs-attention',
      lastError: 'Proof of Birth must be a JPG, PNG or PDF file',
    });

    expect(await reopenAsDraft('c5b1a0de-1111-4222-8333-944455556666', NEXT_PERSON, db)).toBeNull();
    const item = await reopenAsDraft('c5b1a0de-1111-4222-8333-944455556666', RAVI, db);

    expect(item?.form).toBe('certificate:birth');
    expect(await db.outbox.count()).toBe(0);
    const draft = await loadDraft(RAVI, 'certificate:birth', db);
    expect(draft?.values).toEqual({ childName: 'Meena Kumari' });
    expect(draft?.files.birthProof?.map((file) => file.name)).toEqual(['hospital-record.pdf']);
    expect(await readText(draft?.files.birthProof?.[0] as File)).toBe('%PDF hospital');
  });

  it('deletes an item with its files for its owner only', async () => {
    const db = freshDatabase();
    await enqueueSubmission(birthApplication(), db);

    expect(await deleteOutboxItem('c5b1a0de-1111-4222-8333-944455556666', NEXT_PERSON, db)).toBe(false);
    expect(await db.outbox.count()).toBe(1);
    expect(await deleteOutboxItem('c5b1a0de-1111-4222-8333-944455556666', RAVI, db)).toBe(true);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.files.count()).toBe(0);
  });
});

describe('an account leaving the device (Logout, a session the server ended)', () => {
  it("removes the account's drafts, documents, outbox items and Sent list, and leaves the device's anonymous draft", async () => {
    const db = freshDatabase();
    const store = dexieOutboxStore(db);
    await withDraft(db, RAVI);
    await withDraft(db, NEXT_PERSON);
    await enqueueSubmission(birthApplication({ id: 'delivered-before', files: {} }), db);
    const delivered = await db.outbox.get('delivered-before');
    if (delivered) await store.delivered(delivered, 'BIR-AAAA-BBBB', Date.now());
    await enqueueSubmission(birthApplication({ id: 'still-queued', form: 'grievance', kind: 'grievance' }), db);

    await wipeDevice(RAVI, db);

    expect(await db.drafts.where('owner').equals(RAVI).count()).toBe(0);
    expect(await db.outbox.where('owner').equals(RAVI).count()).toBe(0);
    expect(await db.sent.where('owner').equals(RAVI).count()).toBe(0);
    expect(await loadDraft(NEXT_PERSON, 'certificate:birth', db)).not.toBeNull();
    // Only the anonymous draft's document is left.
    expect((await db.files.toArray()).map((file) => file.parent)).toEqual([`draft:${NEXT_PERSON}|certificate:birth`]);
  });

  it('leaves no Sent entry for an item that was being sent as the session left', async () => {
    const db = freshDatabase();
    const store = dexieOutboxStore(db);
    await enqueueSubmission(birthApplication({ id: 'in-flight', files: {} }), db);
    const sending = await db.outbox.get('in-flight');

    await wipeDevice(RAVI, db);
    if (sending) await store.delivered(sending, 'BIR-AAAA-BBBB', Date.now());

    expect(await db.outbox.count()).toBe(0);
    expect(await db.sent.count()).toBe(0);
  });
});

describe('a kiosk clearing the whole device', () => {
  it("removes every draft with its documents, every Sent entry and every account's outbox items; an anonymous item waits to be delivered, then goes without a trace", async () => {
    const db = freshDatabase();
    const store = dexieOutboxStore(db);
    await withDraft(db, RAVI);
    await withDraft(db, NEXT_PERSON);
    await enqueueSubmission(birthApplication({ id: 'delivered-before', files: {} }), db);
    const delivered = await db.outbox.get('delivered-before');
    if (delivered) await store.delivered(delivered, 'BIR-AAAA-BBBB', Date.now());
    await enqueueSubmission(birthApplication({ id: 'account-item' }), db);
    await enqueueSubmission(birthApplication({ id: 'anonymous-item', owner: NEXT_PERSON, token: null }), db);

    await wipeDevice('everyone', db);

    expect(await db.drafts.count()).toBe(0);
    expect(await db.sent.count()).toBe(0);
    expect(await db.outbox.get('account-item')).toBeUndefined();
    expect(await db.outbox.get('anonymous-item')).toMatchObject({ state: 'queued', wipeAfterDelivery: true });
    expect(new Set((await db.files.toArray()).map((file) => file.parent))).toEqual(new Set(['outbox:anonymous-item']));

    const waiting = await db.outbox.get('anonymous-item');
    if (waiting) await store.delivered(waiting, 'BIR-CCCC-DDDD', Date.now());
    expect(await db.outbox.count()).toBe(0);
    expect(await db.files.count()).toBe(0);
    expect(await db.sent.count()).toBe(0);
  });
});
