import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import type { BrowserContext, Page } from '@playwright/test';
import { JPEG_QUALITY, MAX_IMAGE_SIDE } from '../../src/client/offline/form/compress-image';
import { median } from '../lib/median';
import { appDraftsBundle } from '../lib/app-drafts-bundle';
import { timeAppDraftFiles, timeAppDraftValueSaves } from '../lib/offline-app-probes';
import { timePhotoCompression } from '../lib/offline-page-probes';
import { timeOutboxFlush } from '../lib/outbox-flush';
import { startPortalServer } from '../lib/portal-server';
import { MIB } from '../lib/process-memory';
import { atMost, measured, skipped } from '../lib/result';
import type { Result } from '../lib/result';
import type { Section } from '../lib/section';

const SECTION = 'browser-offline';
/** The section's budgets. */
const DRAFT_SAVE_MAX_MS = 5;
const ATTACHMENT_5MB_MAX_MS = 33;
const PHOTO_MAX_KB = 300;
const CPU_THROTTLE = 4;
const VALUE_SAVES = 30;
const RUNS = 3;
const QUEUED_GRIEVANCES = 50;
const BENCH_OWNER = 'device:bench';
const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const browserOfflineSection: Section = {
  name: SECTION,
  allCores: true,
  description:
    "Chromium, the built app's own code: draft save (4× CPU throttle), 5 MB attachment, draft with five 2 MB files saved and restored, photo compression, 50 queued grievances flushed",
  async run(context) {
    if (!existsSync(join(context.root, 'dist', 'client'))) {
      return [skipped(SECTION, 'offline layer figures', '', null, 'dist/client missing: run npm run build first')];
    }
    const bundle = await appDraftsBundle(context.root);
    const server = await startPortalServer(context, { database: { kind: 'pglite' } });
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_FLAGS });
    try {
      // The portal's CSP (script-src 'self') refuses the injected drafts module: the bench's page only.
      const page = await openDraftsPage(await browser.newContext({ bypassCSP: true }), server.url, bundle);
      context.log('browser-offline: portal-offline is open, the drafts module injected; measuring');
      const results = await measure(page);
      context.log('browser-offline: the same saves in a browser profile on disk');
      results.push(...(await measureOnDisk(server.url, bundle)));
      context.log(`browser-offline: queueing ${QUEUED_GRIEVANCES} grievances offline through the form`);
      const flush = await timeOutboxFlush(await browser.newPage(), server.url, QUEUED_GRIEVANCES);
      return [...results, flushResult(flush)];
    } finally {
      await browser.close();
      await server.stop();
    }
  },
};

/**
 * The grievance form with someone typing into it (the form loads its drafts module and creates
 * portal-offline only then, decision 023), with the drafts module injected.
 */
async function openDraftsPage(browserContext: BrowserContext, url: string, bundle: string): Promise<Page> {
  const page = await browserContext.newPage();
  await page.goto(`${url}/grievances`, { waitUntil: 'networkidle' });
  await page.getByLabel('Name', { exact: true }).fill('Bench');
  await waitForOfflineDatabase(page);
  await page.addScriptTag({ content: bundle });
  return page;
}

/**
 * The budgets above are taken in a fresh context, whose IndexedDB lives in memory. A phone keeps
 * its drafts on flash: the same saves in a profile on disk, for comparison (no budget of their own).
 */
async function measureOnDisk(url: string, bundle: string): Promise<Result[]> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-offline-profile-'));
  const browserContext = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
    bypassCSP: true,
  });
  try {
    const page = await openDraftsPage(browserContext, url, bundle);
    const throttled = await timeValueSavesThrottled(page);
    const attachment: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      attachment.push(
        (await page.evaluate(timeAppDraftFiles, { count: 1, bytes: 5 * MIB, tag: `disk-${run}`, owner: BENCH_OWNER })).saveMs,
      );
    }
    return [
      measured(
        SECTION,
        'on disk: draft save at 4× CPU throttle',
        median(throttled.valueSaves),
        'ms',
        null,
        `as above, in a Chromium profile on disk; max ${Math.max(...throttled.valueSaves).toFixed(1)} ms`,
      ),
      measured(
        SECTION,
        'on disk: 5 MB attachment stored',
        median(attachment),
        'ms',
        null,
        `median of ${RUNS}, as above, in a Chromium profile on disk`,
      ),
    ];
  } finally {
    await browserContext.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function waitForOfflineDatabase(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === 'portal-offline');
  });
}

