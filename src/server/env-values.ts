/** The environment the configuration is read from: process.env at start, a plain object in tests. */
export type Env = Readonly<Record<string, string | undefined>>;

/** Reads one setting; a wrong one is noted and its fallback used, so every problem is found in one pass. */
export type ReadSetting = <T>(parse: () => T, fallback: T) => T;

/** A reader that notes each setting's problem in `problems` instead of stopping at the first. */
export function settingsReader(problems: string[]): ReadSetting {
  return (parse, fallback) => {
    try {
      return parse();
    } catch (err) {
      problems.push(err instanceof Error ? err.message : String(err));
      return fallback;
    }
  };
}

/** Unset and empty are the same: an empty line in an env file must not override a default. */
export function raw(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

export function oneOf<T extends string>(env: Env, name: string, allowed: readonly T[], fallback: T): T {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
}

export function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const value = raw(env, name);
  if (value === undefined) return fallback;
  const parsed = /^\d+$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
  }
  return parsed;
}

export function boolean(env: Env, name: string, fallback: boolean): boolean {
  const value = raw(env, name)?.toLowerCase();
  if (value === undefined) return fallback;
  if (['true', '1', 'yes'].includes(value)) return true;
  if (['false', '0', 'no'].includes(value)) return false;
  throw new Error(`${name} must be true or false (got "${value}")`);
}

export function nonEmpty(env: Env, name: string, fallback: string): string {
  return raw(env, name) ?? fallback;
}

const DURATION_UNITS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86_400 };

/** "90", "90s", "15m", "8h", "7d": plain numbers are seconds, as with jsonwebtoken. */
export function duration(env: Env, name: string, fallback: string, minSeconds: number, maxSeconds: number): number {
  const value = raw(env, name) ?? fallback;
  const match = /^(\d+)\s*([smhd]?)$/.exec(value);
  const seconds = match ? Number(match[1]) * (DURATION_UNITS[match[2] || 's'] ?? 1) : Number.NaN;
  if (!Number.isSafeInteger(seconds) || seconds < minSeconds || seconds > maxSeconds) {
    throw new Error(
      `${name} must be a duration from ${describeSeconds(minSeconds)} to ${describeSeconds(maxSeconds)} such as 15m, 12h or 30d (got "${value}")`,
    );
  }
  return seconds;
}

function describeSeconds(seconds: number): string {
  const unit =
    seconds % 86_400 === 0
      ? { name: 'day', size: 86_400 }
      : seconds % 3600 === 0
        ? { name: 'hour', size: 3600 }
        : { name: 'minute', size: 60 };
  const count = seconds / unit.size;
  return `${count} ${unit.name}${count === 1 ? '' : 's'}`;
}

/** The value as a URL, or null when it is not one. */
export function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
