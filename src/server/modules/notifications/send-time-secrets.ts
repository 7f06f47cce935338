import type { Language } from '../../../shared/i18n/languages';
import type { Transaction } from '../../db/database';
import type { OutboundMessageRow } from '../../db/schema';
import type { MessageEventType } from './message-events';
import en from './message-texts.en';
import ta from './message-texts.ta';

/**
 * What a queued message holds where a secret made at send time goes (a reset link): the words a
 * clerk reads on the messages page and the log shows. The worker puts the secret in its place in
 * what it hands to the sender only; no row and no log line ever holds the secret itself.
 */
export const sendTimeSecretPlaceholder: Record<Language, string> = { en: en.sendTimeSecret, ta: ta.sendTimeSecret };

/**
 * Makes the secret of one try at sending `message` in `tx` (a retry makes a fresh one) and answers
 * the text that replaces the placeholder, e.g. a link holding a token whose digest it stored; or
 * null when the link is no longer wanted (what it acts on was decided meanwhile): the message is
 * then not sent.
 */
export type SendTimeSecret = (tx: Transaction, message: OutboundMessageRow) => Promise<string | null>;

/** The events whose messages carry a secret made at send time, each with what makes it. */
export class SendTimeSecrets {
  readonly #byEvent = new Map<string, SendTimeSecret>();

  /** Called once by the module that owns the event, as the app is built. */
  register(event: MessageEventType, secret: SendTimeSecret): void {
    if (this.#byEvent.has(event)) throw new Error(`A send-time secret for ${event} is already registered`);
    this.#byEvent.set(event, secret);
  }

  of(event: string): SendTimeSecret | undefined {
    return this.#byEvent.get(event);
  }
}
