import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';

declare const self: ServiceWorkerGlobalScope;

/**
 * The pages (the prerendered ones and the empty shell.html, docs/decisions/011), their CSS, the
 * favicon, the manifest and every route's JS and CSS chunk, listed at build time: once the app
 * has been opened, every page and form opens with no network. Hashed files are fetched once; a
 * page is re-fetched when its revision changes,
 * and files a new version no longer lists are deleted when it activates.
 */
export function precacheApp(): void {
  precacheAndRoute(self.__WB_MANIFEST);
  // Caches left by an older Workbox's precache format would otherwise stay on a small phone for good.
  cleanupOutdatedCaches();
}
