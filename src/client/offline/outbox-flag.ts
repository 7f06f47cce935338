import { offlineStorageKeys } from '../lib/storage-keys';

/*
 * A hint in localStorage that the outbox may hold something to send. The shell reads it at start
 * (a few bytes, no Dexie) and loads the sync engine only when it is set, so that a phone on 2G
 * downloads the offline code only when there is something to deliver. A stale "set" costs one
 * needless load, after which the engine clears it; it is never trusted to say "empty".
 */

export function hasPendingOutbox(): boolean {
  try {
    return localStorage.getItem(offlineStorageKeys.outboxPending) === '1';
  } catch {
    return false;
  }
}

export function markOutboxPending(): void {
  try {
    localStorage.setItem(offlineStorageKeys.outboxPending, '1');
  } catch {
    // Storage disabled: the forms and the outbox page still start the sync themselves.
  }
}

export function clearOutboxPending(): void {
  try {
    localStorage.removeItem(offlineStorageKeys.outboxPending);
  } catch {
    // Nothing stored.
  }
}
