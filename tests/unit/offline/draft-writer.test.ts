import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { OfflineDatabase } from '../../../src/client/offline/db';
import { DRAFT_DEBOUNCE_MS, DraftWriter } from '../../../src/client/offline/form/draft-writer';
import type { DraftStore } from '../../../src/client/offline/form/draft-writer';
import { discardDraft, loadDraft, saveDraftFiles, saveDraftValues, saveDraftValuesNow } from '../../../src/client/offline/drafts';
import { storageMessages } from '../../../src/client/offline/form/storage';
import { ManualClock, fillDiskFor, freshDatabase, pdf } from './offline-test-support';

const MEENA = 'user:7d1e0c55-1b1c-4b8e-a0a4-6f7f1f1d2c33';
const KIOSK = 'device:3f0b9a52-4a57-4c6e-9a59-8f2b8a1d0e77';
const FORM = 'certificate:birth';

/**
 * A writer on a database of its own, with a clock the test moves by hand. `holdWrites` keeps the
 * debounced writes of typed values from finishing until the function it returns is called.
 */
function writerOnDevice() {
  const db = freshDatabase();
  const clock = new ManualClock();
  let gate: Promise<void> | null = null;
  const store: DraftStore = {
    read: (owner, form) => loadDraft(owner, form, db),
    saveValues: async (owner, form, values) => {
      await gate;
      return saveDraftValues(owner, form, values, db);
    },
    saveValuesNow: (owner, form, values) => saveDraftValuesNow(owner, form, values, db),
    saveFiles: (owner, form, field, files) => saveDraftFiles(owner, form, field, files, db),
    discard: (owner, form) => discardDraft(owner, form, db),
    usage: async () => null,
    prepare: () => undefined,
  };
  const writer = new DraftWriter({ form: FORM, store, timers: clock.api });
  const holdWrites = () => {
    let release = (): void => undefined;
    gate = new Promise((resolve) => {
      release = resolve;
    });
    return () => {
      gate = null;
      release();
    };
  };
  return { db, clock, writer, holdWrites };
}

/** What the device holds as the owner's typed values (undefined: no draft). */
async function storedValues(db: OfflineDatabase, owner = MEENA) {
  return (await loadDraft(owner, FORM, db))?.values;
}

