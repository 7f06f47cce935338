import { eq } from 'drizzle-orm';
import { mobileKey } from '../../../shared/domain/sms-stop';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';
import type { Executor } from '../../db/database';
import { outboundMessages, users } from '../../db/schema';
import { ACCOUNT_EVENTS } from './message-events';
import type { CodeSms, MessageEvent, MessageEventType } from './message-events';
import { fillSms, smsVariable } from './message-template';
import type { MessageTemplate } from './message-template';
import { messageTexts, smsStopLines } from './message-texts';
import { mayMessageStranger, smsStopCodeOf } from './recipient-limits';
import type { SendTimeSecret, SendTimeSecrets } from './send-time-secrets';

/** What buildApp decorates the app with: `app.messages.queue(tx, event)`. */
export interface MessageQueue {
  /**
   * Records the event's messages in `tx`, the transaction of the change that causes them, so both
   * commit or neither does; the message worker sends them after the commit (decision 051).
   */
  queue(tx: Executor, event: MessageEvent): Promise<void>;
  /**
   * Declares that the event's messages carry a secret made when each is sent (a reset link): its
   * template writes `sendTimeSecretPlaceholder` where `make`'s answer goes (decision 061).
   */
  secretAtSend(event: MessageEventType, make: SendTimeSecret): void;
  /**
   * Hands a one-time code's SMS to the SMS sender now, past the queue (decision 080): the person is
   * waiting for it, a retry minutes later would only bring a code they no longer want, and no row
   * may hold the code. Resolves false, the failure logged, when the sender refused it.
   */
  textNow(sms: CodeSms): Promise<boolean>;
}

/** `portal`: PUBLIC_URL, the address every link in a message starts with; `textNow`: the SMS sender's way out. */
export function messageQueue(portal: string, secrets: SendTimeSecrets, textNow: (sms: CodeSms) => Promise<boolean>): MessageQueue {
  return { queue: (tx, event) => queueMessages(tx, event, portal), secretAtSend: (event, make) => secrets.register(event, make), textNow };
}

/**
 * Email to the owner's address when the account has one and wants email; SMS to the account's
 * confirmed number, else the request's mobile number, else the account's, unless the account turned SMS off or the number's owner stopped SMS. In the
 * account's language, the portal's default without an account. An account event (a reset link)
 * goes by email whatever the choices. A number that is not the account's own is limited
 * (mayMessageStranger); email goes only to the account's own address.
 */
async function queueMessages(tx: Executor, event: MessageEvent, portal: string): Promise<void> {
  const account = event.to.ownerId ? await contactOf(tx, event.to.ownerId) : null;
  const language = account?.language ?? DEFAULT_LANGUAGE;
  // Each event's template takes that event's values: the union is matched by its type.
  const template = messageTexts[language][event.type] as MessageTemplate<typeof event.values>;
  const forAccount = ACCOUNT_EVENTS.includes(event.type);
  const common = { event: event.type, language, recordType: event.record.type, recordId: event.record.id };
  const rows: (typeof outboundMessages.$inferInsert)[] = [];
  // An account made with a mobile number has no address until one is added.
  const email = (forAccount && event.to.email) || account?.email;
  if (account && email && (account.notifyByEmail || forAccount)) {
    const link = (path: string) => `${portal}${path}`;
    rows.push({
      ...common,
      channel: 'email',
      recipient: email,
      subject: template.subject(event.values),
      body: template.email(event.values, link),
    });
  }
  // A number the account confirmed is its own way in (decision 080): its messages go there, as email goes to its own address.
  const verified = account?.mobileVerifiedAt ? account.mobile : null;
  const given = verified ?? event.to.mobile ?? account?.mobile ?? null;
  const mobile = given === null ? '' : mobileKey(given);
  if (template.sms && mobile !== '' && !forAccount && (account?.notifySms ?? true)) {
    const own = account?.mobile != null && mobileKey(account.mobile) === mobile;
    const allowed = own || (await mayMessageStranger(tx, { channel: 'sms', recipient: mobile, event: event.type, record: event.record }));
    const stopCode = allowed ? await smsStopCodeOf(tx, mobile) : null;
    if (stopCode !== null) {
      const variables = [...template.sms.variables(event.values).map(smsVariable), stopCode];
      const text = `${template.sms.text(portal)} ${smsStopLines[language](portal)}`;
      rows.push({ ...common, channel: 'sms', recipient: mobile, body: fillSms(text, variables), variables });
    }
  }
  if (rows.length > 0) await tx.insert(outboundMessages).values(rows);
}

async function contactOf(tx: Executor, userId: string) {
  const [row] = await tx
    .select({
      email: users.email,
      language: users.language,
      mobile: users.mobile,
      mobileVerifiedAt: users.mobileVerifiedAt,
      notifyByEmail: users.notifyByEmail,
      notifySms: users.notifyBySms,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
