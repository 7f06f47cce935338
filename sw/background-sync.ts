import { OUTBOX_SYNC_TAG, outboxSyncMessage } from '../src/shared/pwa/service-worker-messages';
import { worker } from './worker-scope';

/** Background Sync's event; not in TypeScript's WebWorker library (a Chromium-only API). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}

/**
 * When the browser sees a connection again (even with the app closed, on browsers that have
 * Background Sync), it wakes the worker with the outbox's tag. The outbox lives in the page's
 * IndexedDB and is sent by the page's sync engine, so the worker only tells every open window
 * to flush; it sends nothing itself, so an item can never go out twice from two places.
 */
export function relayOutboxSync(): void {
  worker.addEventListener('sync', (event) => {
    if (event.tag === OUTBOX_SYNC_TAG) event.waitUntil(notifyWindows());
  });
}

async function notifyWindows(): Promise<void> {
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(outboxSyncMessage);
}
