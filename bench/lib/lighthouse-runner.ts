import { launch } from 'chrome-launcher';
import type { LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Config, Result } from 'lighthouse';

/** Debian's Chromium; nothing in the bench may download a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

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
  /** Lighthouse's own CPU benchmark of this machine at that moment (higher is faster). */
  benchmarkIndex: number;
}

export async function launchChromium(): Promise<LaunchedChrome> {
  return launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
}

function configFor(profile: Profile, extraHeaders: Record<string, string> | undefined): Config {
  return {
    extends: 'lighthouse:default',
    settings: {
      onlyCategories: ['performance'],
      throttlingMethod: 'simulate',
      ...(profile.throttling ? { throttling: profile.throttling } : {}),
      // Sent with every request of the visit: how a page is asked for in Tamil (the `lang` cookie).
      ...(extraHeaders ? { extraHeaders } : {}),
    },
  };
}

function numericAudit(audits: Record<string, { numericValue?: number }>, id: string): number {
  const value = audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id}`);
  return value;
}

/**
 * Lighthouse's failures to record its own trace, which say nothing about the page: such a run is
 * made again, up to three runs in all: one NO_NAVSTART would otherwise fail a whole section,
 * though the next run does not repeat it.
 */
const TRACE_RECORDING_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const RUNS_FOR_A_FIGURE = 3;

/** One Lighthouse navigation (a cold load: Lighthouse clears the origin's storage and cache first). */
export async function runLighthouse(
  chrome: LaunchedChrome,
  url: string,
  profile: Profile,
  extraHeaders?: Record<string, string>,
): Promise<PageFigures> {
  for (let run = 1; ; run += 1) {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, configFor(profile, extraHeaders));
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { runtimeError } = result.lhr;
    if (runtimeError && TRACE_RECORDING_ERRORS.has(runtimeError.code) && run < RUNS_FOR_A_FIGURE) continue;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
    return figuresOf(result.lhr, url);
  }
}

function figuresOf(lhr: Result, url: string): PageFigures {
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
