import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startBaselinePage } from '../lib/baseline-page';
import { launchChromium, runLighthouse } from '../lib/lighthouse-runner';
import type { PageFigures, Profile } from '../lib/lighthouse-runner';
import { median } from '../lib/median';
import { startPortalServer } from '../lib/portal-server';
import { startReactFloorPage } from '../lib/react-floor-page';
import { atMost, measured, skipped } from '../lib/result';
import type { Result } from '../lib/result';
import type { Section } from '../lib/section';

const SECTION = 'lighthouse';
/** One discarded warm-up round (the server's and Chromium's first requests), then these. */
const MEASURED_ROUNDS = 3;
const PORTAL_PATHS = ['/', '/certificates', '/certificates/birth'] as const;
/** The same pages in Tamil, asked for as a browser that chose Tamil does (the `lang` cookie). */
const TAMIL = { label: 'Tamil ', headers: { Cookie: 'lang=ta' } };
const PORTAL_PAGES: readonly { name: string; path: string; headers?: Record<string, string> }[] = [
  ...PORTAL_PATHS.map((path) => ({ name: path, path })),
  ...PORTAL_PATHS.map((path) => ({ name: `${TAMIL.label}${path}`, path, headers: TAMIL.headers })),
];
const BASELINE = 'baseline';
const FLOOR = 'React floor';

/** A village phone on 2G/3G. */
const PROFILES: readonly Profile[] = [
  { name: 'default' },
  { name: 'slow', throttling: { rttMs: 400, throughputKbps: 400, cpuSlowdownMultiplier: 4 } },
];

/**
 * The budgets, each read against a page measured in the same rounds: LCP against the static
 * baseline page at both profiles; TBT against the React floor page and CLS absolutely, at the
 * default profile. Scores carry no budget (decision 033).
 */
const LCP_MAX_TIMES_BASELINE = 1.3;
const TBT_MAX_OVER_FLOOR_MS = 50;
const CLS_MAX = 0.02;
const FULL_BUDGETS_PROFILE = 'default';

type Samples = Map<string, PageFigures[]>;
const key = (profile: string, target: string) => `${profile} ${target}`;

export const lighthouseSection: Section = {
  name: SECTION,
  allCores: true,
  description:
    'Lighthouse 12.8 (simulate) on a static baseline page, a React floor page and /, /certificates, /certificates/birth in English and in Tamil; default mobile and 400 kbps/400 ms/4× CPU',
  async run(context) {
    if (!existsSync(join(context.root, 'dist', 'client'))) {
      return [skipped(SECTION, 'Lighthouse figures', '', null, 'dist/client missing: run npm run build first')];
    }
    const floor = await startReactFloorPage(context.root);
    const baseline = await startBaselinePage();
    const server = await startPortalServer(context, { database: { kind: 'pglite' } });
    const chrome = await launchChromium();
    const targets: { name: string; url: string; headers?: Record<string, string> }[] = [
      { name: BASELINE, url: baseline.url },
      { name: FLOOR, url: floor.url },
      ...PORTAL_PAGES.map((page) => ({ name: page.name, url: `${server.url}${page.path}`, headers: page.headers })),
    ];
    const samples: Samples = new Map();
    try {
      // Interleaved: every round visits every page at every profile, so a busy minute on the
      // machine hurts the reference pages and the portal alike.
      for (let round = 0; round <= MEASURED_ROUNDS; round += 1) {
        for (const profile of PROFILES) {
          for (const { name, url, headers } of targets) {
            const figures = await runLighthouse(chrome, url, profile, headers);
            context.log(
              `lighthouse: round ${round === 0 ? 'warm-up' : round} ${profile.name} ${name}: LCP ${figures.lcpMs.toFixed(0)} ms, TBT ${figures.tbtMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}, score ${figures.score.toFixed(0)}`,
            );
            if (round === 0) continue;
            const list = samples.get(key(profile.name, name)) ?? [];
            list.push(figures);
            samples.set(key(profile.name, name), list);
          }
        }
      }
    } finally {
      chrome.kill();
      await Promise.all([baseline.stop(), floor.stop(), server.stop()]);
    }
    return PROFILES.flatMap((profile) => rowsFor(profile, samples));
  },
};

