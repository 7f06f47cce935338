import { expect, test } from '@playwright/test';
import { certificateDefinitions } from '../../src/shared/domain/certificates/certificate-definitions';
import { taxDefinitions } from '../../src/shared/domain/taxes/tax-definitions';
import { waitForServiceWorkerControl } from './support/service-worker';

// Offline use is what this file tests: the service worker runs here.
test.use({ serviceWorkers: 'allow' });

/** Every page a citizen can open without signing in, with the heading that shows it rendered. */
const pages: [path: string, heading: string][] = [
  ['/', 'Municipal services, from wherever you are'],
  ['/certificates', 'Certificates'],
  ...certificateDefinitions.map((definition): [string, string] => [`/certificates/${definition.slug}`, definition.formTitle]),
  ['/taxes', 'Taxes and Bills'],
  ...taxDefinitions.map((definition): [string, string] => [`/taxes/${definition.slug}`, definition.formTitle]),
  ['/grievances', 'Grievances'],
  ['/contact', 'Contact Us'],
  ['/login', 'User Login'],
  ['/register', 'Create Account'],
  ['/admin-login', 'Admin Login'],
];

test('after one visit the portal works with no network: every page, its own HTML, the shell for the rest; never the API from the cache; the shell says it is offline', async ({ page, context }) => {
  // Forty navigations and more: more than the default on a busy two-core machine.
  test.slow();
  // One visit to the home page is all it takes: the worker precaches every page's code.
  await page.goto('/');
  await waitForServiceWorkerControl(page);

  // Online, the worker lets the API through to the server.
  expect(await page.evaluate(() => fetch('/api/health').then((response) => response.status))).toBe(200);

  // The shell says when the portal is offline, and stops saying so once the server answers.
  const notice = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(notice).toHaveCount(0);
  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await context.setOffline(false);
  await expect(notice).toHaveCount(0);
  await context.setOffline(true);
  await expect(notice).toBeVisible();
  await page.reload();
  // Chromium 150 (Debian's, November 2026) forgets the offline emulation for a document the service
  // worker answers: navigator.onLine is true there although no request gets out, which a phone in
  // flight mode never reports. Without a true onLine the app cannot know offline at start without a
  // request on every repeat visit (0 bytes is a budget), so the check after the reload is made only
  // where the browser emulates offline for the new document.
  const emulatedAfterReload = !(await page.evaluate(() => navigator.onLine));
  test.info().annotations.push({ type: 'offline after reload', description: emulatedAfterReload ? 'emulated' : 'not emulated by this browser: checked before the reload only' });
  if (emulatedAfterReload) await expect(notice).toBeVisible();
  else await expect(notice).toHaveCount(0);

  // Offline, nothing answers in the server's place: not the API, not an uploaded document.
  for (const url of ['/api/health', '/uploads/some-document.pdf']) {
    const outcome = await page.evaluate((target) => fetch(target).then((response) => `answered ${response.status}`, () => 'failed'), url);
    expect(outcome, url).toBe('failed');
  }

  // The worker answers a page with its own prerendered HTML...
  const form = await page.goto('/taxes/water');
  expect(form?.fromServiceWorker()).toBe(true);
  expect(await form?.text()).toContain('<h1>Water Tax Payment</h1>');
  await expect(page.getByRole('heading', { level: 1, name: 'Water Tax Payment' })).toBeVisible();
  // ...and a path that was not prerendered with the shell, where the router renders it: the
  // sign-in page for a visitor without a session.
  const deepLink = await page.goto('/admin');
  expect(deepLink?.fromServiceWorker()).toBe(true);
  expect(await deepLink?.text()).toContain('<div id="root"></div>');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' }).or(page.getByRole('heading', { level: 1, name: 'User Login' }))).toBeVisible();
  // An unknown deep link: the app's Page Not Found, with its way home.
  await page.goto('/certificates/birth/no/such/page?x=1');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Municipal services, from wherever you are' })).toBeVisible();

  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), path).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), `${path} reloaded`).toBeVisible();
  }
  // A form is usable, not just its heading: its fields are there to fill in.
  await page.goto('/certificates/birth');
  await expect(page.getByLabel("Child's Full Name")).toBeEditable();
});
