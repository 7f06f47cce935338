import { OUTBOX_SYNC_TAG, isOutboxSyncMessage } from '../../../shared/pwa/service-worker-messages';

/** How often a tab left open (a kiosk, a phone that is never restarted) asks for a new version. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface ServiceWorkerControls {
  /** Lets the waiting version take over, then reloads this page: only on the person's choice. */
  applyUpdate: () => void;
}

/**
 * Registers sw.js (built from sw/) through workbox-window, loaded on demand so it never
 * weighs on the first download. `onUpdateReady` runs when a new version has installed and is
 * waiting; nothing reloads until `applyUpdate` is called. Resolves to null where service
 * workers are unavailable (an old browser, a private window, plain http off localhost).
 */
export async function startServiceWorker(onUpdateReady: () => void): Promise<ServiceWorkerControls | null> {
  // The dev server builds no worker (a cached shell would hide every edit); `npm run build` does.
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return null;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', onUpdateReady);
  const registration = await workbox.register();
  if (!registration) return null;
  window.setInterval(() => void workbox.update(), UPDATE_CHECK_INTERVAL_MS);
  return {
    applyUpdate: () => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    },
  };
}

/** Background Sync's registration object; not in TypeScript's DOM library (Chromium-only). */
interface SyncManager {
  register(tag: string): Promise<void>;
}

/**
 * Asks the browser to wake the service worker when a connection returns, even with the app
 * closed, so the outbox is flushed (the worker posts `outbox-sync` to every window). Resolves
 * to false where Background Sync is missing (Firefox, Safari) or refused: the sync engine's own
 * triggers (online event, app start, timer) still apply there.
 */
export async function requestOutboxSync(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManager }) | undefined)?.sync;
    if (!sync) return false;
    await sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

/** Calls `flush` whenever the service worker relays a Background Sync for the outbox. */
export function listenForOutboxSync(flush: () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if (isOutboxSyncMessage(event.data)) flush();
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