/** The medians of one page's rounds. */
function mediansOf(list: readonly PageFigures[]): PageFigures {
  const of = (pick: (figures: PageFigures) => number) => median(list.map(pick));
  return {
    lcpMs: of((figures) => figures.lcpMs),
    tbtMs: of((figures) => figures.tbtMs),
    cls: of((figures) => figures.cls),
    speedIndexMs: of((figures) => figures.speedIndexMs),
    score: of((figures) => figures.score),
    benchmarkIndex: of((figures) => figures.benchmarkIndex),
  };
}

function rowsFor(profile: Profile, samples: Samples): Result[] {
  const full = profile.name === FULL_BUDGETS_PROFILE;
  const page = (name: string) => mediansOf(samples.get(key(profile.name, name)) ?? []);
  const base = page(BASELINE);
  const floor = page(FLOOR);
  const of = `median of ${MEASURED_ROUNDS} rounds`;
  const rows: Result[] = [
    measured(
      SECTION,
      `${profile.name}: baseline LCP`,
      base.lcpMs,
      'ms',
      null,
      `static HTML page served by the bench with the portal's page headers (decision 056); ${of}; Lighthouse's CPU benchmarkIndex ${base.benchmarkIndex.toFixed(0)}`,
    ),
    measured(
      SECTION,
      `${profile.name}: baseline score`,
      base.score,
      '',
      null,
      `TBT ${base.tbtMs.toFixed(0)} ms, CLS ${base.cls.toFixed(3)}, Speed Index ${base.speedIndexMs.toFixed(0)} ms`,
    ),
    measured(
      SECTION,
      `${profile.name}: React floor TBT`,
      floor.tbtMs,
      'ms',
      null,
      `the baseline's markup prerendered and hydrated by the portal's React and React DOM; ${of}`,
    ),
    measured(
      SECTION,
      `${profile.name}: React floor LCP`,
      floor.lcpMs,
      'ms',
      null,
      `${(floor.lcpMs / base.lcpMs).toFixed(2)}× the baseline's`,
    ),
    measured(
      SECTION,
      `${profile.name}: React floor score`,
      floor.score,
      '',
      null,
      `CLS ${floor.cls.toFixed(3)}, Speed Index ${floor.speedIndexMs.toFixed(0)} ms`,
    ),
  ];
  for (const { name: path } of PORTAL_PAGES) {
    const figures = page(path);
    rows.push(
      measured(
        SECTION,
        `${profile.name}: ${path} LCP`,
        figures.lcpMs,
        'ms',
        atMost(base.lcpMs * LCP_MAX_TIMES_BASELINE),
        `${(figures.lcpMs / base.lcpMs).toFixed(2)}× the baseline's (budget ${LCP_MAX_TIMES_BASELINE}×); ${of}`,
      ),
      measured(
        SECTION,
        `${profile.name}: ${path} TBT`,
        figures.tbtMs,
        'ms',
        full ? atMost(floor.tbtMs + TBT_MAX_OVER_FLOOR_MS) : null,
        `${(figures.tbtMs - floor.tbtMs).toFixed(0)} ms over the React floor's${full ? ` (budget ${TBT_MAX_OVER_FLOOR_MS} ms)` : ''}`,
      ),
      measured(SECTION, `${profile.name}: ${path} CLS`, figures.cls, 'shift', full ? atMost(CLS_MAX) : null),
      measured(SECTION, `${profile.name}: ${path} Speed Index`, figures.speedIndexMs, 'ms', null),
      measured(
        SECTION,
        `${profile.name}: ${path} score`,
        figures.score,
        '',
        null,
        `the React floor's ${floor.score.toFixed(0)}, the baseline's ${base.score.toFixed(0)}`,
      ),
    );
  }
  return rows;
}
