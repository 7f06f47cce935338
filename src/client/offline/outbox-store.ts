import { offlineDb, outboxParent } from './db';
import type { OfflineDatabase, OutboxRow, Owner } from './db';
import { outboxFiles } from './outbox';

/** The outbox as the sync engine changes it: every state transition is one small transaction. */
export interface OutboxStore {
  /** Items left 'sending' by a tab that closed mid-send go back to the queue (the caller holds the lock). */
  recoverInterrupted(now: number): Promise<void>;
  /** Items waiting for a sign-in go back to the queue once their owner is signed in with a new token. */
  reviveForSession(owner: Owner, token: string | null, now: number): Promise<void>;
  /** 'Send now' and the online event: every queued item is due now, whatever its backoff. */
  makeAllDue(now: number): Promise<void>;
  /** The oldest queued item whose retry time has come. */
  nextDue(now: number): Promise<OutboxRow | undefined>;
  /** When the next queued item falls due, if any is waiting. */
  earliestRetry(): Promise<number | undefined>;
  markSending(id: string, now: number): Promise<void>;
  delivered(item: OutboxRow, reference: string, now: number): Promise<void>;
  retryLater(item: OutboxRow, error: string, nextAttemptAt: number, now: number): Promise<void>;
  waitForSignIn(item: OutboxRow, error: string, now: number): Promise<void>;
  needsAttention(item: OutboxRow, error: string, now: number): Promise<void>;
  files(item: OutboxRow): Promise<Record<string, File[]>>;
}

/** How long a delivered item stays in the Sent list with its reference. */
export const SENT_KEPT_MS = 90 * 24 * 60 * 60 * 1000;

export function dexieOutboxStore(db: OfflineDatabase = offlineDb()): OutboxStore {
  const update = (id: string, changes: Partial<OutboxRow>) => db.outbox.update(id, changes).then(() => undefined);
  return {
    async recoverInterrupted(now) {
      await db.outbox.where('state').equals('sending').modify({ state: 'queued', nextAttemptAt: now, updatedAt: now });
    },
    async reviveForSession(owner, token, now) {
      if (!token) return;
      await db.outbox
        .where('state')
        .equals('waiting-sign-in')
        .filter((item) => item.owner === owner && item.token !== token)
        .modify({ state: 'queued', token, nextAttemptAt: now, updatedAt: now });
    },
    async makeAllDue(now) {
      await db.outbox.where('state').equals('queued').modify({ nextAttemptAt: now });
    },
    async nextDue(now) {
      const due = await db.outbox
        .where('state')
        .equals('queued')
        .filter((item) => item.nextAttemptAt <= now)
        .sortBy('createdAt');
      return due[0];
    },
    async earliestRetry() {
      const queued = await db.outbox.where('state').equals('queued').toArray();
      return queued.length === 0 ? undefined : Math.min(...queued.map((item) => item.nextAttemptAt));
    },
    markSending: (id, now) => update(id, { state: 'sending', updatedAt: now }),
    async delivered(item, reference, now) {
      await db.transaction('rw', [db.outbox, db.files, db.sent], async () => {
        // The Sent list is a receipt, not an archive: entries older than SENT_KEPT_MS go.
        await db.sent
          .where('sentAt')
          .below(now - SENT_KEPT_MS)
          .delete();
        const current = await db.outbox.get(item.id);
        await db.files.where('parent').equals(outboxParent(item.id)).delete();
        await db.outbox.delete(item.id);
        // A session that left the device keeps nothing once its submission is delivered: an item
        // wiped while it was being sent, or a kiosk's anonymous item marked to go.
        if (!current || current.wipeAfterDelivery) return;
        await db.sent.put({
          id: item.id,
          owner: item.owner,
          kind: item.kind,
          form: item.form,
          title: item.title,
          reference,
          createdAt: item.createdAt,
          sentAt: now,
        });
      });
    },
    retryLater: (item, error, nextAttemptAt, now) =>
      update(item.id, { state: 'queued', attempts: item.attempts + 1, nextAttemptAt, lastError: error, updatedAt: now }),
    waitForSignIn: (item, error, now) => update(item.id, { state: 'waiting-sign-in', lastError: error, updatedAt: now }),
    needsAttention: (item, error, now) =>
      update(item.id, { state: 'needs-attention', attempts: item.attempts + 1, lastError: error, updatedAt: now }),
    files: (item) => outboxFiles(item.id, db),
  };
}
