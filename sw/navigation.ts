import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallback } from 'workbox-core';
import { DEFAULT_LANGUAGE, parseLanguage, parseLanguageSwitchPath } from '../src/shared/i18n/languages';
import type { Language } from '../src/shared/i18n/languages';
import { DEVICE_SETTINGS_CHANNEL, isDeviceSettingChange, readDeviceSettings, writeDeviceSetting } from '../src/shared/pwa/device-settings';
import type { DeviceSettingChange } from '../src/shared/pwa/device-settings';

/**
 * Paths a navigation never gets a page for: the API and uploaded documents must come
 * from the server (a cached answer would be stale or someone else's), and a path that names
 * a file (sw.js, the manifest, an icon) is not a page.
 */
export const notPages = [/^\/api(\/|$)/, /^\/uploads(\/|$)/, /\/[^/?]+\.[^/?]+$/];

/** Where the build put a path's prerendered page: /certificates is /certificates/index.html. */
export const prerenderedPageFor = (pathname: string): string => `${pathname.replace(/\/+$/, '')}/index.html`;

/**
 * The build's pages in a language (scripts/prerender.mjs): English at the top, every other
 * language in a folder of its own (/ta/certificates/index.html), each with its empty shell.html
 * for the paths that were not prerendered.
 */
const folderOf = (language: Language): string => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

/**
 * The device's language (src/shared/pwa/device-settings.ts), read once per start of the worker
 * and kept: a switch through the worker sets it here, a change on a page comes by the settings'
 * channel (the page writes it when the server answered in another language than the worker knew).
 */
let language: Promise<Language> | undefined;
const deviceLanguage = (): Promise<Language> => (language ??= readDeviceSettings().then((settings) => parseLanguage(settings.language)));

function listenToSettingChanges(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  new BroadcastChannel(DEVICE_SETTINGS_CHANNEL).addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isDeviceSettingChange(event.data) && event.data.key === 'language') {
      language = Promise.resolve(parseLanguage((event.data as DeviceSettingChange<'language'>).value));
    }
  });
}

/**
 * Pages offline, deep links included, in the device's language: a navigation gets the precached
 * prerendered page of its path when the build made one (its content shows before any script runs,
 * as online), and the precached shell otherwise, where the client's router renders the page (or its
 * own Page Not Found). The network answers only if the precache is missing, which a working install
 * never is.
 */
async function pageFor(request: Request, pathname: string): Promise<Response> {
  const folder = folderOf(await deviceLanguage());
  return (
    (await matchPrecache(`${folder}${prerenderedPageFor(pathname)}`)) ?? (await matchPrecache(`${folder}/shell.html`)) ?? fetch(request)
  );
}

/**
 * A switch of language (`/ta/certificates`, docs/decisions/035): the choice is kept on the device
 * first, then the server is asked, which sets its cookie and leads to the page; offline, the worker
 * leads there itself, and the page comes from the precache in the language just chosen.
 */
async function switchLanguage(request: Request, chosen: Language, next: string): Promise<Response> {
  language = Promise.resolve(chosen);
  await writeDeviceSetting('language', chosen);
  try {
    return await fetch(request);
  } catch {
    return Response.redirect(new URL(next, request.url).href, 303);
  }
}

const answerNavigation: RouteHandlerCallback = async ({ request, url }) => {
  const switched = parseLanguageSwitchPath(`${url.pathname}${url.search}`);
  return switched ? switchLanguage(request, switched.language, switched.next) : pageFor(request, url.pathname);
};

/** Registered before the precache's own route, which would answer / and /certificates/ with the English index.html. */
export function routeNavigationsToPages(): void {
  listenToSettingChanges();
  registerRoute(new NavigationRoute(answerNavigation, { denylist: notPages }));
}
