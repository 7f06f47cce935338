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

/** Less free than this, or more than this share used, and the device is nearly full. */
const NEARLY_FULL_FREE_BYTES = 50 * 1024 * 1024;
const NEARLY_FULL_SHARE = 0.9;

/**
 * Whether the site's storage is nearly used up (navigator.storage.estimate): a draft with photos
 * or a queued application may then not fit, and the person is told what the app keeps.
 */
export function isStorageNearlyFull({ usedBytes, quotaBytes }: StorageUsage): boolean {
  return quotaBytes - usedBytes < NEARLY_FULL_FREE_BYTES || usedBytes > quotaBytes * NEARLY_FULL_SHARE;
}

/** Sizes as people read them: "290 KB", "4.1 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(1)} GB`;
}
