import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { BrowserContext, Locator, Page, TestInfo } from '@playwright/test';
import { fillGrievance } from './support/citizen-forms';
import { mainNav, signIn } from './support/fixtures';
import { FIRST_ADMIN } from './support/first-admin';
import { submitToOutbox } from './support/outbox';
import { waitForServiceWorkerControl } from './support/service-worker';

// Offline use and the installed app are what this file tests: the service worker runs here.
test.use({ serviceWorkers: 'allow' });

/*
 * Issue 22, item 14: the install offer's 'Not now' is remembered; the offer is never made to
 * clerks or on a kiosk; it and the offline notice never cover what the page shows.
 */

/** Whether React has taken over the page, and the notices' code (after load) with it. */
async function waitForApp(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.waitForLoadState('networkidle');
}

const installButton = (page: Page) => page.getByRole('button', { name: 'Install app' });

test.describe('where Chromium itself offers installing', () => {
  /*
   * A real profile on disk: Chromium makes its offer (beforeinstallprompt) on every visit there,
   * right after load, and never in a test's incognito context. The page's own record of each offer
   * the browser made: whether its own banner was kept away (the page prevented it).
   */
  let context: BrowserContext;
  let profile: string;
  test.beforeEach(async ({ playwright, launchOptions, baseURL }) => {
    profile = mkdtempSync(join(tmpdir(), 'portal-offer-'));
    context = await playwright.chromium.launchPersistentContext(profile, { ...launchOptions, baseURL });
    await context.addInitScript(() => {
      const seen: boolean[] = [];
      Object.assign(window, { offersSeen: seen });
      window.addEventListener('beforeinstallprompt', (event) => setTimeout(() => seen.push(event.defaultPrevented)));
    });
  });
  test.afterEach(async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  /** The offers Chromium made on this page so far, each true when its own banner was kept away. */
  const offersSeen = (page: Page) => page.evaluate(() => (window as unknown as { offersSeen: boolean[] }).offersSeen);

  /** Loads `path`, waits for the browser's offer, then opens another page of the app as a person would. */
  async function openAndMoveOn(page: Page, path: string, link: string) {
    await page.goto(path);
    await waitForApp(page);
    await expect.poll(() => offersSeen(page)).toEqual([true]);
    await mainNav(page).getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  }

  test("the offer comes on the next page, and 'Not now' is remembered across reloads", async () => {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await waitForApp(page);
    await expect.poll(() => offersSeen(page)).toEqual([true]);
    // Not into the page being read: the offer would push it down.
    await expect(installButton(page)).toHaveCount(0);

    await mainNav(page).getByRole('link', { name: 'Certificates', exact: true }).click();
    const notices = page.getByRole('region', { name: 'Portal notices' });
    await expect(notices.getByRole('button', { name: 'Install app' })).toBeVisible();
    await notices.getByRole('button', { name: 'Not now' }).click();
    await expect(installButton(page)).toHaveCount(0);

    for (const path of ['/certificates', '/']) {
      await page.goto(path);
      await waitForApp(page);
      // The browser made its offer again; its own banner stayed away, and so did the portal's.
      await expect.poll(() => offersSeen(page)).toEqual([true]);
      await mainNav(page).getByRole('link', { name: 'Taxes', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Taxes and Bills' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(installButton(page)).toHaveCount(0);
    }
  });

  test('no offer to a clerk, on the clerks’ pages or signed in as one anywhere', async () => {
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, FIRST_ADMIN, '/admin-login');
    await expect(page).toHaveURL('/admin');
    await waitForApp(page);
    // Made on the sign-in page's load; the dashboard is the next page.
    await expect.poll(() => offersSeen(page)).toEqual([true]);
    await expect(installButton(page)).toHaveCount(0);

    await openAndMoveOn(page, '/', 'Certificates');
    await expect(mainNav(page).getByText(`Welcome, ${FIRST_ADMIN.username}`)).toBeVisible();
    await expect(installButton(page)).toHaveCount(0);
  });

  test('no offer on a kiosk', async () => {
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, FIRST_ADMIN, '/admin-login');
    await expect(page).toHaveURL('/admin');
    await page.getByRole('button', { name: 'Turn on kiosk mode' }).click();
    await expect(page.getByRole('region', { name: 'This device' })).toContainText('Kiosk mode is on');
    await mainNav(page).getByRole('button', { name: 'Logout' }).click();
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();

    // The public's tablet: anonymous pages, where a citizen's phone would get the offer.
    await openAndMoveOn(page, '/', 'Grievances');
    await expect(page.getByRole('button', { name: 'Finish and clear' })).toBeVisible();
    await expect(installButton(page)).toHaveCount(0);
  });
});

/** The words the checks below look for, in each language. */
const words = {
  en: { notices: 'Portal notices', install: 'Install app', offline: 'You are offline.', menu: 'Menu', home: 'Home', outbox: 'Outbox', nav: 'Main' },
  ta: { notices: 'இணையதள அறிவிப்புகள்', install: 'செயலியை நிறுவ', offline: 'இணைய இணைப்பு இல்லை.', menu: 'பட்டியல்', home: 'முகப்பு', outbox: 'அனுப்பக் காத்திருப்பவை', nav: 'முதன்மை' },
} as const;
type Language = keyof typeof words;

/** The parts of two boxes that overlap, as "a × b px" (empty when they do not). */
async function overlap(a: Locator, b: Locator): Promise<string> {
  const [one, two] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!one || !two) throw new Error('a box to compare is not on the page');
  const width = Math.min(one.x + one.width, two.x + two.width) - Math.max(one.x, two.x);
  const height = Math.min(one.y + one.height, two.y + two.height) - Math.max(one.y, two.y);
  return width > 0.5 && height > 0.5 ? `${width.toFixed(0)} × ${height.toFixed(0)} px` : '';
}

