import { BASELINE_BODY, pageHtml, startStaticSite } from './baseline-page';
import type { StaticSite } from './baseline-page';

/** Cache-first: the page from the cache the worker filled at install, the network only for a miss. */
const WORKER = `const CACHE = 'bench-static-v1';
self.addEventListener('install', (event) => event.waitUntil(caches.open(CACHE).then((cache) => cache.add('/')).then(() => self.skipWaiting())));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => event.respondWith(caches.match(event.request, { ignoreSearch: true }).then((hit) => hit || fetch(event.request))));
`;

/**
 * The repeat visit's reference (decision 033): the static baseline page, registering a service worker
 * that serves it from its own cache. A repeat visit to it is the least any installed page costs
 * on this machine in this run.
 */
export function startWorkerPage(): Promise<StaticSite> {
  const register = `<script>navigator.serviceWorker.register('/sw.js');</script>\n`;
  return startStaticSite({
    '/': { contentType: 'text/html; charset=utf-8', body: pageHtml('Static page with a service worker', BASELINE_BODY, register) },
    '/sw.js': { contentType: 'text/javascript; charset=utf-8', body: WORKER },
  });
}
