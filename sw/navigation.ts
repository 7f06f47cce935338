import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * Paths a navigation never gets index.html for: the API and uploaded documents must come
 * from the server (a cached answer would be stale or someone else's), and a path that names
 * a file (sw.js, the manifest, an icon) is not a page.
 */
export const notPages = [/^\/api(\/|$)/, /^\/uploads(\/|$)/, /\/[^/?]+\.[^/?]+$/];

/**
 * Deep links offline: every page navigation is answered with the precached index.html, and
 * the client's router renders the page (or its own Page Not Found).
 */
export function routeNavigationsToShell(): void {
  registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: notPages }));
}
