import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api/paths';
import { serviceUnavailable } from '../../http/http-error';

/** A database that answered this recently is taken as still answering. */
export const HEALTH_CHECK_FRESH_MS = 1_000;

/**
 * For load balancers, monitoring and the app's outbox (which asks before sending): healthy means
 * the database answered a query within the last second. Probes come often and from everywhere,
 * so they share one query a second rather than each queueing for a connection, and they are not
 * logged one by one (a failure is).
 */
export async function healthRoutes(app: FastifyInstance) {
  let answeredAt = Number.NEGATIVE_INFINITY;
  let asking: Promise<void> | null = null;
  const askDatabase = () => {
    asking ??= app.db
      .execute(sql`select 1`)
      .then(() => {
        answeredAt = Date.now();
      })
      .finally(() => {
        asking = null;
      });
    return asking;
  };

  // The route logs at warn. Left unset where the app already does: a route level, even the app's
  // own, makes pino rebuild every log method of each request's child logger.
  const logLevel = app.log.level === 'warn' ? {} : { logLevel: 'warn' as const };
  const schema = {
    response: { 200: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ok'] } } } },
  } as const;
  app.get(apiPaths.health, { ...logLevel, config: { access: 'public' }, schema }, async (request) => {
    if (Date.now() - answeredAt >= HEALTH_CHECK_FRESH_MS) {
      try {
        await askDatabase();
      } catch (err) {
        request.log.warn({ err }, 'Health check: the database is not reachable');
        throw serviceUnavailable('health.database_unreachable');
      }
    }
    return { status: 'ok' as const };
  });
}
