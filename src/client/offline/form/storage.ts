import { offlineStorageKeys } from '../../lib/storage-keys';
import { offlineTexts } from './offline-texts';

/** A failed save, in the page's language (read when it happens, on a form page, which loaded the texts). */
export const storageMessages = {
  get quotaDraft() {
    return offlineTexts.get().storage.quotaDraft;
  },
  get quotaOutbox() {
    return offlineTexts.get().storage.quotaOutbox;
  },
  get failedDraft() {
    return offlineTexts.get().storage.failedDraft;
  },
};

/**
 * A full disk, as browsers and Dexie report it: Dexie wraps the DOMException in its own error
 * (name 'AbortError' or 'QuotaExceededError', the original in `inner`).
 */
export function isQuotaError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const { name, inner } = err as { name?: unknown; inner?: unknown };
  if (name === 'QuotaExceededError') return true;
  if (typeof inner === 'object' && inner !== null) return (inner as { name?: unknown }).name === 'QuotaExceededError';
  return false;
}

/**
 * Asks once, on the first draft, that the browser keep this site's data under storage pressure
 * (otherwise a phone low on space may evict drafts and unsent applications).
 */
export async function askPersistentStorageOnce(): Promise<void> {
  try {
    if (localStorage.getItem(offlineStorageKeys.persistAsked)) return;
    localStorage.setItem(offlineStorageKeys.persistAsked, '1');
  } catch {
    return;
  }
  if (typeof navigator.storage?.persist !== 'function') return;
  try {
    if (!(await navigator.storage.persisted())) await navigator.storage.persist();
  } catch {
    // Refused or unsupported: the data is kept as best-effort storage.
  }
}

export interface StorageUsage {
  usedBytes: number;
  quotaBytes: number;
}

/** How much this site keeps on the device, when the browser tells. */
export async function storageUsage(): Promise<StorageUsage | null> {
  if (typeof navigator.storage?.estimate !== 'function') return null;
  try {
    const { usage, quota } = await navigator.storage.estimate();
    return usage === undefined || quota === undefined ? null : { usedBytes: usage, quotaBytes: quota };
  } catch {
    return null;
  }
}

/** Sizes as people read them: "290 KB", "4.1 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(1)} GB`;
}
