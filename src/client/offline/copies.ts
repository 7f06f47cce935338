import type { ConfirmedRequest } from '../lib/request-paths';
import { offlineDb } from './db';
import type { FormId, Leaving, OfflineDatabase, Owner } from './db';

/*
 * Copies of what a person last read (My requests, a request's page) or was shown once (a
 * confirmation without an account), kept on the device per owner so that the page reads the same
 * offline or after a reload. Gone when the session leaves the device (./wipe.ts).
 */

export interface Copy<T> {
  data: T;
  /** When it was fetched or shown (ms since 1970). */
  savedAt: number;
}

const copyId = (owner: Owner, key: string): string => `${owner}|${key}`;

/** This page's confirmations, for a browser that keeps nothing on the device: shown at least until a reload. */
const shownOnThisPage = new Map<string, ConfirmedRequest>();

export async function saveCopy(owner: Owner, key: string, data: unknown, db: OfflineDatabase = offlineDb()): Promise<void> {
  await db.copies.put({ id: copyId(owner, key), owner, data, savedAt: Date.now() });
}

/** The owner's copy of `key`, or null. The caller knows what it saved under that key. */
export async function readCopy<T>(owner: Owner, key: string, db: OfflineDatabase = offlineDb()): Promise<Copy<T> | null> {
  const row = await db.copies.get(copyId(owner, key));
  return row ? { data: row.data as T, savedAt: row.savedAt } : null;
}

/** The confirmations this page still shows of whoever leaves the device (./wipe.ts removes the stored ones). */
export function forgetShownCopies(leaving: Leaving): void {
  for (const id of shownOnThisPage.keys()) if (leaving === 'everyone' || id.startsWith(`${leaving}|`)) shownOnThisPage.delete(id);
}

const confirmationKey = (id: string) => `confirmation:${id}`;

/** A confirmation shown without an account: what the submission answered, a payment's receipt with it. */
export async function keepConfirmation(owner: Owner, submitted: ConfirmedRequest, db: OfflineDatabase = offlineDb()): Promise<void> {
  shownOnThisPage.set(copyId(owner, submitted.id), submitted);
  await saveCopy(owner, confirmationKey(submitted.id), submitted, db);
}

export function confirmationShownOnThisPage(owner: Owner, id: string): ConfirmedRequest | null {
  return shownOnThisPage.get(copyId(owner, id)) ?? null;
}

export async function readConfirmation(owner: Owner, id: string, db: OfflineDatabase = offlineDb()): Promise<ConfirmedRequest | null> {
  return (await readCopy<ConfirmedRequest>(owner, confirmationKey(id), db))?.data ?? null;
}

/** The outbox item a form has just queued: its owner's newest for that form. */
export async function newestOutboxItem(owner: Owner, form: FormId, db: OfflineDatabase = offlineDb()): Promise<string | null> {
  const items = await db.outbox
    .where('owner')
    .equals(owner)
    .filter((item) => item.form === form)
    .sortBy('createdAt');
  return items.at(-1)?.id ?? null;
}
