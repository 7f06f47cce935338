import { forgetShownCopies } from './copies';
import { draftParent, offlineDb, outboxParent } from './db';
import type { FormId, Leaving, OfflineDatabase, OutboxKind } from './db';
import { ACCOUNT_OWNER_PREFIX } from './form/owner';

/**
 * What a session leaves in the device's store, removed when it ends (decision 063). Logout, a
 * session the server no longer renews and a kiosk's 'Finish and clear' all come here through
 * leaveDevice (./leave-device.ts), which stops the open forms' writes first.
 *
 * An account leaving: its drafts with their documents, its outbox items with theirs (the session
 * that could send them is over: Logout asks first), its Sent list and its copies. The device's
 * anonymous drafts stay: they were never the account's.
 *
 * Everyone leaving (a kiosk between two people): every draft with its documents, every Sent entry
 * and copy, and every account's outbox items. Anonymous outbox items not yet delivered stay, marked
 * to go right after delivery without a Sent entry: they need no session to be sent, and deleting
 * them would drop a submission silently.
 *
 * All in one transaction, so a wipe is never half done.
 */
export async function wipeDevice(leaving: Leaving, db: OfflineDatabase = offlineDb()): Promise<void> {
  forgetShownCopies(leaving);
  await db.transaction('rw', [db.drafts, db.files, db.sent, db.outbox, db.copies], async () => {
    if (leaving === 'everyone') {
      const accountItems = (await db.outbox.where('owner').startsWith(ACCOUNT_OWNER_PREFIX).primaryKeys()) as string[];
      await db.files.where('parent').startsWith('draft:').delete();
      await db.files.where('parent').anyOf(accountItems.map(outboxParent)).delete();
      await db.outbox.bulkDelete(accountItems);
      await db.outbox.toCollection().modify({ wipeAfterDelivery: true });
      await db.drafts.clear();
      await db.sent.clear();
      await db.copies.clear();
      return;
    }
    const drafts = (await db.drafts.where('owner').equals(leaving).primaryKeys()) as string[];
    const items = (await db.outbox.where('owner').equals(leaving).primaryKeys()) as string[];
    await db.files
      .where('parent')
      .anyOf([...drafts.map(draftParent), ...items.map(outboxParent)])
      .delete();
    await db.drafts.bulkDelete(drafts);
    await db.outbox.bulkDelete(items);
    await db.sent.where('owner').equals(leaving).delete();
    await db.copies.where('owner').equals(leaving).delete();
  });
}

/** An outbox item a wipe would delete before it reached the portal, as the person knows it. */
export interface UnsentItem {
  kind: OutboxKind;
  title: string;
}

/** The outbox items that wipeDevice(leaving) would delete unsent: Logout and 'Finish and clear' name them first. */
export async function unsentItems(leaving: Leaving, db: OfflineDatabase = offlineDb()): Promise<UnsentItem[]> {
  const owners =
    leaving === 'everyone' ? db.outbox.where('owner').startsWith(ACCOUNT_OWNER_PREFIX) : db.outbox.where('owner').equals(leaving);
  const items = await owners.sortBy('createdAt');
  return items.map(({ kind, title }) => ({ kind, title }));
}

/**
 * Kiosk: the forms whose drafts on this device hold something typed or attached, which a wipe
 * would delete unsent ('Finish and clear' asks first, decision 047). A draft left all empty is
 * not one of them.
 */
export async function formsWithUnsentInput(db: OfflineDatabase = offlineDb()): Promise<FormId[]> {
  return db.transaction('r', [db.drafts, db.files], async () => {
    const drafts = await db.drafts.toArray();
    // The parents only (the index's keys), not the documents' bytes.
    const withFiles = new Set((await db.files.where('parent').startsWith('draft:').uniqueKeys()) as string[]);
    return drafts
      .filter((draft) => Object.values(draft.values).some((value) => value.trim() !== '') || withFiles.has(draftParent(draft.id)))
      .map((draft) => draft.form);
  });
}
