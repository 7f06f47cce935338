import { OUTBOX_SYNC_TAG, isOutboxSyncMessage } from '../../shared/pwa/service-worker-messages';
import { freshToken } from '../lib/api-client';
import { readToken } from '../lib/token-store';
import { isServerReachable, deliverOutboxItem } from './deliver';
import { currentOwner } from './form/owner';
import { offlineDb } from './db';
import type { OutboxRow } from './db';
import { noteDelivered } from './delivered-notices';
import { clearOutboxPending } from './outbox-flag';
import { dexieOutboxStore } from './outbox-store';
import { OutboxSyncEngine, syncMessages } from './sync-engine';
import type { SendOutcome } from './sync-engine';

/** The Web Lock that lets only one tab flush the outbox at a time. */
const LOCK_NAME = 'portal-outbox';

let inTabBusy = false;

/**
 * Web Locks where the browser has them (every current one); otherwise an in-tab guard, which
 * still stops two flushes in one tab (two tabs may then both send, and the Idempotency-Key
 * keeps that from making a second record).
 */
async function runExclusive(work: () => Promise<void>): Promise<boolean> {
  if (typeof navigator.locks?.request === 'function') {
    return navigator.locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await work();
      return true;
    });
  }
  if (inTabBusy) return false;
  inTabBusy = true;
  try {
    await work();
    return true;
  } finally {
    inTabBusy = false;
  }
}

let engine: OutboxSyncEngine | null = null;

/**
 * The signed-in person's own items go with a bearer token renewed first if it has run out
 * (decision 014); another owner's keep the token they were queued with. When the renewal finds
 * the session ended (logged out elsewhere, password changed), the item waits for its owner's next
 * sign-in: sent without a token it would be filed anonymously, outside their account.
 */
async function sendItem(item: OutboxRow, files: Record<string, File[]>, token: string | null): Promise<SendOutcome> {
  if (token === null || token !== readToken()) return deliverOutboxItem(item, files, token);
  const fresh = await freshToken();
  if (fresh === null) return { kind: 'unauthorized', message: syncMessages.signIn };
  return deliverOutboxItem(item, files, fresh);
}

function outboxEngine(): OutboxSyncEngine {
  engine ??= new OutboxSyncEngine({
    store: dexieOutboxStore(),
    send: sendItem,
    isServerReachable,
    runExclusive,
    session: () => ({ owner: currentOwner(), token: readToken() }),
    now: () => Date.now(),
    timers: { set: (callback, ms) => window.setTimeout(callback, ms), clear: (handle) => window.clearTimeout(handle as number) },
    // Only the person using the app now hears of it: not a kiosk's last person, nor another account's.
    onDelivered: (item, reference) => {
      if (item.owner === currentOwner()) noteDelivered({ id: item.id, kind: item.kind, title: item.title, reference });
    },
  });
  return engine;
}

let started = false;

/**
 * Starts sending the outbox in this tab: now, when the connection returns, when the app comes
 * back to the foreground, when the service worker asks (Background Sync), and on the retry
 * timer. Safe to call any number of times. The shell calls it at app start through a dynamic
 * import, and only when `hasPendingOutbox()` says there may be something to send, so that
 * Dexie is not part of the first download.
 */
export function startOutboxSync(): void {
  if (!started) {
    started = true;
    window.addEventListener('online', () => void outboxEngine().flush({ force: true }));
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void outboxEngine().flush();
    });
    navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<unknown>) => {
      if (isOutboxSyncMessage(event.data)) void outboxEngine().flush({ force: true });
    });
  }
  void outboxEngine().flush().then(clearFlagWhenEmpty);
}

/** Nothing left that the engine could send (queued, sending, waiting for a sign-in): the shell need not start it. */
async function clearFlagWhenEmpty(): Promise<void> {
  try {
    const open = await offlineDb().outbox.where('state').anyOf('queued', 'sending', 'waiting-sign-in').count();
    if (open === 0) clearOutboxPending();
  } catch {
    // Leave the hint set: at worst the engine is loaded once more.
  }
}

/** 'Send now', and a person who just signed in: every queued item is tried at once. */
export function sendOutboxNow(): Promise<void> {
  startOutboxSync();
  return outboxEngine().flush({ force: true }).then(clearFlagWhenEmpty);
}

/** After an enqueue: try at once, and ask for Background Sync where the browser has it. */
export function afterEnqueue(): void {
  startOutboxSync();
  void registerBackgroundSync();
}

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as (ServiceWorkerRegistration & SyncRegistration) | undefined;
    await registration?.sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No service worker yet, or no Background Sync (Safari, Firefox): the other triggers remain.
  }
}
