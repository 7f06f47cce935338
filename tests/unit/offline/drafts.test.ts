import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { discardDraft, loadDraft, saveDraftFiles, saveDraftValues } from '../../../src/client/offline/drafts';
import { isQuotaError } from '../../../src/client/offline/form/storage';
import { fillDiskFor, freshDatabase, pdf, readText } from './offline-test-support';

const MEENA = 'user:7d1e0c55-1b1c-4b8e-a0a4-6f7f1f1d2c33';
const KIOSK = 'device:3f0b9a52-4a57-4c6e-9a59-8f2b8a1d0e77';

const holdsBlob = (value: unknown): boolean =>
  value instanceof Blob || (typeof value === 'object' && value !== null && Object.values(value).some(holdsBlob));

describe('drafts', () => {
  it('round-trips values and files (names, types, bytes and order) for their owner', async () => {
    const db = freshDatabase();
    await saveDraftValues(MEENA, 'certificate:birth', { childName: 'Meena Kumari', contact: '9876543210' }, db);
    await saveDraftFiles(MEENA, 'certificate:birth', 'birthProof', [pdf('hospital-record.pdf', '%PDF-1.4 hospital')], db);
    await saveDraftFiles(MEENA, 'certificate:birth', 'idProof', [pdf('father.pdf', '%PDF father'), pdf('mother.pdf', '%PDF mother')], db);

    const draft = await loadDraft(MEENA, 'certificate:birth', db);
    expect(draft?.values).toEqual({ childName: 'Meena Kumari', contact: '9876543210' });
    expect(draft?.files.birthProof?.map((file) => [file.name, file.type, file.size])).toEqual([
      ['hospital-record.pdf', 'application/pdf', 17],
    ]);
    expect(draft?.files.idProof?.map((file) => file.name)).toEqual(['father.pdf', 'mother.pdf']);
    expect(await readText(draft?.files.idProof?.[1] as File)).toBe('%PDF mother');
  });

  it('replaces the files of a field when new ones are picked, keeping the values', async () => {
    const db = freshDatabase();
    await saveDraftValues(MEENA, 'certificate:birth', { childName: 'Meena' }, db);
    await saveDraftFiles(MEENA, 'certificate:birth', 'birthProof', [pdf('old.pdf')], db);
    await saveDraftFiles(MEENA, 'certificate:birth', 'birthProof', [pdf('new.pdf')], db);

    const draft = await loadDraft(MEENA, 'certificate:birth', db);
    expect(draft?.files.birthProof?.map((file) => file.name)).toEqual(['new.pdf']);
    expect(draft?.values).toEqual({ childName: 'Meena' });
    expect(await db.files.count()).toBe(1);
  });

  it("never gives one owner's draft to another", async () => {
    const db = freshDatabase();
    await saveDraftValues(MEENA, 'certificate:birth', { childName: 'Meena Kumari' }, db);
    await saveDraftFiles(MEENA, 'certificate:birth', 'birthProof', [pdf('hospital-record.pdf')], db);

    expect(await loadDraft(KIOSK, 'certificate:birth', db)).toBeNull();
    expect(await loadDraft(MEENA, 'certificate:death', db)).toBeNull();
  });

  it('discards a draft with its files, and only that one', async () => {
    const db = freshDatabase();
    await saveDraftFiles(MEENA, 'certificate:birth', 'birthProof', [pdf('hospital-record.pdf')], db);
    await saveDraftFiles(KIOSK, 'certificate:birth', 'birthProof', [pdf('kiosk.pdf')], db);

    await discardDraft(MEENA, 'certificate:birth', db);
    expect(await loadDraft(MEENA, 'certificate:birth', db)).toBeNull();
    expect((await loadDraft(KIOSK, 'certificate:birth', db))?.files.birthProof?.map((file) => file.name)).toEqual(['kiosk.pdf']);
    expect(await db.files.count()).toBe(1);
  });

  it('keeps the saved draft intact when the disk is full, and says so as a quota error', async () => {
    const db = freshDatabase();
    await saveDraftValues(MEENA, 'certificate:birth', { childName: 'Meena Kumari' }, db);
    await saveDraftFiles(MEENA, 'certificate:birth', 'birthProof', [pdf('hospital-record.pdf', '%PDF first')], db);

    const emptyDisk = await fillDiskFor(db, 'files');
    const failure = await saveDraftFiles(MEENA, 'certificate:birth', 'birthProof', [pdf('bigger-photo.pdf', '%PDF second')], db).catch(
      (err: unknown) => err,
    );
    await emptyDisk();

    expect(isQuotaError(failure)).toBe(true);
    const draft = await loadDraft(MEENA, 'certificate:birth', db);
    expect(draft?.values).toEqual({ childName: 'Meena Kumari' });
    expect(draft?.files.birthProof?.map((file) => file.name)).toEqual(['hospital-record.pdf']);
    expect(await readText(draft?.files.birthProof?.[0] as File)).toBe('%PDF first');
  });

  it('keeps the values saved before when the disk fills up, and says so as a quota error', async () => {
    const db = freshDatabase();
    await saveDraftValues(MEENA, 'certificate:birth', { childName: 'Meena' }, db);
    const emptyDisk = await fillDiskFor(db, 'drafts');
    const failure = await saveDraftValues(MEENA, 'certificate:birth', { childName: 'Meena Kumari' }, db).catch((err: unknown) => err);
    await emptyDisk();

    expect(isQuotaError(failure)).toBe(true);
    expect((await loadDraft(MEENA, 'certificate:birth', db))?.values).toEqual({ childName: 'Meena' });
  });

  it('keeps a file as the Blob it is', async () => {
    const db = freshDatabase();
    await saveDraftFiles(MEENA, 'certificate:birth', 'birthProof', [pdf('hospital-record.pdf', '%PDF blob')], db);

    const [row] = await db.files.toArray();
    expect(row?.data).toBeInstanceOf(Blob);
    expect(await readText((await loadDraft(MEENA, 'certificate:birth', db))?.files.birthProof?.[0] as File)).toBe('%PDF blob');
  });

  it('keeps the bytes instead in a browser that cannot store a Blob', async () => {
    const db = freshDatabase();
    const cloneAsBrowser = globalThis.structuredClone;
    // As older Safari: a Blob in a stored value fails the write.
    globalThis.structuredClone = ((value: unknown) => {
      if (holdsBlob(value)) {
        throw new DOMException('Blobs cannot be stored.', 'DataCloneError');
      }
      return cloneAsBrowser(value);
    }) as typeof structuredClone;
    try {
      await saveDraftFiles(MEENA, 'certificate:birth', 'birthProof', [pdf('hospital-record.pdf', '%PDF bytes')], db);
    } finally {
      globalThis.structuredClone = cloneAsBrowser;
    }

    const rows = await db.files.toArray();
    // (Node's structuredClone made the copy: an ArrayBuffer of another realm than jsdom's.)
    expect(rows.map((row) => Object.prototype.toString.call(row.data))).toEqual(['[object ArrayBuffer]']);
    const draft = await loadDraft(MEENA, 'certificate:birth', db);
    expect(draft?.files.birthProof?.map((file) => [file.name, file.type])).toEqual([['hospital-record.pdf', 'application/pdf']]);
    expect(await readText(draft?.files.birthProof?.[0] as File)).toBe('%PDF bytes');
  });
});
