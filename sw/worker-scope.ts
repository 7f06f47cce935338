/**
 * The service worker's global scope, typed as such: lib WebWorker types `self` as a plain
 * worker. The build replaces the literal `self.__WB_MANIFEST` (sw/precache.ts) with the
 * precache list, so that expression must stay spelled out there.
 */
import type { PrecacheEntry } from 'workbox-precaching';

declare global {
  interface ServiceWorkerGlobalScope {
    __WB_MANIFEST: (string | PrecacheEntry)[];
  }
}

declare const self: ServiceWorkerGlobalScope;

export const worker = self;
