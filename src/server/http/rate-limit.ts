import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../db/database';
import { isAnsweredReplay } from '../modules/idempotency/idempotency-key';
import { errorMessages } from './error-handler';
import { HttpError } from './http-error';
import { sharedRateLimitStore } from './rate-limit-store';

/**
 * Rate limiting is opt-in per route (`config: { rateLimit: … }`), not global: only endpoints
 * that guess at secrets (passwords, setup keys, complaint IDs) or create things need it
 * (decision 037):
 *
 * - a signed-in person is counted per account: on the routes whose guard identifies the caller
 *   (`signed-in`, `public-identified`, `admin`), the account the guard loaded, which runs first.
 *   Everyone else, and every `public` route (a sign-in, a lookup: accounts are free to make, so
 *   they must not multiply a guesser's budget), per IP address (IPv6 per /64, one subscriber);
 * - a replay of an Idempotency-Key whose answer is stored is never counted: it creates nothing;
 * - on PostgreSQL the counts are in the database, shared by every server instance; on PGlite
 *   (one server per DATA_DIR) in this process's memory.
 */
export function registerRateLimit(app: FastifyInstance, database: DatabaseHandle): void {
  app.register(rateLimit, {
    global: false,
    keyGenerator: limitKeyOf,
    allowList: isAnsweredReplay,
    ...(database.kind === 'postgres' ? { store: sharedRateLimitStore(database.db) } : {}),
    // Thrown, so the central error handler answers it like any other error.
    errorResponseBuilder: () => new HttpError(429, 'rate_limited', errorMessages.tooManyAttempts),
  });
}

/** Route config: at most `max` requests per minute per account (signed in) or per client IP. */
export function perMinuteLimit(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}

/** The route and who is counted: `POST /api/grievances user:<id>` or `… ip:<address>`. */
function limitKeyOf(request: FastifyRequest): string {
  const who = request.currentUser ? `user:${request.currentUser.id}` : `ip:${normalizeIP(request.ip)}`;
  return `${request.method} ${request.routeOptions.url ?? request.url} ${who}`;
}
