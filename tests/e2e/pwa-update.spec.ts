import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/fixtures';
import { scan } from './support/files';
import { startReleaseProxy } from './support/release-proxy';
import type { ReleaseProxy } from './support/release-proxy';
import { checkForUpdate, waitForServiceWorkerControl } from './support/service-worker';

// A new version of the service worker is what this file tests: the worker runs here. Installing
// the app is app-notices.spec.ts's subject.
test.use({ serviceWorkers: 'allow' });

let proxy: ReleaseProxy;
test.beforeEach(async ({ baseURL }) => {
  proxy = await startReleaseProxy(baseURL ?? 'http://localhost:4173');
});
test.afterEach(async () => {
  await proxy.close();
});

const updatePrompt = (page: Page) => page.getByRole('status').filter({ hasText: 'Update available' });

/** A citizen halfway through the birth form when a new version of the portal is deployed. */
async function fillingInWhenANewVersionArrives(page: Page) {
  await page.goto(`${proxy.origin}/certificates/birth`);
  await waitForServiceWorkerControl(page);
  await page.getByLabel("Child's Full Name").fill('Kavya Raman');
  proxy.release(1);
  await checkForUpdate(page);
  await expect(updatePrompt(page)).toBeVisible();
}

test('a new version asks first: Later keeps the form being filled in; asked again, Reload to update brings the new version and the half-filled form back from its draft', async ({
  page,
}) => {
  await fillingInWhenANewVersionArrives(page);
  const prompt = updatePrompt(page);
  await expect(prompt.getByRole('button', { name: 'Reload to update' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByLabel("Child's Full Name")).toHaveValue('Kavya Raman');
  // The new version is still waiting: nothing took over this page on its own.
  const waiting = () => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
  expect(await waiting()).toBe(true);

  await page.getByLabel('Proof of Birth', { exact: true }).setInputFiles(scan('hospital-record.pdf'));
  await expect(page.getByRole('list', { name: 'Attached for Proof of Birth' })).toContainText('hospital-record.pdf');
  // The draft is written (values debounced): what the form promises before the person may leave.
  await expect(page.getByText(/Draft saved on this device at/)).toBeVisible();

  // The next time the page loads, the version still waiting asks again.
  await page.reload();
  await expect(prompt).toBeVisible();
  expect(await waiting()).toBe(true);
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload to update' }).click();
  await reloaded;

  await expect(page.getByRole('heading', { level: 1, name: 'Birth Certificate Application' })).toBeVisible();
  await expect(prompt).toHaveCount(0);
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
  });
  expect(worker).toEqual({ waiting: false, controlled: true });
  // The new version opened the same form with what was typed and attached before the update.
  await expect(page.getByLabel("Child's Full Name")).toHaveValue('Kavya Raman');
  await expect(page.getByRole('list', { name: 'Attached for Proof of Birth' })).toContainText('hospital-record.pdf');
});

/**
 * The page asks for files through the old version (as it does while its chunks still load) until
 * it is left: Chromium then sets the new version's takeover aside and tries again only once the
 * page is left.
 */
async function keepFetchingUntilLeft(page: Page) {
  await page.evaluate(() => {
    const script = document.querySelector<HTMLScriptElement>('script[src]')?.src ?? '/';
    const until = Date.now() + 5000;
    let leaving = false;
    window.addEventListener('beforeunload', () => (leaving = true));
    const fetchAgain = () => {
      if (leaving || Date.now() > until) return;
      void fetch(script).catch(() => undefined);
      window.setTimeout(fetchAgain, 5);
    };
    fetchAgain();
  });
}

test('Reload to update pressed while the page still loads its parts brings the new version all the same', async ({ page }) => {
  await fillingInWhenANewVersionArrives(page);
  await keepFetchingUntilLeft(page);
  const reloaded = page.waitForEvent('load');
  await updatePrompt(page).getByRole('button', { name: 'Reload to update' }).click();
  await reloaded;

  await expect(page.getByLabel("Child's Full Name")).toHaveValue('Kavya Raman');
  await expect(updatePrompt(page)).toHaveCount(0);
  const worker = await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
  expect(worker).toBe(false);
});
