import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { CERTIFICATE_FORM_ERROR } from '../../src/shared/schemas/certificate-schema';
import { waitForServiceWorkerControl } from './support/service-worker';

// Offline use and the installed app are what this file tests: the service worker runs here.
test.use({ serviceWorkers: 'allow' });

/** The three pages issue 8 measures, with the heading and the title each must show. */
const pages = [
  { path: '/', heading: 'Municipal services, from wherever you are', title: 'Home | Citizen Services Portal' },
  { path: '/certificates', heading: 'Certificates', title: 'Certificates | Citizen Services Portal' },
  { path: '/certificates/birth', heading: 'Birth Certificate Application', title: 'Birth Certificate Application | Citizen Services Portal' },
] as const;

const birthFormLabels = ["Child's Full Name", 'Date of Birth', 'Gender', 'Place of Birth', "Father's Aadhaar (optional)", 'Proof of Birth'];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading, title } of pages) {
    test(`${path} shows its content straight from the HTML`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
    });
  }

  test('a form shows every field with its label, and cannot be sent without the app', async ({ page }) => {
    await page.goto('/certificates/birth');
    for (const label of birthFormLabels) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    // Sent by the browser itself, the form would put every field in the address as a GET.
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeDisabled();
  });

  test('the certificate list links to each form', async ({ page }) => {
    await page.goto('/certificates');
    await page.getByRole('link', { name: 'Birth', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Birth Certificate Application' })).toBeVisible();
  });
});

/** Every console error or warning and uncaught error of the page: hydration mismatches are reported there. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/**
 * The sum of the page's layout shifts since its HTML was parsed: from DOMContentLoaded, before
 * which the boot script starts no JavaScript (decision 019), so every shift counted is the app's.
 * A loaded CI machine once painted /certificates with only the header parsed, and the rest of the
 * HTML then moved it (0.026; the trace's screencast shows that frame): the page's first layout,
 * which Lighthouse's CLS in `npm run bench` measures, not hydration.
 */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        const parsed = navigation?.domContentLoadedEventStart ?? 0;
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput && entry.startTime >= parsed) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive with the observer's first callback, before the next frames.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

/** Hydrated: React has taken over #root, and the worker's registration (after load) has run. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.waitForLoadState('networkidle');
}

/** Lighthouse's phone: narrow enough that a line of text that grows on hydration wraps. */
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } as const;

