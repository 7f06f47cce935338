import { duration, integer, raw } from '../../env-values';
import type { Env, ReadSetting } from '../../env-values';

/** OWASP's scrypt recommendation is N=2^17; 14 keeps tests fast and is refused in production. */
export const SCRYPT_LOG_N_PRODUCTION_MIN = 17;
export const SCRYPT_LOG_N_MIN = 14;
/** 2^18 already needs 256 MiB per hash; more would let a burst of logins exhaust memory. */
export const SCRYPT_LOG_N_MAX = 18;
export const ADMIN_SETUP_KEY_MIN = 12;

/** How long tokens and sessions live, how hard passwords are hashed, and how often one may sign in or renew. */
export function sessionSettingsOf(env: Env, read: ReadSetting, production: boolean) {
  const jwtExpiresInSeconds = read(() => duration(env, 'JWT_EXPIRES_IN', '15m', 60, 3600), 15 * 60);
  const sessionTtlSeconds = read(() => duration(env, 'SESSION_TTL', '30d', 3600, 90 * 86_400), 30 * 86_400);
  const adminSessionTtlSeconds = read(() => duration(env, 'ADMIN_SESSION_TTL', '12h', 15 * 60, 7 * 86_400), 12 * 3600);
  const sessionRefreshRateLimitMax = read(() => integer(env, 'SESSION_REFRESH_RATE_LIMIT_MAX', 300, 1, 100_000), 300);
  const adminSetupKey = read(() => setupKeyOf(env), null);
  const scryptLogN = read(
    () => integer(env, 'SCRYPT_LOG_N', 17, production ? SCRYPT_LOG_N_PRODUCTION_MIN : SCRYPT_LOG_N_MIN, SCRYPT_LOG_N_MAX),
    17,
  );
  const authRateLimitMax = read(() => integer(env, 'AUTH_RATE_LIMIT_MAX', 30, 1, 100_000), 30);
  return {
    jwtExpiresInSeconds,
    sessionTtlSeconds,
    adminSessionTtlSeconds,
    sessionRefreshRateLimitMax,
    adminSetupKey,
    scryptLogN,
    authRateLimitMax,
  };
}

function setupKeyOf(env: Env): string | null {
  const value = raw(env, 'ADMIN_SETUP_KEY');
  if (value === undefined) return null;
  if (value.length < ADMIN_SETUP_KEY_MIN) {
    throw new Error(`ADMIN_SETUP_KEY must be at least ${ADMIN_SETUP_KEY_MIN} characters when set`);
  }
  return value;
}
