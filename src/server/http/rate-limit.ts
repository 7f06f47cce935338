import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { DatabaseHandle } from '../db/database';
import { isAnsweredReplay } from '../modules/idempotency/idempotency-key';
import { tooManyRequests } from './http-error';
import { sharedRateLimitStore } from './rate-limit-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** At most this many requests per minute per account or client IP (`perMinuteLimit`). */
    limitPerMinute?: number;
  }
}

const WINDOW_MS = 60_000;

/**
 * Rate limiting is opt-in per route (`config: { ...perMinuteLimit(n) }`), not global: only
 * endpoints that guess at secrets (passwords, setup keys, complaint IDs) or create things need it
 * (decision 037):
 *
 * - a signed-in person is counted per account: on the routes whose guard identifies the caller
 *   (`signed-in`, `public-identified`, `admin`), the account the guard loaded, which runs first.
 *   Everyone else, and every `public` route (a sign-in, a lookup: accounts are free to make, so
 *   they must not multiply a guesser's budget), per IP address (IPv6 per /64, one subscriber);
 * - a request past the budget that repeats an Idempotency-Key whose answer is stored is let
 *   through: it creates nothing, and is answered from that record. Asked only past the budget, so
 *   a write within it costs no extra read;
 * - on PostgreSQL the counts are in the database, shared by every server instance; on PGlite
 *   (one server per DATA_DIR) in this process's memory. @fastify/rate-limit keeps them.
 */
export function registerRateLimit(app: FastifyInstance, database: DatabaseHandle): void {
  app.register(rateLimit, {
    global: false,
    keyGenerator: limitKeyOf,
    ...(database.kind === 'postgres' ? { store: sharedRateLimitStore(database.db) } : {}),
  });
  // After the access guards' own onRoute hook (registered first), so the guard runs first.
  app.addHook('onRoute', (route) => {
    const max = route.config?.limitPerMinute;
    if (max === undefined) return;
    const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [...existing, limiter(app, max)];
  });
}

/** Route config: at most `max` requests per minute per account (signed in) or per client IP. */
export function perMinuteLimit(max: number) {
  return { limitPerMinute: max };
}

/**
 * A hook that counts requests by what `keyOf` names rather than by who sends them: a service's API
 * key (Open311, decision 086), read from a body, so the hook runs once the body is parsed
 * (preHandler). `keyOf` names the route too, as the keys of `perMinuteLimit` do.
 */
export function limitPerMinuteBy(app: FastifyInstance, max: number, keyOf: (request: FastifyRequest) => string) {
  return limiter(app, max, keyOf);
}

function limiter(app: FastifyInstance, max: number, keyOf?: (request: FastifyRequest) => string): onRequestHookHandler {
  // Made at the first request: the plugin's decorator exists once it has loaded.
  let count: ReturnType<FastifyInstance['createRateLimit']> | null = null;
  return async function limit(request: FastifyRequest, reply: FastifyReply) {
    count ??= app.createRateLimit({ max, timeWindow: WINDOW_MS, ...(keyOf ? { keyGenerator: keyOf } : {}) });
    const hit = await count(request);
    if (hit.isAllowed || !hit.isExceeded || (await isAnsweredReplay(request))) return;
    void reply.header('retry-after', String(hit.ttlInSeconds));
    throw tooManyRequests('rate_limited');
  };
}

/** The route and who is counted: `POST /api/grievances user:<id>` or `… ip:<address>`. */
function limitKeyOf(request: FastifyRequest): string {
  const who = request.currentUser ? `user:${request.currentUser.id}` : `ip:${normalizeIP(request.ip)}`;
  return `${request.method} ${request.routeOptions.url ?? request.url} ${who}`;
}
