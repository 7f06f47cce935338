import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { fillGrievance } from './support/citizen-forms';
import { mainNav } from './support/fixtures';
import { waitForApp } from './support/hydration';
import { submitToOutbox } from './support/outbox';
import { waitForServiceWorkerControl } from './support/service-worker';
import { lookAt } from './support/shots';

/*
 * The install offer waits for a request completed on this device, is small, and its 'Not now' is
 * remembered; it and the offline notice never cover what the page shows. That the offer is never
 * made to clerks nor on a kiosk, again after 30 days, and after which confirmations, are unit
 * tests (tests/unit/client/app-notices.test.tsx).
 */

const installButton = (page: Page) => page.getByRole('button', { name: 'Install app' });

test("where Chromium itself offers installing: nothing is missing, the offer waits for a completed request, comes small on the page after it, and 'Not now' is remembered across reloads", async ({
  playwright,
  launchOptions,
  baseURL,
}) => {
  /*
   * A real profile on disk, with the service worker (a context of its own, not the test's):
   * Chromium installs and makes its offer (beforeinstallprompt) there, on every visit, right after
   * load; never in a test's incognito context. The page's own record of
   * each offer the browser made: whether its own banner was kept away (the page prevented it).
   */
  const profile = mkdtempSync(join(tmpdir(), 'portal-offer-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, serviceWorkers: 'allow' });
  try {
    await context.addInitScript(() => {
      const seen: boolean[] = [];
      Object.assign(window, { offersSeen: seen });
      window.addEventListener('beforeinstallprompt', (event) => setTimeout(() => seen.push(event.defaultPrevented)));
    });
    const offersSeen = (page: Page) => page.evaluate(() => (window as unknown as { offersSeen: boolean[] }).offersSeen);
    const page = context.pages()[0] ?? (await context.newPage());

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

    await waitForApp(page);
    await expect.poll(() => offersSeen(page)).toEqual([true]);
    // Not into the page being read: the offer would push it down.
    await expect(installButton(page)).toHaveCount(0);
    // Nor on the next pages, while nothing has been asked of the portal from this device.
    await mainNav(page).getByRole('link', { name: 'Certificates', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Certificates' })).toBeVisible();
    await expect(installButton(page)).toHaveCount(0);

    // A grievance sent: its confirmation is read undisturbed, and the offer comes on the page after.
    await mainNav(page).getByRole('link', { name: 'Grievances', exact: true }).click();
    await fillGrievance(page, 'Selvi Muthu');
    await page.getByRole('button', { name: 'Submit Grievance' }).click();
    await expect(page).toHaveURL(/\/grievances\/submitted\/GRV-/);
    await expect(page.getByText(/Your complaint ID/)).toBeVisible();
    await expect(installButton(page)).toHaveCount(0);
    await mainNav(page).getByRole('link', { name: 'Certificates', exact: true }).click();
    const notices = page.getByRole('region', { name: 'Portal notices' });
    await expect(notices.getByRole('button', { name: 'Install app' })).toBeVisible();
    // Small: one line, its words beside the button.
    expect((await offerBox(notices)).height).toBeLessThanOrEqual(64);
    await lookAt(page, 'install-offer-1280');
    await notices.getByRole('button', { name: 'Not now' }).click();
    await expect(installButton(page)).toHaveCount(0);

    for (const path of ['/certificates', '/']) {
      await page.goto(path);
      await waitForApp(page);
      // The browser made its offer again; its own banner stayed away, and so did the portal's.
      await expect.poll(() => offersSeen(page)).toEqual([true]);
      await mainNav(page).getByRole('link', { name: 'Taxes', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Taxes and Bills' })).toBeVisible();
      await expect(installButton(page)).toHaveCount(0);
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

/** The words the checks below look for, in each language. */
const words = {
  en: {
    notices: 'Portal notices',
    install: 'Install app',
    offline: 'You are offline.',
    menu: 'Menu',
    home: 'Home',
    outbox: 'Outbox',
    nav: 'Main',
  },
  ta: {
    notices: 'இணையதள அறிவிப்புகள்',
    install: 'செயலியை நிறுவ',
    offline: 'இணைய இணைப்பு இல்லை.',
    menu: 'பட்டியல்',
    home: 'முகப்பு',
    outbox: 'அனுப்பக் காத்திருப்பவை',
    nav: 'முதன்மை',
  },
} as const;
type Language = keyof typeof words;

/**
 * No notice covers any element `content` selects (CSS), at the top of the page and scrolled to its
 * end: each overlap as "what n, scrolled to the end, under a notice: a × b px". Measured in the
 * page in one go, both scroll positions included.
 */
async function expectNothingCovered(notices: Locator, content: string, what: string) {
  const { compared, covered } = await notices.evaluate(
    (region, { selector, name }) => {
      const boxes = [...document.querySelectorAll(selector)];
      const found: string[] = [];
      for (const scroll of ['top', 'end'] as const) {
        window.scrollTo(0, scroll === 'top' ? 0 : document.documentElement.scrollHeight);
        for (const notice of [...region.children]) {
          const one = notice.getBoundingClientRect();
          for (const [index, box] of boxes.entries()) {
            const two = box.getBoundingClientRect();
            const width = Math.min(one.right, two.right) - Math.max(one.left, two.left);
            const height = Math.min(one.bottom, two.bottom) - Math.max(one.top, two.top);
            if (width > 0.5 && height > 0.5)
              found.push(`${name} ${index + 1}, scrolled to the ${scroll}, under a notice: ${width.toFixed(0)} × ${height.toFixed(0)} px`);
          }
        }
      }
      return { compared: boxes.length, covered: found };
    },
    { selector: content, name: what },
  );
  expect(compared, `${what}: something to compare`).toBeGreaterThan(0);
  expect(covered).toEqual([]);
}

/** The box of the install offer: its button's line. */
async function offerBox(notices: Locator) {
  const box = await notices
    .getByRole('button', { name: /Install app|செயலியை நிறுவ/ })
    .locator('..')
    .boundingBox();
  if (!box) throw new Error('The install offer is not shown');
  return box;
}

/**
 * One grievance sent while online (a request completed on this device: the install offer waits
 * for one), then two while offline, waiting in the Outbox.
 */
async function sendTwoGrievancesOffline(page: Page, context: BrowserContext) {
  await page.goto('/grievances');
  await waitForServiceWorkerControl(page);
  await fillGrievance(page, 'Kavitha Rani');
  await page.getByRole('button', { name: 'Submit Grievance' }).click();
  await expect(page).toHaveURL(/\/grievances\/submitted\/GRV-/);
  // Kept on the device before the next page loads.
  await expect.poll(() => page.evaluate(storedRequestCompleted)).toBe(true);
  await context.setOffline(true);
  for (const name of ['Selvi Muthu', 'Arul Raj']) {
    // The form again, from the service worker's store (after the first, its confirmation is on screen).
    await page.goto('/grievances');
    await fillGrievance(page, name);
    await submitToOutbox(page, 'Submit Grievance');
  }
}

/** In the page: whether the device's settings hold a completed request (src/shared/pwa/device-settings.ts). */
async function storedRequestCompleted(): Promise<boolean> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open('portal-settings');
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('portal-settings'));
  });
  try {
    if (!db.objectStoreNames.contains('settings')) return false;
    const value = await new Promise<unknown>((resolve, reject) => {
      const read = db.transaction('settings').objectStore('settings').get('requestCompletedAt');
      read.onsuccess = () => resolve(read.result);
      read.onerror = () => reject(read.error ?? new Error('settings'));
    });
    return typeof value === 'number';
  } finally {
    db.close();
  }
}

/**
 * The offline notice on; Chromium's install offer made on this page. Then the Outbox, opened from
 * the menu: the offer comes with it. The portal's notices, in `language`.
 */
async function outboxWithTheOffer(page: Page, language: Language): Promise<Locator> {
  const t = words[language];
  const notices = page.getByRole('region', { name: t.notices });
  await expect(notices.getByText(t.offline)).toBeVisible();
  // Headless Chromium makes no offer in a test's context: the one it would make.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });
  const nav = page.getByRole('navigation', { name: t.nav });
  await nav.getByText(t.menu, { exact: true }).click();
  await nav.getByRole('link', { name: t.outbox, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.outbox })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  await expect(notices.getByRole('button', { name: t.install })).toBeVisible();
  return notices;
}

/** The screens a person reads the portal on: a phone, and the same at 200 % zoom as a desktop window does. */
const screens = [
  { key: '360', viewport: { width: 360, height: 640 }, languages: ['en', 'ta'] },
  // 200 % zoom: the same screen with half the CSS pixels, each drawn twice as large.
  { key: '1280-200', viewport: { width: 640, height: 360 }, languages: ['en', 'ta'] },
  { key: '360-200', viewport: { width: 180, height: 320 }, languages: ['en'] },
] as const;

/** On the Outbox, then on the home page, at each screen this language is checked at: nothing covered. */
async function expectNothingCoveredOnEachScreen(page: Page, notices: Locator, language: Language) {
  const t = words[language];
  const nav = page.getByRole('navigation', { name: t.nav });
  for (const screen of screens.filter((each) => (each.languages as readonly string[]).includes(language))) {
    await page.setViewportSize(screen.viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await lookAt(page, `outbox-${screen.key}-${language}`);
    await expectNothingCovered(notices, 'main li', `${screen.key}: Outbox item`);
    await expectNothingCovered(notices, 'main', `${screen.key}: the Outbox`);

    await nav.getByText(t.menu, { exact: true }).click();
    await nav.getByRole('link', { name: t.home, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notices.getByRole('button', { name: t.install })).toBeVisible();
    // Small on a phone: an eighth of its first screen at most (it was a third).
    if (screen.key === '360') expect((await offerBox(notices)).height).toBeLessThanOrEqual(screen.viewport.height / 8);
    await page.evaluate(() => window.scrollTo(0, 0));
    await lookAt(page, `home-${screen.key}-${language}`);
    await expectNothingCovered(notices, 'main', `${screen.key}: the home page`);
    await expectNothingCovered(notices, '#root footer', `${screen.key}: the footer`);

    await nav.getByText(t.menu, { exact: true }).click();
    await nav.getByRole('link', { name: t.outbox, exact: true }).click();
    await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  }
}

test.describe('on a phone', () => {
  // Offline, the service worker answers the pages and keeps what is sent for later.
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });

  test("the offline notice and the install offer cover none of the Outbox's items, nor any page, at 360 px and at 200 % zoom, in English and Tamil", async ({
    page,
    context,
  }) => {
    test.slow();
    await sendTwoGrievancesOffline(page, context);
    await expectNothingCoveredOnEachScreen(page, await outboxWithTheOffer(page, 'en'), 'en');

    // Offline, the service worker keeps the choice and answers the page in Tamil from its store.
    await page.setViewportSize(screens[0].viewport);
    await mainNav(page).getByText(words.en.menu, { exact: true }).click();
    await mainNav(page).getByRole('link', { name: words.en.home, exact: true }).click();
    await mainNav(page).getByRole('link', { name: 'தமிழ்' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expectNothingCoveredOnEachScreen(page, await outboxWithTheOffer(page, 'ta'), 'ta');
  });
});
