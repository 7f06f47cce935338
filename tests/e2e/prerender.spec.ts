import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import validationEnglish from '../../src/client/features/certificates/validation-texts.en';
import { collectPageProblems, waitForApp } from './support/hydration';

// The prerendered pages online, with the service worker blocked (the suite's default): what the
// worker answers offline is tested by pwa-offline.spec.ts.

/** The three pages whose first paint is measured, with the heading and the title each must show. */
const pages = [
  { path: '/', heading: 'Municipal services, from wherever you are', title: 'Home | Citizen Services Portal' },
  { path: '/certificates', heading: 'Certificates', title: 'Certificates | Citizen Services Portal' },
  {
    path: '/certificates/birth',
    heading: 'Birth Certificate Application',
    title: 'Birth Certificate Application | Citizen Services Portal',
  },
] as const;

const birthFormLabels = ["Child's Full Name", 'Date of Birth', 'Gender', 'Place of Birth', "Father's Aadhaar (optional)", 'Proof of Birth'];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('pages show their content straight from the HTML; the list links to each form, which shows every field and cannot be sent without the app', async ({
    page,
  }) => {
    const [home, certificates, birth] = pages;
    for (const { path, heading, title } of [home, certificates]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
    }

    await page.getByRole('link', { name: 'Birth', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: birth.heading, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(birth.title);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
    for (const label of birthFormLabels) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
    // Sent by the browser itself, the form would put every field in the address as a GET.
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeDisabled();
  });
});

/**
 * The sum of the page's layout shifts since its HTML was parsed: from DOMContentLoaded, before
 * which the boot script starts no JavaScript (decision 019), so every shift counted is the app's.
 * A loaded machine can paint a page with only its header parsed, and the rest of the HTML then
 * moves it: that is the page's first layout, which Lighthouse's CLS in `npm run bench` measures,
 * not hydration.
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

/** Lighthouse's phone: narrow enough that a line of text that grows on hydration wraps. */
const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } as const;

test.describe('with JavaScript', () => {
  /** Loads `path`, waits for its app, and checks it is the page, shown as it was painted, with nothing reported. */
  async function expectHydratedInPlace(page: Page, { path, heading, title }: (typeof pages)[number], problems: string[]) {
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(title);
    // The loading indicator never takes the place of the page's content.
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toHaveCount(0);
    expect(await layoutShift(page), `${path} moved`).toBeLessThanOrEqual(0.02);
    expect(problems, path).toEqual([]);
  }

  test('on a desktop, pages hydrate without a warning and without moving; a form paints from its HTML alone, then works', async ({
    page,
  }) => {
    const problems = collectPageProblems(page);
    // The form first, in a fresh context: every resource it needs is requested for it.
    const [home, certificates, birth] = pages;
    await expectHydratedInPlace(page, birth, problems);
    await expect(page.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    const { firstPaint, resources } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => ({ url: new URL(entry.name).pathname, requestedAt: entry.startTime })),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    // The entry, the framework and the form's own chunks, all preloaded together (no waterfall).
    expect(resources.filter((resource) => resource.url.endsWith('.js')).length).toBeGreaterThanOrEqual(4);
    // No stylesheet, logo or script before the first paint (docs/decisions/042).
    for (const resource of resources) expect(resource.requestedAt, resource.url).toBeGreaterThanOrEqual(firstPaint);

    // The prerendered form, hydrated, is the app's: it checks what was entered and keeps it.
    await page.getByLabel("Child's Full Name").fill('Meena Kumari');
    await page.getByRole('button', { name: 'Submit Application' }).click();
    const summary = page.getByRole('alert').filter({ hasText: validationEnglish.formError });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('link', { name: /date of birth/i })).toBeVisible();
    await expect(page.getByLabel("Child's Full Name")).toHaveValue('Meena Kumari');
    expect(problems).toEqual([]);

    for (const other of [certificates, home]) await expectHydratedInPlace(page, other, problems);
  });

  test.describe('on a phone', () => {
    test.use(PHONE);
    test('pages hydrate without a warning and without moving', async ({ page }) => {
      const problems = collectPageProblems(page);
      for (const each of pages) await expectHydratedInPlace(page, each, problems);
    });
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
    const summary = page.getByRole('alert').filter({ hasText: validationEnglish.formError });
    await expect(summary.getByRole('link', { name: /date of birth/i })).toBeVisible();
    await expect(summary.getByRole('link', { name: /child's full name/i })).toHaveCount(0);
    await expect(summary.getByRole('link', { name: /gender/i })).toHaveCount(0);
    await expect(page.getByLabel("Child's Full Name")).toHaveValue('Meena Kumari');
  });
});

/** The chunks a built module imports statically (`import{…}from"./x.js"`, `import"./x.js"`), as paths. */
function staticImports(code: string, url: string): string[] {
  return [...code.matchAll(/(?:^|[;}\n])import(?:[^'"`;(]*?from)?\s*["'`](\.\/[^"'`]+\.js)["'`]/g)].map(
    (match) => new URL(match[1] ?? '', new URL(url, 'http://portal.test')).pathname,
  );
}

test('a prerendered page lists its chunks each after the chunks it imports, as main.tsx evaluates them one per task', async ({
  request,
}) => {
  // The pages share most of their chunks: each is read once.
  const codeOf = new Map<string, Promise<string>>();
  const read = (chunk: string): Promise<string> => {
    const code = codeOf.get(chunk) ?? request.get(chunk).then((response) => response.text());
    codeOf.set(chunk, code);
    return code;
  };
  for (const path of ['/', '/certificates', '/certificates/birth', '/taxes/property', '/grievances', '/login']) {
    const html = await (await request.get(path)).text();
    const [, entry, preloads = ''] = /<script data-entry="([^"]*)" data-preload="([^"]*)">/.exec(html) ?? [];
    const listed = preloads.split(' ');
    expect(listed.length, path).toBeGreaterThanOrEqual(2);
    for (const [position, chunk] of listed.entries()) {
      const code = await read(chunk);
      // The entry has run before any of them (it is what evaluates them).
      for (const dependency of staticImports(code, chunk).filter((imported) => imported !== entry)) {
        expect(listed, `${path}: ${chunk} imports ${dependency}, which the page does not list`).toContain(dependency);
        expect(listed.indexOf(dependency), `${path}: ${chunk} is listed before ${dependency}, which it imports`).toBeLessThan(position);
      }
    }
  }
});
