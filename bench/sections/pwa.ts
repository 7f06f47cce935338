import { existsSync, mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { certificateDefinitions } from '../../src/shared/domain/certificates/certificate-definitions';
import { taxDefinitions } from '../../src/shared/domain/taxes/tax-definitions';
import { median } from '../lib/median';
import { startPortalServer } from '../lib/portal-server';
import { startWorkerPage } from '../lib/worker-page';
import { repeatVisit } from '../lib/repeat-visit';
import type { RepeatVisit } from '../lib/repeat-visit';
import { atMost, failed, measured, skipped } from '../lib/result';
import type { Result } from '../lib/result';
import type { Section } from '../lib/section';

const SECTION = 'pwa';
/** A repeat visit's LCP against a static page served by its own worker, same run (decision 033). */
const REPEAT_LCP_MAX_TIMES_STATIC = 1.5;
const REPEAT_VISITS = 3;
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Every form a citizen can fill in, with the level-1 heading that shows it rendered. */
const FORMS: [path: string, heading: string][] = [
  ...certificateDefinitions.map((definition): [string, string] => [`/certificates/${definition.slug}`, definition.formTitle]),
  ...taxDefinitions.map((definition): [string, string] => [`/taxes/${definition.slug}`, definition.formTitle]),
  ['/grievances', 'Grievances'],
];

export const pwaSection: Section = {
  name: SECTION,
  allCores: true,
  description: 'Chromium, persistent profile: installability errors, offline reload of every form, repeat-visit LCP and network bytes',
  async run(context) {
    if (!existsSync(join(context.root, 'dist', 'client'))) {
      return [skipped(SECTION, 'PWA figures', '', null, 'dist/client missing: run npm run build first')];
    }
    const server = await startPortalServer(context, { database: { kind: 'pglite' } });
    const staticPage = await startWorkerPage();
    // A persistent profile, as a phone keeps one: the worker and its caches outlive the tab.
    const browserContext = await chromium.launchPersistentContext(mkdtempSync(join(context.tempRoot, 'chromium-')), {
      executablePath: '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_FLAGS,
    });
    try {
      const page = browserContext.pages()[0] ?? (await browserContext.newPage());
      await page.goto(staticPage.url, { waitUntil: 'load' });
      await waitForServiceWorkerControl(page);
      await page.goto(`${server.url}/`, { waitUntil: 'load' });
      await waitForServiceWorkerControl(page);
      context.log('pwa: the service workers control their pages');
      const rows = [await installability(page)];
      const visits: RepeatVisit[] = [];
      const staticVisits: RepeatVisit[] = [];
      // Interleaved, so a busy moment on the machine falls on both. The first repeat visit warms
      // Chromium's own code cache; it is discarded.
      for (let visit = 0; visit <= REPEAT_VISITS; visit += 1) {
        const figures = await repeatVisit(browserContext, `${server.url}/`);
        const reference = await repeatVisit(browserContext, staticPage.url);
        context.log(
          `pwa: repeat visit ${visit === 0 ? 'warm-up' : visit}: LCP ${figures.lcpMs.toFixed(0)} ms (static page ${reference.lcpMs.toFixed(0)} ms), ${figures.networkBytes} bytes in ${figures.networkRequests} requests from the network`,
        );
        if (visit === 0) continue;
        visits.push(figures);
        staticVisits.push(reference);
      }
      rows.push(...repeatVisitRows(visits, staticVisits));
      rows.push(await offlineForms(page, browserContext, server.url));
      return rows;
    } finally {
      await browserContext.close();
      await Promise.all([server.stop(), staticPage.stop()]);
    }
  },
};

async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

async function installability(page: Page): Promise<Result> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const answer = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    const errors = answer.installabilityErrors.map((error) => error.errorId);
    return measured(
      SECTION,
      'installability errors',
      errors.length,
      '',
      atMost(0),
      errors.length === 0 ? 'CDP Page.getInstallabilityErrors on / after the worker took control' : errors.join(', '),
    );
  } finally {
    await cdp.detach();
  }
}

function repeatVisitRows(visits: readonly RepeatVisit[], staticVisits: readonly RepeatVisit[]): Result[] {
  const lcp = median(visits.map((visit) => visit.lcpMs));
  const staticLcp = median(staticVisits.map((visit) => visit.lcpMs));
  const staticBytes = Math.max(...staticVisits.map((visit) => visit.networkBytes));
  const bytes = Math.max(...visits.map((visit) => visit.networkBytes));
  const requests = Math.max(...visits.map((visit) => visit.networkRequests));
  const workerRequests = Math.max(...visits.map((visit) => visit.workerRequests));
  return [
    measured(
      SECTION,
      'repeat visit, static page from its worker: LCP',
      staticLcp,
      'ms',
      null,
      `the baseline page served cache-first by its own service worker with the portal's page headers (decision 056), measured the same way; ${staticBytes} bytes from the network at most`,
    ),
    measured(
      SECTION,
      'repeat visit to /: LCP',
      lcp,
      'ms',
      atMost(staticLcp * REPEAT_LCP_MAX_TIMES_STATIC),
      `${(lcp / staticLcp).toFixed(2)}× the static page's (budget ${REPEAT_LCP_MAX_TIMES_STATIC}×); median of ${REPEAT_VISITS} visits in new tabs (PerformanceObserver largest-contentful-paint), after a discarded one`,
    ),
    measured(
      SECTION,
      'repeat visit to /: bytes from the network',
      bytes,
      'B',
      atMost(0),
      `most over the ${REPEAT_VISITS} visits: ${requests} page request(s) not served by the worker or a cache (CDP Network events); the worker itself sent ${workerRequests}`,
    ),
  ];
}

/** Offline, each form opens and reloads from the worker's precache with its heading and fields. */
async function offlineForms(page: Page, browserContext: BrowserContext, origin: string): Promise<Result> {
  const figure = 'forms rendered on an offline reload';
  await browserContext.setOffline(true);
  const missing: string[] = [];
  try {
    for (const [path, heading] of FORMS) {
      try {
        await page.goto(`${origin}${path}`);
        await page.reload();
        await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 15_000 });
        await page.locator('form input, form select, form textarea').first().waitFor({ timeout: 15_000 });
      } catch {
        missing.push(path);
      }
    }
  } finally {
    await browserContext.setOffline(false);
  }
  const rendered = FORMS.length - missing.length;
  if (missing.length > 0) return failed(SECTION, figure, 'forms', null, `${rendered} of ${FORMS.length}; missing: ${missing.join(', ')}`);
  return measured(
    SECTION,
    figure,
    rendered,
    'forms',
    null,
    `every one of the ${FORMS.length} forms (six certificates, five taxes, grievances): heading and fields, no network`,
  );
}
