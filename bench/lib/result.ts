/**
 * One row of the bench table: a measured figure, its budget and the verdict. Sections return
 * these; run.ts prints them and writes them to bench/results/latest.json.
 */
export type Comparison = 'atLeast' | 'atMost' | 'below';

export interface Budget {
  comparison: Comparison;
  limit: number;
}

/** info: measured, no budget; skipped: could not be measured here (not a failure, e.g. no PostgreSQL). */
export type Status = 'pass' | 'fail' | 'info' | 'skipped';

export interface Result {
  section: string;
  figure: string;
  /** Null when nothing could be measured (skipped, or a failure before the figure existed). */
  value: number | null;
  unit: string;
  budget: Budget | null;
  status: Status;
  note?: string;
}

export const atLeast = (limit: number): Budget => ({ comparison: 'atLeast', limit });
export const atMost = (limit: number): Budget => ({ comparison: 'atMost', limit });
export const below = (limit: number): Budget => ({ comparison: 'below', limit });

export function meets(value: number, budget: Budget): boolean {
  switch (budget.comparison) {
    case 'atLeast':
      return value >= budget.limit;
    case 'atMost':
      return value <= budget.limit;
    case 'below':
      return value < budget.limit;
  }
}

/** A figure that was measured: pass/fail against its budget, or info without one. */
export function measured(
  section: string,
  figure: string,
  value: number,
  unit: string,
  budget: Budget | null = null,
  note?: string,
): Result {
  const status = budget === null ? 'info' : meets(value, budget) ? 'pass' : 'fail';
  return { section, figure, value, unit, budget, status, ...(note === undefined ? {} : { note }) };
}

/** A figure this run could not measure for a reason outside the product (PostgreSQL absent…). */
export function skipped(section: string, figure: string, unit: string, budget: Budget | null, reason: string): Result {
  return { section, figure, value: null, unit, budget, status: 'skipped', note: reason };
}

/** A figure that should have been measured but could not be because the product misbehaved. */
export function failed(section: string, figure: string, unit: string, budget: Budget | null, reason: string): Result {
  return { section, figure, value: null, unit, budget, status: 'fail', note: reason };
}
