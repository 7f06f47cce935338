import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import contactTa from '../../src/client/features/contact/contact-texts.ta';
import pwaTa from '../../src/client/app/pwa/pwa-texts.ta';
import appTa from '../../src/client/i18n/app-texts.ta';
import { certificateDefinitions } from '../../src/shared/domain/certificates/certificate-definitions';
import { taxDefinitions } from '../../src/shared/domain/taxes/tax-definitions';
import { mainNav } from './support/fixtures';
import { storedLanguage, waitForServiceWorkerControl } from './support/service-worker';

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
/**
 * Reloaded as well as opened: one page of each kind. The worker answers a reload as it answers
 * any navigation (sw/navigation.ts), by its path alone.
 */
const reloaded = new Set(['/', '/certificates/birth', '/taxes/water']);

const html = (page: Page) => page.locator('html');
const tamilNav = (page: Page) => page.getByRole('navigation', { name: appTa.nav.label });

test('after one visit the portal works with no network: in the language chosen, every page, its own HTML, the shell for the rest; never the API from the cache; the shell says it is offline', async ({
  page,
  context,
}) => {
  // One install of the worker (its precache is most of a visit's cost) for everything offline:
  // fifty navigations and more, more than the default on a busy two-core machine.
  test.slow();

  await test.step('a choice of Tamil made before the worker was installed reaches it', async () => {
    // A shared link to the Tamil page, opened on a new phone: the server keeps the choice in its cookie.
    await page.goto('/ta/contact');
    await expect(html(page)).toHaveAttribute('lang', 'ta');
    // One visit is all it takes: the worker precaches every page's code.
    await waitForServiceWorkerControl(page);
    await expect.poll(() => storedLanguage(page)).toBe('ta');
  });

  await test.step('the shell says when the portal is offline, and stops saying so once the server answers; the API and documents never come from the cache', async () => {
    // On the page the network answered: see the reload below for a page the worker answers.
    expect(await page.evaluate(() => fetch('/api/health').then((response) => response.status))).toBe(200);
    const notice = page.getByRole('status').filter({ hasText: pwaTa.offlineTitle });
    await expect(notice).toHaveCount(0);
    await context.setOffline(true);
    await expect(notice).toBeVisible();
    // Offline, nothing answers in the server's place: not the API, not an uploaded document.
    for (const url of ['/api/health', '/uploads/some-document.pdf']) {
      const outcome = await page.evaluate(
        (target) =>
          fetch(target).then(
            (response) => `answered ${response.status}`,
            () => 'failed',
          ),
        url,
      );
      expect(outcome, url).toBe('failed');
    }
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
    await context.setOffline(true);
    await expect(notice).toBeVisible();
    await page.reload();
    // Debian's Chromium forgets the offline emulation for a document the service worker answers:
    // navigator.onLine is true there although no request gets out, which a phone in flight mode
    // never reports. Without a true onLine the app cannot know offline at start without a
    // request on every repeat visit (0 bytes is a budget), so the check after the reload is made only
    // where the browser emulates offline for the new document.
    const emulatedAfterReload = !(await page.evaluate(() => navigator.onLine));
    test.info().annotations.push({
      type: 'offline after reload',
      description: emulatedAfterReload ? 'emulated' : 'not emulated by this browser: checked before the reload only',
    });
    if (emulatedAfterReload) await expect(notice).toBeVisible();
    else await expect(notice).toHaveCount(0);
  });

  await test.step('pages offline stay in the language chosen', async () => {
    await page.goto('/');
    await expect(html(page)).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('heading', { level: 1, name: appTa.home.heroTitle })).toBeVisible();
    await page.reload();
    await expect(html(page)).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('heading', { level: 1, name: appTa.home.heroTitle })).toBeVisible();
    await page.goto('/contact');
    await expect(html(page)).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('heading', { level: 1, name: contactTa.title })).toBeVisible();
    // A page that was not prerendered: the Tamil shell, where the router renders it.
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: appTa.notFound.title })).toBeVisible();
  });

  await test.step('switching to English works offline, and the server learns of it once online', async () => {
    await page.goto('/contact');
    await tamilNav(page).getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL('/contact');
    await expect(html(page)).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await page.reload();
    await expect(html(page)).toHaveAttribute('lang', 'en');
    // The server learns of a choice made offline from its cookie, which the page brought in step with what it shows.
    await context.setOffline(false);
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'lang')?.value).toBe('en');
    await context.setOffline(true);
  });

  await test.step('the worker answers each page with its own prerendered HTML, other paths with the shell', async () => {
    const form = await page.goto('/taxes/water');
    expect(form?.fromServiceWorker()).toBe(true);
    expect(await form?.text()).toContain('<h1>Water Tax Payment</h1>');
    await expect(page.getByRole('heading', { level: 1, name: 'Water Tax Payment' })).toBeVisible();
    const deepLink = await page.goto('/admin');
    expect(deepLink?.fromServiceWorker()).toBe(true);
    expect(await deepLink?.text()).toContain('<div id="root"></div>');
    // The shell's router takes a visitor without a session to the sign-in page.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Admin Login' }).or(page.getByRole('heading', { level: 1, name: 'User Login' })),
    ).toBeVisible();
    // An unknown deep link: the app's Page Not Found, with its way home.
    await page.goto('/certificates/birth/no/such/page?x=1');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Municipal services, from wherever you are' })).toBeVisible();
  });

  await test.step('every page and form opens with no network', async () => {
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), path).toBeVisible();
      if (!reloaded.has(path)) continue;
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), `${path} reloaded`).toBeVisible();
    }
    // A form is usable, not just its heading: its fields are there to fill in.
    await page.goto('/certificates/birth');
    await expect(page.getByLabel("Child's Full Name")).toBeEditable();
  });

  await test.step('online again, with the worker in control, the switch to Tamil is kept by both', async () => {
    await context.setOffline(false);
    await page.goto('/contact');
    await mainNav(page).getByRole('link', { name: 'தமிழ்', exact: true }).click();
    await expect(html(page)).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('heading', { level: 1, name: contactTa.title })).toBeVisible();
    await expect.poll(() => storedLanguage(page)).toBe('ta');
  });
});
