import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { errorMessages } from './error-handler';
import { HttpError } from './http-error';

/**
 * Rate limiting is opt-in per route (`config: { rateLimit: … }`), not global: only endpoints
 * that guess at secrets (passwords, setup keys) or create accounts need it. Counters live in
 * this process's memory; behind a load balancer each instance counts on its own.
 */
export function registerRateLimit(app: FastifyInstance): void {
  app.register(rateLimit, {
    global: false,
    // Thrown, so the central error handler answers it like any other error.
    errorResponseBuilder: () => new HttpError(429, 'rate_limited', errorMessages.tooManyAttempts),
  });
}

/** Route config: at most `max` requests per client IP per minute. */
export function perMinuteLimit(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}