/** No notice covers any of `content`, at the top of the page and scrolled to its end. */
async function expectNothingCovered(page: Page, notices: Locator, content: Locator, what: string) {
  const boxes = await content.all();
  expect(boxes.length, `${what}: something to compare`).toBeGreaterThan(0);
  for (const scroll of ['top', 'end'] as const) {
    await page.evaluate((to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight), scroll);
    for (const notice of await notices.locator(':scope > *').all()) {
      for (const [index, box] of boxes.entries()) {
        expect(await overlap(notice, box), `${what} ${index + 1}, scrolled to the ${scroll}, under a notice`).toBe('');
      }
    }
  }
}

/**
 * Two grievances sent while offline, waiting in the Outbox; the offline notice on; Chromium's
 * install offer made. Then the Outbox, opened from the menu: the offer comes with it.
 */
async function outboxOfflineWithTheOffer(page: Page, context: BrowserContext, language: Language) {
  await page.goto('/grievances');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  for (const name of ['Selvi Muthu', 'Arul Raj']) {
    // After the first, its confirmation is on screen: the form again, from the service worker's store.
    if (name !== 'Selvi Muthu') await page.goto('/grievances');
    await fillGrievance(page, name);
    await submitToOutbox(page, 'Submit Grievance');
  }
  if (language === 'ta') {
    // Offline, the service worker keeps the choice and answers the page in Tamil from its store.
    await mainNav(page).getByRole('link', { name: 'தமிழ்' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  }
  const t = words[language];
  const notices = page.getByRole('region', { name: t.notices });
  await expect(notices.getByText(t.offline)).toBeVisible();
  // Headless Chromium makes no offer in a test's context: the one it would make.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: async () => undefined, userChoice: Promise.resolve({ outcome: 'dismissed' }) });
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

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

const screens = [
  { name: 'a 360 × 640 phone', key: '360', use: { viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true }, languages: ['en', 'ta'] },
  // 200 % zoom: the same screen with half the CSS pixels, each drawn twice as large.
  { name: 'a 1280 × 720 screen at 200 %', key: '1280-200', use: { viewport: { width: 640, height: 360 }, deviceScaleFactor: 2 }, languages: ['en', 'ta'] },
  { name: 'a 360 × 640 phone at 200 %', key: '360-200', use: { viewport: { width: 180, height: 320 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }, languages: ['en'] },
] as const;

for (const screen of screens) {
  test.describe(`on ${screen.name}`, () => {
    test.use(screen.use);
    for (const language of screen.languages) {
      test(`the offline notice and the install offer cover none of the Outbox's items, nor any page (${language})`, async ({ page, context }, testInfo) => {
        test.slow();
        const t = words[language];
        const notices = await outboxOfflineWithTheOffer(page, context, language);
        await screenshot(page, testInfo, `outbox-${screen.key}-${language}`);
        await expectNothingCovered(page, notices, page.getByRole('main').getByRole('listitem'), 'Outbox item');
        await expectNothingCovered(page, notices, page.getByRole('main'), 'the page');

        const nav = page.getByRole('navigation', { name: t.nav });
        await nav.getByText(t.menu, { exact: true }).click();
        await nav.getByRole('link', { name: t.home, exact: true }).click();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(notices.getByRole('button', { name: t.install })).toBeVisible();
        await screenshot(page, testInfo, `home-${screen.key}-${language}`);
        await expectNothingCovered(page, notices, page.getByRole('main'), 'the page');
        await expectNothingCovered(page, notices, page.getByRole('contentinfo'), 'the footer');
      });
    }
  });
}
