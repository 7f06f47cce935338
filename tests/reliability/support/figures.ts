/**
 * Every reliability test ends by printing its figure on one line, `reliability: …`, so a CI log
 * (and the README's table) shows what was proved and how hard it was tried, not only that it passed.
 */
export function reportFigure(line: string): void {
  console.log(`reliability: ${line}`);
}

/** `RELIABILITY_LONG=1`: the long mode (10,000 fuzz runs per route and larger rounds), for a night run. */
export const LONG_MODE = process.env.RELIABILITY_LONG === '1';

/** 1,000 runs per route in CI, 10,000 in the long mode (decision 016); RELIABILITY_FUZZ_RUNS overrides both. */
export function fuzzRunsPerRoute(): number {
  const override = Number(process.env.RELIABILITY_FUZZ_RUNS);
  if (Number.isSafeInteger(override) && override > 0) return override;
  return LONG_MODE ? 10_000 : 1_000;
}
