import { useSyncExternalStore } from 'react';
import type { StorageUsage } from './storage';

export interface DraftStatusSnapshot {
  hasDraft: boolean;
  savedAt: number | null;
  /** Why the last save failed: a full disk is an alert, storage that does not work at all only a note. */
  error: { message: string; severe: boolean } | null;
  usage: StorageUsage | null;
  /** Documents picked and not yet stored (being made smaller, or written): closing now would lose them. */
  savingDocuments: number;
}

export interface DraftStatusSource {
  get(): DraftStatusSnapshot;
  subscribe(listener: () => void): () => void;
}

const NO_STATUS: DraftStatusSnapshot = { hasDraft: false, savedAt: null, error: null, usage: null, savingDocuments: 0 };

/**
 * The draft's status changes with every save (the time, the storage used): a store of its own that
 * only the draft's note subscribes to. As form state it would re-render the whole form twice per
 * pause in typing, a long task on a slow phone.
 */
export function draftStatusStore(): DraftStatusSource & { update(change: Partial<DraftStatusSnapshot>): void } {
  let snapshot = NO_STATUS;
  const listeners = new Set<() => void>();
  return {
    get: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update(change) {
      const next = { ...snapshot, ...change };
      next.hasDraft = next.savedAt !== null;
      if (
        next.hasDraft === snapshot.hasDraft &&
        next.savedAt === snapshot.savedAt &&
        next.error === snapshot.error &&
        next.usage === snapshot.usage &&
        next.savingDocuments === snapshot.savingDocuments
      ) {
        return;
      }
      snapshot = next;
      for (const listener of listeners) listener();
    },
  };
}

/** The draft's status for its note, re-rendered on its own when a save changes it. */
export function useDraftStatus(status: DraftStatusSource): DraftStatusSnapshot {
  return useSyncExternalStore(status.subscribe, status.get, status.get);
}
