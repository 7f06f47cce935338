import { eq } from 'drizzle-orm';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages';
import type { Executor } from '../../db/database';
import { outboundMessages, users } from '../../db/schema';
import type { LinkTokens } from './link-tokens';
import { ACCOUNT_EVENTS } from './message-events';
import type { MessageEvent } from './message-events';
import { fillSms, smsVariable } from './message-template';
import type { MessageTemplate, MessageTextsByLanguage } from './message-template';
import { messageTextsEn } from './message-texts.en';
import { messageTextsTa } from './message-texts.ta';

const messageTexts: MessageTextsByLanguage = { en: messageTextsEn, ta: messageTextsTa };

/** What buildApp decorates the app with: `app.messages.queue(tx, event)`. */
export interface MessageQueue {
  /**
   * Records the event's messages in `tx`, the transaction of the change that causes them, so both
   * commit or neither does; the message worker sends them after the commit (decision 051).
   */
  queue(tx: Executor, event: MessageEvent): Promise<void>;
  /** How an event's one-time links are minted when its message is sent (link-tokens.ts). */
  mintLinksWith: LinkTokens['mintWith'];
}

/** `portal`: PUBLIC_URL, the address every link in a message starts with; `links`: what the worker fills them with. */
export function messageQueue(portal: string, links: LinkTokens): MessageQueue {
  return { queue: (tx, event) => queueMessages(tx, event, portal), mintLinksWith: links.mintWith };
}

/**
 * Email to the owner's address when the account wants email; SMS to the request's mobile number
 * (else the account's) unless the account turned SMS off. In the account's language, the portal's
 * default without an account. An account event (a reset link) goes by email whatever the choices.
 */
async function queueMessages(tx: Executor, event: MessageEvent, portal: string): Promise<void> {
  const account = event.to.ownerId ? await contactOf(tx, event.to.ownerId) : null;
  const language = account?.language ?? DEFAULT_LANGUAGE;
  // Each event's template takes that event's values: the union is matched by its type.
  const template = messageTexts[language][event.type] as MessageTemplate<typeof event.values>;
  const forAccount = ACCOUNT_EVENTS.includes(event.type);
  const common = { event: event.type, language, recordType: event.record.type, recordId: event.record.id };
  const rows: (typeof outboundMessages.$inferInsert)[] = [];
  if (account && (account.notifyByEmail || forAccount)) {
    const link = (path: string) => `${portal}${path}`;
    rows.push({ ...common, channel: 'email', recipient: (forAccount && event.to.email) || account.email, subject: template.subject(event.values), body: template.email(event.values, link) });
  }
  const mobile = event.to.mobile ?? account?.mobile ?? null;
  if (template.sms && mobile && !forAccount && (account?.notifySms ?? true)) {
    const variables = template.sms.variables(event.values).map(smsVariable);
    rows.push({ ...common, channel: 'sms', recipient: mobile, body: fillSms(template.sms.text(portal), variables), variables });
  }
  if (rows.length > 0) await tx.insert(outboundMessages).values(rows);
}

async function contactOf(tx: Executor, userId: string) {
  const [row] = await tx
    .select({ email: users.email, language: users.language, mobile: users.mobile, notifyByEmail: users.notifyByEmail, notifySms: users.notifyBySms })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
