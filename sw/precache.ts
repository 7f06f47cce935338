import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

/**
 * The shell (index.html, its CSS, the favicon, the manifest) and every route's JS and CSS
 * chunk, listed at build time: once the app has been opened, every page and form opens with
 * no network. Hashed files are fetched once; index.html is re-fetched when its revision changes.
 */
export function precacheApp(): void {
  precacheAndRoute(self.__WB_MANIFEST);
  // A new version's precache replaces the old one: no stale chunks pile up on a small phone.
  cleanupOutdatedCaches();
}
