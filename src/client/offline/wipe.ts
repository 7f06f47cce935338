import { draftParent, offlineDb } from './db';
import type { OfflineDatabase, Owner } from './db';

/**
 * Kiosk mode: removes what a person left on the device: their drafts with their files, their
 * Sent list and the copies of their requests and confirmations. Their outbox items not yet delivered stay (deleting them would drop a submission
 * silently) and are marked to be deleted right after delivery, without a Sent entry. All in one
 * transaction, so a wipe is never half done.
 */
export async function wipeOwner(owner: Owner, db: OfflineDatabase = offlineDb()): Promise<void> {
  await db.transaction('rw', [db.drafts, db.files, db.sent, db.outbox, db.copies], async () => {
    const draftIds = (await db.drafts.where('owner').equals(owner).primaryKeys()) as string[];
    if (draftIds.length > 0) await db.files.where('parent').anyOf(draftIds.map(draftParent)).delete();
    await db.drafts.where('owner').equals(owner).delete();
    await db.sent.where('owner').equals(owner).delete();
    await db.copies.where('owner').equals(owner).delete();
    await db.outbox.where('owner').equals(owner).modify({ wipeAfterDelivery: true });
  });
}

/**
 * A kiosk between two people: every draft (with its files), every Sent entry and every copy of a
 * request or confirmation on the device, whoever's; undelivered outbox items stay, marked to go right after delivery. Whole-device, so
 * a draft left under an earlier session's owner cannot survive either.
 */
export async function wipeEveryone(db: OfflineDatabase = offlineDb()): Promise<void> {
  await db.transaction('rw', [db.drafts, db.files, db.sent, db.outbox, db.copies], async () => {
    await db.files.where('parent').startsWith('draft:').delete();
    await db.drafts.clear();
    await db.sent.clear();
    await db.copies.clear();
    await db.outbox.toCollection().modify({ wipeAfterDelivery: true });
  });
}
