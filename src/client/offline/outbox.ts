import { draftId, draftParent, offlineDb, outboxParent } from './db';
import type { FormId, OfflineDatabase, OutboxKind, OutboxRow, Owner } from './db';
import { toFiles, toStoredFiles, writeWithFiles } from './form/stored-files';
import type { FilesByField } from './form/stored-files';

export interface NewSubmission {
  /** The Idempotency-Key the submission was (or would have been) sent with. */
  id: string;
  owner: Owner;
  kind: OutboxKind;
  form: FormId;
  title: string;
  values: Record<string, string>;
  files?: FilesByField;
  token: string | null;
}

/**
 * Puts a submission and its files into the outbox and removes the form's draft, in one
 * transaction: either the application is safely queued and the draft gone, or nothing changed.
 */
export async function enqueueSubmission(submission: NewSubmission, db: OfflineDatabase = offlineDb()): Promise<void> {
  const { files = {}, ...item } = submission;
  const parent = outboxParent(item.id);
  const draft = draftId(item.owner, item.form);
  await writeWithFiles(async (bytesAs) => {
    const fileRows = await toStoredFiles(parent, files, bytesAs);
    const now = Date.now();
    await db.transaction('rw', [db.outbox, db.files, db.drafts], async () => {
      await db.files.where('parent').anyOf(parent, draftParent(draft)).delete();
      await db.files.bulkAdd(fileRows);
      await db.outbox.put({
        ...item,
        state: 'queued',
        attempts: 0,
        nextAttemptAt: now,
        lastError: null,
        createdAt: now,
        updatedAt: now,
        wipeAfterDelivery: false,
      });
      await db.drafts.delete(draft);
    });
  });
}

/** An outbox item with its files back as File objects, ready to send. */
export async function outboxFiles(id: string, db: OfflineDatabase = offlineDb()): Promise<Record<string, File[]>> {
  return toFiles(await db.files.where('parent').equals(outboxParent(id)).toArray());
}

/**
 * 'Open' on an item that needs attention: its values and files become the form's draft again
 * (replacing any draft of that form) and it leaves the outbox, in one transaction.
 */
export async function reopenAsDraft(id: string, owner: Owner, db: OfflineDatabase = offlineDb()): Promise<OutboxRow | null> {
  return db.transaction('rw', [db.outbox, db.files, db.drafts], async () => {
    const item = await db.outbox.get(id);
    if (!item || item.owner !== owner || item.state === 'sending') return null;
    const draft = draftId(owner, item.form);
    await db.files.where('parent').equals(draftParent(draft)).delete();
    // Read and put back rather than Collection.modify, which deep-clones each row and may not keep an ArrayBuffer.
    const files = await db.files.where('parent').equals(outboxParent(id)).toArray();
    await db.files.bulkPut(files.map((file) => ({ ...file, parent: draftParent(draft) })));
    await db.drafts.put({ id: draft, owner, form: item.form, values: item.values, updatedAt: Date.now() });
    await db.outbox.delete(id);
    return item;
  });
}

/** 'Delete' on an item the person no longer wants sent. An item being sent right now stays. */
export async function deleteOutboxItem(id: string, owner: Owner, db: OfflineDatabase = offlineDb()): Promise<boolean> {
  return db.transaction('rw', [db.outbox, db.files], async () => {
    const item = await db.outbox.get(id);
    if (!item || item.owner !== owner || item.state === 'sending') return false;
    await db.files.where('parent').equals(outboxParent(id)).delete();
    await db.outbox.delete(id);
    return true;
  });
}
