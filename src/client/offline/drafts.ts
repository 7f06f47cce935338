import { draftId, draftParent, offlineDb } from './db';
import type { DraftRow, FormId, OfflineDatabase, Owner } from './db';
import { toFiles, toStoredFiles, writeWithFiles } from './form/stored-files';

/** A form's draft as the form takes it back: its values and its files as File objects. */
export interface Draft {
  values: Record<string, string>;
  files: Record<string, File[]>;
  updatedAt: number;
}

/** The owner's draft of a form, or null. Another owner's draft is never returned. */
export async function loadDraft(owner: Owner, form: FormId, db: OfflineDatabase = offlineDb()): Promise<Draft | null> {
  const id = draftId(owner, form);
  return db.transaction('r', db.drafts, db.files, async () => {
    const row = await db.drafts.get(id);
    if (!row) return null;
    const files = await db.files.where('parent').equals(draftParent(id)).toArray();
    return { values: row.values, files: toFiles(files), updatedAt: row.updatedAt };
  });
}

/**
 * A draft row written straight through IndexedDB rather than Dexie: a save per pause in typing is
 * one transaction and nothing more (Dexie's middleware and promise hops make it slower on a slow
 * phone, docs/performance.md). No liveQuery watches drafts, so Dexie need not see it.
 * Throws synchronously when the database is closed.
 */
function putDraftRow(db: OfflineDatabase, row: DraftRow, durability: IDBTransactionDurability): IDBTransaction {
  const transaction = db.backendDB().transaction(db.drafts.name, 'readwrite', { durability });
  transaction.objectStore(db.drafts.name).put(row);
  transaction.commit();
  return transaction;
}

/**
 * Saves the typed values (the files stay as they are). Throws on a full disk; the previous draft
 * stays. Relaxed durability: the browser has the row before this resolves, only a power cut in
 * the next moments could lose it, and the next pause in typing writes it again.
 */
export async function saveDraftValues(
  owner: Owner,
  form: FormId,
  values: Record<string, string>,
  db: OfflineDatabase = offlineDb(),
): Promise<number> {
  if (!db.isOpen()) await db.open();
  const updatedAt = Date.now();
  await new Promise<void>((resolve, reject) => {
    const transaction = putDraftRow(db, { id: draftId(owner, form), owner, form, values, updatedAt }, 'relaxed');
    transaction.oncomplete = () => resolve();
    transaction.onabort = () => reject(transaction.error ?? new DOMException('The draft was not saved.', 'AbortError'));
  });
  return updatedAt;
}

/**
 * The same write, issued synchronously on the open database and committed at once: for the page
 * being hidden or unloaded, when a promise-scheduled write would start too late to be kept (a
 * reload right after typing lost the last keystrokes). Returns false when it could not be issued.
 */
export function saveDraftValuesNow(owner: Owner, form: FormId, values: Record<string, string>, db: OfflineDatabase = offlineDb()): boolean {
  if (!db.isOpen()) return false;
  try {
    putDraftRow(db, { id: draftId(owner, form), owner, form, values, updatedAt: Date.now() }, 'default');
    return true;
  } catch {
    return false;
  }
}

/**
 * Replaces the files of one upload field: the old files are removed and the new ones added in one
 * transaction, so a full disk leaves the old ones in place.
 */
export async function saveDraftFiles(
  owner: Owner,
  form: FormId,
  field: string,
  files: readonly File[],
  db: OfflineDatabase = offlineDb(),
): Promise<number> {
  const id = draftId(owner, form);
  const parent = draftParent(id);
  return writeWithFiles(async (bytesAs) => {
    const rows = await toStoredFiles(parent, { [field]: files }, bytesAs);
    const updatedAt = Date.now();
    await db.transaction('rw', db.drafts, db.files, async () => {
      await db.files
        .where('parent')
        .equals(parent)
        .filter((file) => file.field === field)
        .delete();
      await db.files.bulkAdd(rows);
      const existing = await db.drafts.get(id);
      await db.drafts.put({ id, owner, form, values: existing?.values ?? {}, updatedAt });
    });
    return updatedAt;
  });
}

export async function discardDraft(owner: Owner, form: FormId, db: OfflineDatabase = offlineDb()): Promise<void> {
  const id = draftId(owner, form);
  await db.transaction('rw', db.drafts, db.files, async () => {
    await db.drafts.delete(id);
    await db.files.where('parent').equals(draftParent(id)).delete();
  });
}
