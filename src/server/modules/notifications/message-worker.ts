import { and, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { outboundMessages } from '../../db/schema';
import type { OutboundMessageRow } from '../../db/schema';
import type { MessageSenders, OutgoingMessage } from './message-senders';
import { SEND_TIMEOUT_MS } from './message-senders';
import { sendTimeSecretPlaceholder } from './send-time-secrets';
import type { SendTimeSecrets } from './send-time-secrets';

/** Tries per message: the first and five retries, 30 s, 1, 2, 4 and 8 minutes apart (about a quarter of an hour). */
export const MESSAGE_ATTEMPTS_MAX = 6;
export const RETRY_BASE_SECONDS = 30;
/** A claimed message is another's to retry after this long: longer than any one send may take. */
const LEASE_SECONDS = Math.ceil((SEND_TIMEOUT_MS * 4) / 1000);
const BATCH = 10;
/** Why a message whose link is no longer wanted was not sent (what it acts on was decided meanwhile). */
const WITHDRAWN = 'Not sent: its link is no longer wanted';
export const POLL_MS = 1000;

export interface MessageWorker {
  /** Sends what is due now; the number of messages it tried. */
  runOnce(): Promise<number>;
  /** Polls until stop(); stop() waits for the sends under way. */
  start(): void;
  stop(): Promise<void>;
}

/**
 * The server's message worker (decision 051): claims due messages (a lease in `locked_until`,
 * `FOR UPDATE SKIP LOCKED`, so two servers never claim one message), sends each, and marks it
 * sent, or queued again with backoff, or failed after the last try. A message whose event has a
 * send-time secret gets a fresh one at each try (decision 061).
 */
export function messageWorker(
  db: Database,
  senders: MessageSenders,
  log: FastifyBaseLogger,
  options: { soleServer: boolean; secrets: SendTimeSecrets },
): MessageWorker {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = true;

  async function runOnce(): Promise<number> {
    const claimed = await claimDue(db);
    await Promise.all(claimed.map((message) => deliver(db, { senders, secrets: options.secrets }, message, log)));
    return claimed.length;
  }

  function tick() {
    running = runOnce()
      .catch((err: unknown) => {
        log.error({ err }, 'The message worker could not claim messages');
        return 0;
      })
      .then((count) => {
        if (!stopped) timer = setTimeout(tick, count === BATCH ? 0 : POLL_MS);
      });
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      // The only server: whatever it claimed before a crash is free again now, not once its lease ends.
      const released = options.soleServer
        ? db.update(outboundMessages).set({ lockedUntil: null }).where(isNotNull(outboundMessages.lockedUntil))
        : Promise.resolve();
      running = released.then(
        () => {
          if (!stopped) timer = setTimeout(tick, 0);
        },
        (err: unknown) => log.error({ err }, 'The message worker could not start'),
      );
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

async function claimDue(db: Database): Promise<OutboundMessageRow[]> {
  const now = sql`now()`;
  const due = db
    .select({ id: outboundMessages.id })
    .from(outboundMessages)
    .where(
      and(
        eq(outboundMessages.state, 'queued'),
        lte(outboundMessages.nextAttemptAt, now),
        or(isNull(outboundMessages.lockedUntil), lte(outboundMessages.lockedUntil, now)),
      ),
    )
    .orderBy(outboundMessages.nextAttemptAt)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(outboundMessages)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`, attempts: sql`${outboundMessages.attempts} + 1` })
    .where(inArray(outboundMessages.id, due))
    .returning();
}

async function deliver(
  db: Database,
  ways: { senders: MessageSenders; secrets: SendTimeSecrets },
  message: OutboundMessageRow,
  log: FastifyBaseLogger,
): Promise<void> {
  const sender = ways.senders[message.channel];
  const mine = eq(outboundMessages.id, message.id);
  try {
    const outgoing = await withSendTimeSecret(db, ways.secrets, message);
    if (!outgoing) {
      await db.update(outboundMessages).set({ state: 'failed', lockedUntil: null, lastError: WITHDRAWN }).where(mine);
      return;
    }
    await sender.send(outgoing);
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    const last = message.attempts >= MESSAGE_ATTEMPTS_MAX;
    const delaySeconds = RETRY_BASE_SECONDS * 2 ** (message.attempts - 1);
    log.warn(
      { messageId: message.id, attempts: message.attempts, reason },
      last ? 'Message failed: no more tries' : 'Message not sent: will try again',
    );
    await db
      .update(outboundMessages)
      .set({
        state: last ? 'failed' : 'queued',
        lockedUntil: null,
        lastError: reason.slice(0, 500),
        nextAttemptAt: sql`now() + make_interval(secs => ${delaySeconds})`,
      })
      .where(mine);
    return;
  }
  await db
    .update(outboundMessages)
    .set({ state: 'sent', sentAt: sql`now()`, sentBy: sender.name, lockedUntil: null, lastError: null })
    .where(mine);
}

/**
 * The message as the sender gets it: with its send-time secret made now and put in, if its event
 * has one; null when its secret is no longer wanted (what the link acts on was decided meanwhile).
 */
async function withSendTimeSecret(db: Database, secrets: SendTimeSecrets, message: OutboundMessageRow): Promise<OutgoingMessage | null> {
  const make = secrets.of(message.event);
  if (!make) return message;
  const secret = await db.transaction((tx) => make(tx, message));
  if (secret === null) return null;
  return { ...message, secretBody: message.body.replace(sendTimeSecretPlaceholder[message.language], () => secret) };
}
