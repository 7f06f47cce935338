import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { offlineDb } from './db';
import type { OutboxRow, Owner, SentRow } from './db';

export interface OutboxView {
  /** Queued, being sent, or waiting for a sign-in: oldest first. */
  waiting: OutboxRow[];
  needsAttention: OutboxRow[];
  /** Newest first. */
  sent: SentRow[];
  /** The device's storage could not be read at all. */
  unavailable: boolean;
}

/** The owner's outbox, kept up to date as items change (in this tab or another). */
export function useOutbox(owner: Owner | null): OutboxView | undefined {
  const [view, setView] = useState<{ owner: Owner; view: OutboxView } | null>(null);
  useEffect(() => {
    if (!owner) return;
    const db = offlineDb();
    const subscription = liveQuery(async () => {
      const [items, sent] = await Promise.all([
        db.outbox.where('owner').equals(owner).sortBy('createdAt'),
        db.sent.where('owner').equals(owner).reverse().sortBy('sentAt'),
      ]);
      return {
        waiting: items.filter((item) => item.state !== 'needs-attention'),
        needsAttention: items.filter((item) => item.state === 'needs-attention'),
        sent,
        unavailable: false,
      };
    }).subscribe({
      next: (next) => setView({ owner, view: next }),
      error: () => setView({ owner, view: { waiting: [], needsAttention: [], sent: [], unavailable: true } }),
    });
    return () => subscription.unsubscribe();
  }, [owner]);
  return view && view.owner === owner ? view.view : undefined;
}
