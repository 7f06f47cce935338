import { launch } from 'chrome-launcher';
import type { LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Config } from 'lighthouse';

/** Debian's Chromium; nothing in the bench may download a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface Profile {
  name: string;
  /** Lighthouse's simulated throttling; undefined keeps its default mobile profile (slow 4G, 4× CPU). */
  throttling?: { rttMs: number; throughputKbps: number; cpuSlowdownMultiplier: number };
}

export interface PageFigures {
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** 0 to 100. */
  score: number;
  /** Lighthouse's own CPU benchmark of this machine at that moment (about 1,000+ on an idle desktop core). */
  benchmarkIndex: number;
}

export async function launchChromium(): Promise<LaunchedChrome> {
  return launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
}

function configFor(profile: Profile): Config {
  return {
    extends: 'lighthouse:default',
    settings: {
      onlyCategories: ['performance'],
      throttlingMethod: 'simulate',
      ...(profile.throttling ? { throttling: profile.throttling } : {}),
    },
  };
}

function numericAudit(audits: Record<string, { numericValue?: number }>, id: string): number {
  const value = audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id}`);
  return value;
}

/** One Lighthouse navigation (a cold load: Lighthouse clears the origin's storage and cache first). */
export async function runLighthouse(chrome: LaunchedChrome, url: string, profile: Profile): Promise<PageFigures> {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, configFor(profile));
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  if (score === null || score === undefined) throw new Error(`Lighthouse gave no performance score for ${url}`);
  return {
    lcpMs: numericAudit(lhr.audits, 'largest-contentful-paint'),
    tbtMs: numericAudit(lhr.audits, 'total-blocking-time'),
    cls: numericAudit(lhr.audits, 'cumulative-layout-shift'),
    speedIndexMs: numericAudit(lhr.audits, 'speed-index'),
    score: score * 100,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
