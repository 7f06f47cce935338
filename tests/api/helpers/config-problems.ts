import { ConfigError, loadConfig } from '../../../src/server/config';
import type { Env } from '../../../src/server/env-values';

/** The problems loadConfig reports for `env`, as the operator reads them; fails when it accepts `env`. */
export function configProblems(env: Env): readonly string[] {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected a ConfigError');
}
