/**
 * The contract between the page and the service worker (sw/): the Background Sync tag the
 * page registers for its outbox, and the messages the worker posts back to the page.
 */

/** The tag the page registers (`registration.sync.register`) when its outbox has items. */
export const OUTBOX_SYNC_TAG = 'portal-outbox';

/** Posted to every window when the browser fires the outbox's sync: the page's sync engine flushes. */
export interface OutboxSyncMessage {
  type: 'outbox-sync';
}

export const outboxSyncMessage: OutboxSyncMessage = { type: 'outbox-sync' };

export function isOutboxSyncMessage(data: unknown): data is OutboxSyncMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'outbox-sync';
}
