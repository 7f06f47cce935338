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
