import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api/paths';
import { serviceUnavailable } from '../../http/http-error';

/** For load balancers and monitoring: healthy means the database answers a query. */
export async function healthRoutes(app: FastifyInstance) {
  app.get(apiPaths.health, { config: { access: 'public' } }, async (request) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (err) {
      request.log.warn({ err }, 'Health check: the database is not reachable');
      throw serviceUnavailable('The database is not reachable');
    }
    return { status: 'ok' as const };
  });
}
