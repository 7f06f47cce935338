import { clientsClaim } from 'workbox-core';
import { worker } from './worker-scope';

/**
 * A new version waits until the person chooses 'Reload to update' (the page then sends
 * SKIP_WAITING through workbox-window's messageSkipWaiting): taking over on its own could
 * reload a page in the middle of a form.
 */
export function activateOnRequest(): void {
  worker.addEventListener('message', (event) => {
    if (isSkipWaiting(event.data)) void worker.skipWaiting();
  });
  // Taking control of pages that have no worker yet (the very first visit) is safe: nothing
  // older is running there, and it makes that first visit work offline without a reload.
  clientsClaim();
}

function isSkipWaiting(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
}
