import { offlineStorageKeys } from '../../lib/storage-keys';

export const storageMessages = {
  quotaDraft:
    'Your device is out of storage space: the draft could not be saved. What you saved before is still there. Free some space (photos, videos or other apps) and keep going, or submit when you are online.',
  quotaOutbox:
    'Your device is out of storage space: the application could not be saved for sending later. Nothing was lost from the form. Free some space and try again, or submit when you are online.',
  failedDraft: 'The draft could not be saved on this device. What you saved before is still there.',
} as const;

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
