import type { Config } from './config';
import type { Database } from './db/database';
import type { AccountUser } from './modules/auth/public-user';
import type { Escalation } from './modules/escalation/escalation';
import type { MessageQueue } from './modules/notifications/queue-messages';
import type { AccessAudience } from './modules/auth/session-claims';

/**
 * What buildApp adds to Fastify's types: the database and configuration every module reads,
 * and the signed-in user that the guards of config.access put on the request.
 */
declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** Messages to citizens, queued in the transaction of the change that causes them (decision 051). */
    messages: MessageQueue;
    /** Each received item's reminder and escalation, on durable timers (decision 083). */
    escalation: Escalation;
  }
  interface FastifyRequest {
    /** Set by the guards of config.access, loaded from the database; null on open routes. */
    currentUser: AccountUser | null;
    /** The audience of the access token that authenticated the request (decision 014). */
    tokenAudience: AccessAudience | null;
  }
}
