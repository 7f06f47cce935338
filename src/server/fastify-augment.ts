import type { Config } from './config';
import type { Database } from './db/database';
import type { AccountUser } from './modules/auth/public-user';

/**
 * What buildApp adds to Fastify's types: the database and configuration every module reads,
 * and the signed-in user that requireUser / requireAdmin put on the request.
 */
declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
  }
  interface FastifyRequest {
    /** Set by requireUser / requireAdmin, loaded from the database; null on open routes. */
    currentUser: AccountUser | null;
  }
}
