import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, mainNav } from './support/fixtures';
import { scan } from './support/files';
import { startReleaseProxy } from './support/release-proxy';
import type { ReleaseProxy } from './support/release-proxy';
import { checkForUpdate, waitForServiceWorkerControl } from './support/service-worker';

// Offline use and the installed app are what this file tests: the service worker runs here.
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

test('a new version asks first, and Later keeps the form being filled in', async ({ page }) => {
  await fillingInWhenANewVersionArrives(page);
  const prompt = updatePrompt(page);
  await expect(prompt.getByRole('button', { name: 'Reload to update' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await prompt.getByRole('button', { name: 'Later' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(page.getByLabel("Child's Full Name")).toHaveValue('Kavya Raman');
  // The new version is still waiting: nothing took over this page on its own.
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
});

test('Reload to update activates the new version and reloads the page, and the half-filled form comes back from its draft', async ({ page }) => {
  await fillingInWhenANewVersionArrives(page);
  await page.getByLabel('Proof of Birth', { exact: true }).setInputFiles(scan('hospital-record.pdf'));
  await expect(page.getByRole('list', { name: 'Attached for Proof of Birth' })).toContainText('hospital-record.pdf');
  // The draft is written (values debounced): what the form promises before the person may leave.
  await expect(page.getByText(/Draft saved on this device at/)).toBeVisible();
  await page.evaluate(() => sessionStorage.setItem('before-update', 'this page'));
  const reloaded = page.waitForEvent('load');
  await updatePrompt(page).getByRole('button', { name: 'Reload to update' }).click();
  await reloaded;

  await expect(page.getByRole('heading', { level: 1, name: 'Birth Certificate Application' })).toBeVisible();
  await expect(updatePrompt(page)).toHaveCount(0);
  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return { waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller) };
  });
  expect(worker).toEqual({ waiting: false, controlled: true });
  // The new version opened the same form with what was typed and attached before the update.
  await expect(page.getByLabel("Child's Full Name")).toHaveValue('Kavya Raman');
  await expect(page.getByRole('list', { name: 'Attached for Proof of Birth' })).toContainText('hospital-record.pdf');
});

test('the portal is installable: Chromium finds nothing missing', async ({ playwright, launchOptions, baseURL }) => {
  // Test contexts are incognito, where Chromium never installs: a real profile, as a person has.
  const profile = mkdtempSync(join(tmpdir(), 'portal-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const manifest = await page.evaluate(async () => {
      const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href');
      const response = await fetch(href ?? '');
      return { type: response.headers.get('content-type'), body: (await response.json()) as { shortcuts: { url: string }[] } };
    });
    expect(manifest.type).toMatch(/^application\/manifest\+json/);
    expect(manifest.body.shortcuts.map((shortcut) => shortcut.url)).toEqual(['/certificates', '/taxes', '/grievances']);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('where the browser offers installing, an Install app button passes the offer on', async ({ page }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  // Headless Chromium never offers installing on its own: hand the page the event it would get.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        sessionStorage.setItem('install-prompted', 'yes');
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  // Made on the next page the person opens, not into the one being read.
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  await mainNav(page).getByRole('link', { name: 'Certificates', exact: true }).click();
  await page.getByRole('button', { name: 'Install app' }).click();
  expect(await page.evaluate(() => sessionStorage.getItem('install-prompted'))).toBe('yes');
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
});