/** The draft-value saves, with the page's CPU throttled for them only. */
async function timeValueSavesThrottled(page: Page): Promise<{ valueSaves: number[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
  try {
    return await page.evaluate(timeAppDraftValueSaves, { repetitions: VALUE_SAVES, owner: BENCH_OWNER });
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

async function measure(page: Page): Promise<Result[]> {
  const throttled = await timeValueSavesThrottled(page);

  const attachment: number[] = [];
  const fiveFiles: { saveMs: number; restoreMs: number; restoredFiles: number; restoredBytes: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    attachment.push((await page.evaluate(timeAppDraftFiles, { count: 1, bytes: 5 * MIB, tag: `one-${run}`, owner: BENCH_OWNER })).saveMs);
    fiveFiles.push(await page.evaluate(timeAppDraftFiles, { count: 5, bytes: 2 * MIB, tag: `five-${run}`, owner: BENCH_OWNER }));
  }
  const photo = await page.evaluate(timePhotoCompression, { maxSide: MAX_IMAGE_SIDE, quality: JPEG_QUALITY });
  const lastFive = fiveFiles[fiveFiles.length - 1];
  const restoredOk = lastFive !== undefined && lastFive.restoredFiles === 5 && lastFive.restoredBytes === 10 * MIB;

  const app = "the app's drafts.ts in the built app's page, in a fresh context (IndexedDB in memory)";
  return [
    measured(
      SECTION,
      'draft save at 4× CPU throttle',
      median(throttled.valueSaves),
      'ms',
      atMost(DRAFT_SAVE_MAX_MS),
      `median of ${VALUE_SAVES} saveDraftValues calls for a 20-field form (one IndexedDB transaction each); max ${Math.max(...throttled.valueSaves).toFixed(1)} ms; ${app}`,
    ),
    measured(
      SECTION,
      '5 MB attachment stored',
      median(attachment),
      'ms',
      atMost(ATTACHMENT_5MB_MAX_MS),
      `median of ${RUNS}: saveDraftFiles (one transaction: old files of the field out, the file as a Blob and the draft row in); no throttle; ${app}`,
    ),
    measured(
      SECTION,
      'draft with five 2 MB files: save',
      median(fiveFiles.map((run) => run.saveMs)),
      'ms',
      null,
      `median of ${RUNS}: saveDraftFiles with five files in one transaction; ${app}`,
    ),
    measured(
      SECTION,
      'draft with five 2 MB files: restore',
      median(fiveFiles.map((run) => run.restoreMs)),
      'ms',
      null,
      `median of ${RUNS}: loadDraft (draft row, files by parent, File objects rebuilt); ${restoredOk ? 'all 5 files, 10 MB, came back' : 'WRONG: not all files came back'}`,
    ),
    measured(
      SECTION,
      'sample 4 MB-class phone photo compressed',
      photo.compressedBytes / 1024,
      'KB',
      atMost(PHOTO_MAX_KB),
      `4000×3000 generated JPEG q0.95 of ${(photo.originalBytes / MIB).toFixed(1)} MB → ${photo.width}×${photo.height} q${JPEG_QUALITY} in ${photo.ms.toFixed(0)} ms (compress-image.ts's steps, in the page)`,
    ),
    measured(
      SECTION,
      'photo compression ratio',
      photo.originalBytes / photo.compressedBytes,
      '×',
      null,
      'original bytes / compressed bytes',
    ),
  ];
}

function flushResult(flush: { flushMs: number; storedOnServer: number }): Result {
  const arrived =
    flush.storedOnServer === QUEUED_GRIEVANCES
      ? `the server holds all ${QUEUED_GRIEVANCES}`
      : `WRONG: the server holds ${flush.storedOnServer}`;
  return measured(
    SECTION,
    `flush ${QUEUED_GRIEVANCES} queued grievances`,
    flush.flushMs / 1000,
    's',
    null,
    `submitted offline through the grievance form into the app's outbox; from the online event until the Outbox page shows all sent (the app's sync engine, one at a time, local server); ${arrived}`,
  );
}
