import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { linkTokens } from './link-tokens';
import { logSender, msg91Sender, smtpSender } from './message-senders';
import { messageWorker } from './message-worker';
import { messageQueue } from './queue-messages';

/**
 * `app.messages` for every module, and the worker that sends what they queue: started when the
 * app is ready, stopped (its sends under way finished) when it closes. Each channel goes to its
 * configured service, or to the log when none is configured.
 */
export function registerMessages(app: FastifyInstance, database: DatabaseHandle): void {
  const { config } = app;
  const links = linkTokens();
  app.decorate('messages', messageQueue(config.publicUrl, links));
  const log = app.log.child({ module: 'messages' });
  const senders = {
    email: config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom) : logSender(log),
    sms: config.msg91 ? msg91Sender(config.msg91) : logSender(log),
  };
  // PGlite is one server per DATA_DIR (its lock): a lease left at start is a dead process's.
  const worker = messageWorker(database.db, senders, log, { soleServer: database.kind === 'pglite', links });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', () => worker.stop());
}
