import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { discardDraft, loadDraft, saveDraftFiles, saveDraftValues } from '../../../src/client/offline/drafts';
import { isQuotaError } from '../../../src/client/offline/storage';
import { fillDiskFor, freshDatabase, pdf, readText } from './offline-test-support';

const MEENA = 'user:7d1e0c55-1b1c-4b8e-a0a4-6f7f1f1d2c33';
const KIOSK = 'device:3f0b9a52-4a57-4c6e-9a59-8f2b8a1d0e77';

describe('drafts', () => {
  it('round-trips values and files (names, types, bytes and order) for their owner', async () => {
    const db = freshDatabase();
    await saveDraftValues(MEENA, 'certificate:birth', { childName: 'Meena Kumari', contact: '9876543210' }, db);
    await saveDraftFiles(MEENA, 'certificate:birth', 'birthProof', [pdf('hospital-record.pdf', '%PDF-1.4 hospital')], db);
    await saveDraftFiles(MEENA, 'certificate:birth', 'idProof', [pdf('father.pdf', '%PDF father'), pdf('mother.pdf', '%PDF mother')], db);

    const draft = await loadDraft(MEENA, 'certificate:birth', db);
    expect(draft?.values).toEqual({ childName: 'Meena Kumari', contact: '9876543210' });
    expect(draft?.files.birthProof?.map((file) => [file.name, file.type, file.size])).toEqual([['hospital-record.pdf', 'application/pdf', 17]]);
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

    db.close();
    fillDiskFor(db, 'files');
    await db.open();
    const failure = await saveDraftFiles(MEENA, 'certificate:birth', 'birthProof', [pdf('bigger-photo.pdf', '%PDF second')], db).catch((err: unknown) => err);

    expect(isQuotaError(failure)).toBe(true);
    const draft = await loadDraft(MEENA, 'certificate:birth', db);
    expect(draft?.values).toEqual({ childName: 'Meena Kumari' });
    expect(draft?.files.birthProof?.map((file) => file.name)).toEqual(['hospital-record.pdf']);
    expect(await readText(draft?.files.birthProof?.[0] as File)).toBe('%PDF first');
  });
});
