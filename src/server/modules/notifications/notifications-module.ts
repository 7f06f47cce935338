import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import type { CodeSms } from './message-events';
import { logSender, msg91Sender, smtpSender } from './message-senders';
import type { MessageSender } from './message-senders';
import { messageWorker } from './message-worker';
import { messageQueue } from './queue-messages';
import { SendTimeSecrets } from './send-time-secrets';

/**
 * `app.messages` for every module, and the worker that sends what they queue: started when the
 * app is ready, stopped (its sends under way finished) when it closes. Each channel goes to its
 * configured service, or to the log when none is configured. A one-time code's SMS goes to the
 * same SMS sender at once (decision 080); the app's close waits for those under way too.
 */
export function registerMessages(app: FastifyInstance, database: DatabaseHandle): void {
  const { config } = app;
  const secrets = new SendTimeSecrets();
  const log = app.log.child({ module: 'messages' });
  const senders = {
    email: config.smtpUrl ? smtpSender(config.smtpUrl, config.mailFrom) : logSender(log),
    sms: config.msg91 ? msg91Sender(config.msg91) : logSender(log),
  };
  const codes = codeSender(senders.sms, log);
  app.decorate('messages', messageQueue(config.publicUrl, secrets, codes.textNow));
  // PGlite is one server per DATA_DIR (its lock): a lease left at start is a dead process's.
  const worker = messageWorker(database.db, senders, log, { soleServer: database.kind === 'pglite', secrets });
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    await worker.stop();
    await codes.settled();
  });
}

/** Code SMS handed to `sender` as they come, and the ones under way, for a close to wait for. */
function codeSender(sender: MessageSender, log: FastifyBaseLogger) {
  const underWay = new Set<Promise<boolean>>();
  return {
    textNow(sms: CodeSms): Promise<boolean> {
      const sending = sender.send({ ...sms, id: randomUUID(), channel: 'sms', subject: null }).then(
        () => true,
        (err: unknown) => {
          // The reason only: the body holds the code.
          log.warn({ event: sms.event, reason: err instanceof Error ? err.message : String(err) }, 'A code SMS was not sent');
          return false;
        },
      );
      underWay.add(sending);
      void sending.finally(() => underWay.delete(sending));
      return sending;
    },
    settled: () => Promise.all(underWay),
  };
}
