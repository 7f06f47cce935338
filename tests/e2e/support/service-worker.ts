import type { Page } from '@playwright/test';

/**
 * Waits until the portal's service worker has installed (its precache is complete once it is
 * active) and controls the page, as after a person's first visit.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

/** Asks the browser to look for a new sw.js now, as it does on its own at each navigation. */
export async function checkForUpdate(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
}

/** The language the service worker answers pages in: the device's settings (src/shared/pwa/device-settings.ts). */
export function storedLanguage(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('portal-settings');
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore('settings');
        open.onsuccess = () => {
          const read = open.result.transaction('settings').objectStore('settings').get('language');
          read.onsuccess = () => {
            open.result.close();
            resolve(read.result);
          };
          read.onerror = () => reject(read.error);
        };
      }),
  );
}
