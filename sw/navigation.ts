import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallback } from 'workbox-core';

/**
 * Paths a navigation never gets a page for: the API and uploaded documents must come
 * from the server (a cached answer would be stale or someone else's), and a path that names
 * a file (sw.js, the manifest, an icon) is not a page.
 */
export const notPages = [/^\/api(\/|$)/, /^\/uploads(\/|$)/, /\/[^/?]+\.[^/?]+$/];

/** The build's empty page, for paths that were not prerendered (scripts/prerender.mjs). */
const SHELL = '/shell.html';

/** Where the build put a path's prerendered page: /certificates is /certificates/index.html. */
export const prerenderedPageFor = (pathname: string): string => `${pathname.replace(/\/+$/, '')}/index.html`;

/**
 * Pages offline, deep links included: a navigation gets the precached prerendered page of its
 * path when the build made one (its content shows before any script runs, as online), and the
 * precached shell otherwise, where the client's router renders the page (or its own Page Not
 * Found). The network answers only if the precache is missing, which a working install never is.
 */
const answerNavigation: RouteHandlerCallback = async ({ request, url }) =>
  (await matchPrecache(prerenderedPageFor(url.pathname))) ?? (await matchPrecache(SHELL)) ?? fetch(request);

export function routeNavigationsToPages(): void {
  registerRoute(new NavigationRoute(answerNavigation, { denylist: notPages }));
}
