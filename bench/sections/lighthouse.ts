import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startBaselinePage } from '../lib/baseline-page';
import { launchChromium, runLighthouse } from '../lib/lighthouse-runner';
import type { PageFigures, Profile } from '../lib/lighthouse-runner';
import { median } from '../lib/median';
import { startPortalServer } from '../lib/portal-server';
import { atLeast, atMost, measured, skipped } from '../lib/result';
import type { Budget, Result } from '../lib/result';
import type { Section } from '../lib/section';

const SECTION = 'lighthouse';
/** One discarded warm-up round (the server's and Chromium's first requests), then these. */
const MEASURED_ROUNDS = 3;
const PORTAL_PATHS = ['/', '/certificates', '/certificates/birth'] as const;
const BASELINE = 'baseline';

/** Issue 8: a village phone on 2G/3G. */
const PROFILES: readonly Profile[] = [
  { name: 'default' },
  { name: 'slow', throttling: { rttMs: 400, throughputKbps: 400, cpuSlowdownMultiplier: 4 } },
];

interface Budgets {
  lcpMs: Budget | null;
  tbtMs: Budget | null;
  cls: Budget | null;
  score: Budget | null;
}
/** Issue 8's budgets: the whole set at the default profile, LCP alone at the slow one. */
const BUDGETS: Record<string, Budgets> = {
  default: { lcpMs: atMost(1200), tbtMs: atMost(20), cls: atMost(0.02), score: atLeast(98) },
  slow: { lcpMs: atMost(2500), tbtMs: null, cls: null, score: null },
};

type Samples = Map<string, PageFigures[]>;
const key = (profile: string, target: string) => `${profile} ${target}`;

export const lighthouseSection: Section = {
  name: SECTION,
  allCores: true,
  description: 'Lighthouse 12.8 (simulate) on a static baseline page and /, /certificates, /certificates/birth; default mobile and 400 kbps/400 ms/4× CPU',
  async run(context) {
    if (!existsSync(join(context.root, 'dist', 'client'))) {
      return [skipped(SECTION, 'Lighthouse figures', '', null, 'dist/client missing: run npm run build first')];
    }
    const server = await startPortalServer(context, { database: { kind: 'pglite' } });
    const baseline = await startBaselinePage();
    const chrome = await launchChromium();
    const targets: [name: string, url: string][] = [[BASELINE, baseline.url], ...PORTAL_PATHS.map((path): [string, string] => [path, `${server.url}${path}`])];
    const samples: Samples = new Map();
    try {
      // Interleaved: every round visits every page at every profile, so a busy minute on the
      // machine hurts the baseline and the portal alike.
      for (let round = 0; round <= MEASURED_ROUNDS; round += 1) {
        for (const profile of PROFILES) {
          for (const [name, url] of targets) {
            const figures = await runLighthouse(chrome, url, profile);
            context.log(`lighthouse: round ${round === 0 ? 'warm-up' : round} ${profile.name} ${name}: LCP ${figures.lcpMs.toFixed(0)} ms, TBT ${figures.tbtMs.toFixed(0)} ms, CLS ${figures.cls.toFixed(3)}, score ${figures.score.toFixed(0)}`);
            if (round === 0) continue;
            const list = samples.get(key(profile.name, name)) ?? [];
            list.push(figures);
            samples.set(key(profile.name, name), list);
          }
        }
      }
    } finally {
      chrome.kill();
      await baseline.stop();
      await server.stop();
    }
    return PROFILES.flatMap((profile) => rowsFor(profile, samples));
  },
};

function medianOf(list: readonly PageFigures[], pick: (figures: PageFigures) => number): number {
  return median(list.map(pick));
}

function rowsFor(profile: Profile, samples: Samples): Result[] {
  const budgets = BUDGETS[profile.name] ?? { lcpMs: null, tbtMs: null, cls: null, score: null };
  const base = samples.get(key(profile.name, BASELINE)) ?? [];
  const baseLcp = medianOf(base, (figures) => figures.lcpMs);
  const baseScore = medianOf(base, (figures) => figures.score);
  const of = `median of ${MEASURED_ROUNDS} rounds`;
  const rows: Result[] = [
    measured(SECTION, `${profile.name}: baseline LCP`, baseLcp, 'ms', null, `static HTML page served by the bench; ${of}; Lighthouse's CPU benchmarkIndex ${medianOf(base, (figures) => figures.benchmarkIndex).toFixed(0)}`),
    measured(
      SECTION,
      `${profile.name}: baseline score`,
      baseScore,
      '',
      null,
      `TBT ${medianOf(base, (figures) => figures.tbtMs).toFixed(0)} ms, CLS ${medianOf(base, (figures) => figures.cls).toFixed(3)}, Speed Index ${medianOf(base, (figures) => figures.speedIndexMs).toFixed(0)} ms`,
    ),
  ];
  for (const path of PORTAL_PATHS) {
    const list = samples.get(key(profile.name, path)) ?? [];
    const lcp = medianOf(list, (figures) => figures.lcpMs);
    rows.push(
      measured(SECTION, `${profile.name}: ${path} LCP`, lcp, 'ms', budgets.lcpMs, `${(lcp / baseLcp).toFixed(2)}× the baseline's; ${of}`),
      measured(SECTION, `${profile.name}: ${path} TBT`, medianOf(list, (figures) => figures.tbtMs), 'ms', budgets.tbtMs),
      measured(SECTION, `${profile.name}: ${path} CLS`, medianOf(list, (figures) => figures.cls), 'shift', budgets.cls),
      measured(SECTION, `${profile.name}: ${path} Speed Index`, medianOf(list, (figures) => figures.speedIndexMs), 'ms', null),
      measured(SECTION, `${profile.name}: ${path} score`, medianOf(list, (figures) => figures.score), '', budgets.score),
    );
  }
  return rows;
}