/** Lets the writes already started finish (fake-indexeddb completes its transactions on timers). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

async function openedFor(owner: string) {
  const device = writerOnDevice();
  device.writer.setOwner(owner);
  await device.writer.open(owner);
  return device;
}

describe('the draft writer', () => {
  it('writes typed values once typing pauses, the last values only', async () => {
    const { db, clock, writer } = await openedFor(MEENA);
    writer.saveValues({ childName: 'M' });
    clock.advance(DRAFT_DEBOUNCE_MS - 100);
    writer.saveValues({ childName: 'Me' });
    clock.advance(DRAFT_DEBOUNCE_MS - 100);
    writer.saveValues({ childName: 'Meena' });
    clock.advance(DRAFT_DEBOUNCE_MS - 1);
    await settle();
    expect(await storedValues(db)).toBeUndefined();

    clock.advance(1);
    await expect.poll(() => storedValues(db)).toEqual({ childName: 'Meena' });
    expect(writer.status.get().savedAt).not.toBeNull();
  });

  it('writes at once on flush (before a submission), without waiting for the pause', async () => {
    const { db, writer } = await openedFor(MEENA);
    writer.saveValues({ childName: 'Meena' });
    await writer.flush();
    expect(await storedValues(db)).toEqual({ childName: 'Meena' });
  });

  it('writes the newer values after a write in flight, never the older ones over them', async () => {
    const { db, clock, writer, holdWrites } = await openedFor(MEENA);
    const release = holdWrites();
    writer.saveValues({ childName: 'Meena' });
    clock.advance(DRAFT_DEBOUNCE_MS);
    writer.saveValues({ childName: 'Meena Kumari' });
    clock.advance(DRAFT_DEBOUNCE_MS);
    writer.saveValues({ childName: 'Meena Kumari', contact: '9876543210' });
    clock.advance(DRAFT_DEBOUNCE_MS);
    await settle();
    expect(await storedValues(db)).toBeUndefined();

    release();
    await writer.flush();
    expect(await storedValues(db)).toEqual({ childName: 'Meena Kumari', contact: '9876543210' });
  });

  it('writes the typed values synchronously when the page is hidden, even with a write in flight', async () => {
    const { db, clock, writer, holdWrites } = await openedFor(MEENA);
    const release = holdWrites();
    writer.saveValues({ childName: 'Meena' });
    clock.advance(DRAFT_DEBOUNCE_MS);
    writer.saveValues({ childName: 'Meena Kumari' });
    writer.flushNow();
    expect(await storedValues(db)).toEqual({ childName: 'Meena Kumari' });
    release();
  });

  it('does not write over a stored draft before it is read, and drops what was typed when one is found', async () => {
    const { db, clock, writer } = writerOnDevice();
    await saveDraftValues(MEENA, FORM, { childName: 'Meena Kumari' }, db);
    writer.setOwner(MEENA);
    writer.saveValues({ childName: 'M' });
    clock.advance(DRAFT_DEBOUNCE_MS);
    await writer.flush();
    expect(await storedValues(db)).toEqual({ childName: 'Meena Kumari' });

    expect((await writer.open(MEENA))?.values).toEqual({ childName: 'Meena Kumari' });
    await writer.flush();
    expect(await storedValues(db)).toEqual({ childName: 'Meena Kumari' });
  });

  it('writes to the new owner after another person takes over, and nothing of the last one', async () => {
    const { db, clock, writer } = await openedFor(KIOSK);
    writer.saveValues({ childName: 'Typed at the kiosk' });
    writer.setOwner(MEENA);
    expect(writer.people.get()).toBe(1);
    await writer.open(MEENA);
    clock.advance(DRAFT_DEBOUNCE_MS);
    await writer.flush();
    expect(await storedValues(db, KIOSK)).toBeUndefined();
    expect(await storedValues(db, MEENA)).toBeUndefined();

    writer.saveValues({ childName: 'Meena' });
    clock.advance(DRAFT_DEBOUNCE_MS);
    await writer.flush();
    expect(await storedValues(db, MEENA)).toEqual({ childName: 'Meena' });
    expect(await storedValues(db, KIOSK)).toBeUndefined();
  });

  it('keeps what is typed and picked while the session is checked for the owner it turns out to be', async () => {
    const { db, writer } = writerOnDevice();
    writer.setOwner(null);
    writer.saveValues({ childName: 'Meena' });
    await writer.saveFiles('birthProof', [pdf('hospital-record.pdf')]);
    writer.setOwner(MEENA);
    expect(writer.people.get()).toBe(0);
    await writer.open(MEENA);
    await writer.flush();
    const draft = await loadDraft(MEENA, FORM, db);
    expect(draft?.values).toEqual({ childName: 'Meena' });
    expect(draft?.files.birthProof?.map((file) => file.name)).toEqual(['hospital-record.pdf']);
  });

  it('reports a full disk on the form and keeps the draft saved before', async () => {
    const { db, writer } = await openedFor(MEENA);
    writer.saveValues({ childName: 'Meena' });
    await writer.flush();
    const freeDisk = await fillDiskFor(db, 'drafts');
    try {
      writer.saveValues({ childName: 'Meena Kumari' });
      await writer.flush();
      expect(writer.status.get().error).toEqual({ message: storageMessages.quotaDraft, severe: true });
    } finally {
      await freeDisk();
    }
    expect(await storedValues(db)).toEqual({ childName: 'Meena' });

    writer.saveValues({ childName: 'Meena Kumari' });
    await writer.flush();
    expect(writer.status.get().error).toBeNull();
  });

  it('discards the draft with what was pending, and writes nothing of it afterwards', async () => {
    const { db, clock, writer } = await openedFor(MEENA);
    writer.saveValues({ childName: 'Meena' });
    await writer.saveFiles('birthProof', [pdf('hospital-record.pdf')]);
    writer.saveValues({ childName: 'Meena Kumari' });
    await writer.discard();
    clock.advance(DRAFT_DEBOUNCE_MS);
    writer.flushNow();
    await writer.flush();
    expect(await loadDraft(MEENA, FORM, db)).toBeNull();
    expect(writer.status.get().hasDraft).toBe(false);
  });
});

describe('the draft writer when its owner leaves the device', () => {
  it('drops what is still to be written, writes nothing more for them, and resolves once the writes under way are done', async () => {
    const { db, clock, writer, holdWrites } = await openedFor(MEENA);
    writer.saveValues({ childName: 'Meena' });
    const release = holdWrites();
    clock.advance(DRAFT_DEBOUNCE_MS);
    writer.saveValues({ childName: 'Meena Kumari', aadhaarNumber: '234567891357' });

    const ended = writer.end(MEENA);
    release();
    await ended;
    // The page unmounts the form, or is hidden, after the wipe: nothing of Meena's is written again.
    writer.flushNow();
    writer.saveValues({ childName: 'Meena Kumari R' });
    clock.advance(DRAFT_DEBOUNCE_MS);
    await writer.saveFiles('birthProof', [pdf('hospital-record.pdf')]);
    await discardDraft(MEENA, FORM, db);
    await writer.flush();
    await settle();

    expect(await storedValues(db)).toBeUndefined();
  });

  it('writes for the next person at the same form, and for the same person signing in again', async () => {
    const { db, writer } = await openedFor(MEENA);
    await writer.end(MEENA);

    writer.setOwner(KIOSK);
    await writer.open(KIOSK);
    writer.saveValues({ childName: 'Anbu' });
    await writer.flush();
    writer.setOwner(MEENA);
    await writer.open(MEENA);
    writer.saveValues({ childName: 'Meena' });
    await writer.flush();

    expect(await storedValues(db, KIOSK)).toEqual({ childName: 'Anbu' });
    expect(await storedValues(db)).toEqual({ childName: 'Meena' });
  });
});
