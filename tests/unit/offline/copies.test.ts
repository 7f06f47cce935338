import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  confirmationShownOnThisPage,
  keepConfirmation,
  newestOutboxItem,
  readConfirmation,
  readCopy,
  saveCopy,
} from '../../../src/client/offline/copies';
import { enqueueSubmission } from '../../../src/client/offline/outbox';
import { wipeDevice } from '../../../src/client/offline/wipe';
import { freshDatabase } from './offline-test-support';

const RAVI = 'user:5a7d3e1c-2b4f-4c6d-8e9f-0a1b2c3d4e5f';
const MEENA = 'user:0c9e8d7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b';
const KIOSK_VISITOR = 'device:7f6e5d4c-3b2a-4918-8776-655443322110';

const list = { items: [{ type: 'birth', id: 'a1', reference: 'BIR-7K3M-9QXD', status: 'pending' }], nextCursor: null };
const confirmation = { kind: 'grievance' as const, id: 'GRV-7K3M-9QXD', reference: 'GRV-7K3M-9QXD' };

describe('copies of what a person read, kept on the device', () => {
  it("keeps each person's copy apart, with the time it was saved", async () => {
    const db = freshDatabase();
    const before = Date.now();
    await saveCopy(RAVI, 'list:applications', list, db);

    expect(await readCopy(RAVI, 'list:applications', db)).toMatchObject({ data: list });
    expect((await readCopy(RAVI, 'list:applications', db))?.savedAt).toBeGreaterThanOrEqual(before);
    expect(await readCopy(MEENA, 'list:applications', db)).toBeNull();
  });

  it("sign-out wipes the person's copies and confirmations, and no one else's", async () => {
    const db = freshDatabase();
    await saveCopy(RAVI, 'list:applications', list, db);
    await keepConfirmation(RAVI, confirmation, db);
    await saveCopy(MEENA, 'list:applications', list, db);

    await wipeDevice(RAVI, db);

    expect(await readCopy(RAVI, 'list:applications', db)).toBeNull();
    expect(await readConfirmation(RAVI, confirmation.id, db)).toBeNull();
    expect(confirmationShownOnThisPage(RAVI, confirmation.id)).toBeNull();
    expect(await readCopy(MEENA, 'list:applications', db)).not.toBeNull();
  });

  it('a wipe of one owner, and of the whole device, leaves no copy', async () => {
    const db = freshDatabase();
    await keepConfirmation(KIOSK_VISITOR, confirmation, db);
    await saveCopy(RAVI, 'payment:p1', { id: 'p1' }, db);

    await wipeDevice(KIOSK_VISITOR, db);
    expect(await readConfirmation(KIOSK_VISITOR, confirmation.id, db)).toBeNull();
    expect(await db.copies.count()).toBe(1);

    await wipeDevice('everyone', db);
    expect(await db.copies.count()).toBe(0);
  });

  it('finds the outbox item a form has just queued: its owner’s newest of that form', async () => {
    const db = freshDatabase();
    const item = (id: string, owner: string, form: 'grievance' | 'certificate:birth') => ({
      id,
      owner,
      kind: form === 'grievance' ? ('grievance' as const) : ('certificate' as const),
      form,
      title: id,
      values: {},
      token: null,
    });
    await enqueueSubmission(item('older', RAVI, 'grievance'), db);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await enqueueSubmission(item('newer', RAVI, 'grievance'), db);
    await enqueueSubmission(item('birth', RAVI, 'certificate:birth'), db);
    await enqueueSubmission(item('someone-else', MEENA, 'grievance'), db);

    expect(await newestOutboxItem(RAVI, 'grievance', db)).toBe('newer');
    expect(await newestOutboxItem(KIOSK_VISITOR, 'grievance', db)).toBeNull();
  });
});
