import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { dueHandlers, escalation } from './escalation';
import { databaseTimers } from './timers';

/**
 * `app.escalation` for the modules that receive items, and the durable timers that remind and
 * escalate them (decision 083): taken from the database once the app is ready, stopped (the runs
 * under way finished) when it closes.
 */
export function registerEscalation(app: FastifyInstance, database: DatabaseHandle): void {
  const timers = databaseTimers(database, app.log.child({ module: 'timers' }));
  const work = escalation(app, timers);
  for (const [name, handler] of Object.entries(dueHandlers(work))) timers.onDue(name, handler);
  app.decorate('escalation', work);
  app.addHook('onReady', () => timers.start());
  app.addHook('onClose', () => timers.stop());
}
