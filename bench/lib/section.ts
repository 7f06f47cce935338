import type { Pinning } from './pinning';
import type { PostgresTarget } from './postgres';
import type { Result } from './result';

/** What every section gets from the harness. */
export interface BenchContext {
  /** The repository's root (the server is started from here). */
  root: string;
  /** A fresh folder for this run's data directories; removed at the end. */
  tempRoot: string;
  postgres: PostgresTarget;
  pinning: Pinning;
  /** Progress on stderr, so the table on stdout stays clean. */
  log(message: string): void;
}

/**
 * A group of figures measured together. To add one: write a module exporting a Section and list
 * it in sections/index.ts; `npm run bench -- --only <name>` then runs it alone.
 */
export interface Section {
  name: string;
  /** One line for `npm run bench -- --list`. */
  description: string;
  run(context: BenchContext): Promise<Result[]>;
  /**
   * Run with the bench process on every core rather than the load generator's one. Chromium
   * inherits the affinity of the process that starts it, and a browser squeezed onto one core
   * with its own GPU, network and storage processes measures the squeeze, not the page: on one
   * core Lighthouse counts several times the blocking time on `/` that it counts on two.
   */
  allCores?: boolean;
}
