import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { insertWithFreshCode } from '../../db/fresh-code';
import { outboundMessages, smsNumbers } from '../../db/schema';
import type { MessageChannel, MessageRecordType } from '../../db/schema';
import { ACKNOWLEDGEMENT_EVENTS } from './message-events';
import type { MessageEventType } from './message-events';

/** The first key of this module's advisory locks, one per recipient (the second key is the recipient's hash). */
const RECIPIENT_LOCK_SPACE = 61;

/**
 * Whether a message may be queued to a number or address that is not the account's own (decision
 * 061): an acknowledgement when none went to it in the last day, anything else only about a
 * request it was acknowledged. The outbound messages are the record; the recipient's lock, held
 * to the end of `tx`, makes two servers queueing to one number at once take turns, so both
 * count what the other queued.
 */
export async function mayMessageStranger(
  tx: Executor,
  message: { channel: MessageChannel; recipient: string; event: MessageEventType; record: { type: MessageRecordType; id: string } },
): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${RECIPIENT_LOCK_SPACE}, hashtext(${`${message.channel} ${message.recipient}`}))`);
  const toRecipient = and(
    eq(outboundMessages.recipient, message.recipient),
    eq(outboundMessages.channel, message.channel),
    inArray(outboundMessages.event, ACKNOWLEDGEMENT_EVENTS),
  );
  const acknowledged = ACKNOWLEDGEMENT_EVENTS.includes(message.event)
    ? and(toRecipient, gt(outboundMessages.createdAt, sql`now() - interval '1 day'`))
    : and(toRecipient, eq(outboundMessages.recordType, message.record.type), eq(outboundMessages.recordId, message.record.id));
  const [seen] = await tx.select({ id: outboundMessages.id }).from(outboundMessages).where(acknowledged).limit(1);
  return ACKNOWLEDGEMENT_EVENTS.includes(message.event) ? seen === undefined : seen !== undefined;
}

/** The number's stop code (made the first time it is texted), or null when its owner stopped SMS. */
export async function smsStopCodeOf(tx: Executor, mobile: string): Promise<string | null> {
  const [known] = await tx
    .select({ code: smsNumbers.code, stoppedAt: smsNumbers.stoppedAt })
    .from(smsNumbers)
    .where(eq(smsNumbers.mobile, mobile));
  if (known) return known.stoppedAt === null ? known.code : null;
  const made = await insertWithFreshCode(
    () => randomBytes(6).toString('base64url'),
    async (code) => {
      const [inserted] = await tx
        .insert(smsNumbers)
        .values({ mobile, code })
        .onConflictDoNothing()
        .returning({ code: smsNumbers.code, stoppedAt: smsNumbers.stoppedAt });
      if (inserted) return inserted;
      // Another request texted the number first (its row stands), or the code was taken (try the next).
      const [first] = await tx
        .select({ code: smsNumbers.code, stoppedAt: smsNumbers.stoppedAt })
        .from(smsNumbers)
        .where(eq(smsNumbers.mobile, mobile));
      return first ?? null;
    },
  );
  return made.stoppedAt === null ? made.code : null;
}
