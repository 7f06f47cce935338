/*
 * The portal's service worker, built by vite-plugin-pwa (injectManifest) into dist/client/sw.js.
 * Runtime caching is deliberately absent: /api/ and /uploads/ requests always go to the network
 * (no route matches them, so the worker does not answer them at all).
 */
import { relayOutboxSync } from './background-sync';
import { routeNavigationsToPages } from './navigation';
import { precacheApp } from './precache';
import { activateOnRequest } from './updates';

// Navigations first: the precache's route would answer / and /certificates/ with English pages.
routeNavigationsToPages();
precacheApp();
activateOnRequest();
relayOutboxSync();