test.describe('with JavaScript', () => {
  for (const [device, options] of [['a desktop', {}], ['a phone', PHONE]] as const) {
    test.describe(`on ${device}`, () => {
      test.use(options);
      for (const { path, heading, title } of pages) {
        test(`${path} hydrates without a warning and without moving`, async ({ page }) => {
          const problems = collectProblems(page);
          await page.goto(path);
          await waitForHydration(page);
          await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
          await expect(page).toHaveTitle(title);
          // The loading indicator never takes the place of the page's content.
          await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
          expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
          expect(problems).toEqual([]);
        });
      }
    });
  }

  test('the page paints from its HTML alone, and the app is requested only once it is on screen', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/certificates/birth');
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    const { firstPaint, resources } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      resources: performance.getEntriesByType('resource').map((entry) => ({ url: new URL(entry.name).pathname, requestedAt: entry.startTime })),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    // The entry, the framework and the form's own chunks, all preloaded together (no waterfall).
    expect(resources.filter((resource) => resource.url.endsWith('.js')).length).toBeGreaterThanOrEqual(4);
    // No stylesheet, logo or script before the first paint (docs/decisions/042).
    for (const resource of resources) expect(resource.requestedAt, resource.url).toBeGreaterThanOrEqual(firstPaint);
    expect(problems).toEqual([]);
  });

  test('a prerendered form works once hydrated', async ({ page }) => {
    const problems = collectProblems(page);
    await page.goto('/certificates/birth');
    const submit = page.getByRole('button', { name: 'Submit Application' });
    await expect(submit).toBeEnabled();
    await page.getByLabel("Child's Full Name").fill('Meena Kumari');
    await submit.click();
    const summary = page.getByRole('alert').filter({ hasText: CERTIFICATE_FORM_ERROR });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('link', { name: /date of birth/i })).toBeVisible();
    await expect(page.getByLabel("Child's Full Name")).toHaveValue('Meena Kumari');
    expect(problems).toEqual([]);
  });

  test('what was typed into a form before its JavaScript arrived is what the form sends', async ({ page }) => {
    // A slow line: the page is on screen, its script still on the way.
    let releaseScript: () => void = () => undefined;
    const scriptHeld = new Promise<void>((resolve) => {
      releaseScript = resolve;
    });
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await scriptHeld;
      await route.continue();
    });
    // The module script holds DOMContentLoaded back, but the page is already parsed and shown.
    await page.goto('/certificates/birth', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Birth Certificate Application' })).toBeVisible();
    await page.getByLabel("Child's Full Name").fill('Meena Kumari');
    await page.getByLabel('Gender').selectOption('Female');
    releaseScript();

    const submit = page.getByRole('button', { name: 'Submit Application' });
    await expect(submit).toBeEnabled();
    await submit.click();
    const summary = page.getByRole('alert').filter({ hasText: CERTIFICATE_FORM_ERROR });
    await expect(summary.getByRole('link', { name: /date of birth/i })).toBeVisible();
    await expect(summary.getByRole('link', { name: /child's full name/i })).toHaveCount(0);
    await expect(summary.getByRole('link', { name: /gender/i })).toHaveCount(0);
    await expect(page.getByLabel("Child's Full Name")).toHaveValue('Meena Kumari');
  });

  test('the menu works after hydration on a small screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/certificates');
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByText('Menu', { exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Taxes', exact: true })).toBeVisible();
  });
});

/** The chunks a built module imports statically (`import{…}from"./x.js"`, `import"./x.js"`), as paths. */
function staticImports(code: string, url: string): string[] {
  return [...code.matchAll(/(?:^|[;}\n])import(?:[^'"`;(]*?from)?\s*["'`](\.\/[^"'`]+\.js)["'`]/g)].map(
    (match) => new URL(match[1] ?? '', new URL(url, 'http://portal.test')).pathname,
  );
}

test('a prerendered page lists its chunks each after the chunks it imports, as main.tsx evaluates them one per task', async ({ request }) => {
  for (const path of ['/', '/certificates', '/certificates/birth', '/taxes/property', '/grievances', '/login']) {
    const html = await (await request.get(path)).text();
    const [, entry, preloads = ''] = /<script data-entry="([^"]*)" data-preload="([^"]*)">/.exec(html) ?? [];
    const listed = preloads.split(' ');
    expect(listed.length, path).toBeGreaterThanOrEqual(2);
    for (const [position, chunk] of listed.entries()) {
      const code = await (await request.get(chunk)).text();
      // The entry has run before any of them (it is what evaluates them).
      for (const dependency of staticImports(code, chunk).filter((imported) => imported !== entry)) {
        expect(listed, `${path}: ${chunk} imports ${dependency}, which the page does not list`).toContain(dependency);
        expect(listed.indexOf(dependency), `${path}: ${chunk} is listed before ${dependency}, which it imports`).toBeLessThan(position);
      }
    }
  }
});

test('offline, the worker answers each page with its own prerendered HTML and other paths with the shell', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);

  const form = await page.goto('/taxes/water');
  expect(form?.fromServiceWorker()).toBe(true);
  expect(await form?.text()).toContain('<h1>Water Tax Payment</h1>');
  await expect(page.getByRole('heading', { level: 1, name: 'Water Tax Payment' })).toBeVisible();

  const deepLink = await page.goto('/admin');
  expect(deepLink?.fromServiceWorker()).toBe(true);
  expect(await deepLink?.text()).toContain('<div id="root"></div>');
  // The shell's router takes a visitor without a session to the sign-in page.
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' }).or(page.getByRole('heading', { level: 1, name: 'User Login' }))).toBeVisible();
});
