import type { Database } from '../../db/database';
import type { OutboundMessageRow } from '../../db/schema';
import type { MessageEventType } from './message-events';

/**
 * Where a message's one-time link carries its token. The stored row (outbound_messages, the clerk's
 * view, a resend) holds this placeholder; the token is minted when the message is sent and exists
 * only in what goes to the recipient, its digest in the table of the link's owner.
 */
export const LINK_TOKEN = '{{link-token}}';

/**
 * Mints the token of one message's link (and stores its digest); null when the link is no longer
 * wanted (what it acts on was decided meanwhile): the message is then not sent.
 */
export type LinkMinter = (db: Database, message: OutboundMessageRow) => Promise<string | null>;

export interface LinkTokens {
  /** The module that owns an event's links says how to mint them, once, when it registers. */
  mintWith(event: MessageEventType, minter: LinkMinter): void;
  /** The message as it is sent: its placeholder replaced by a new token; null when it is not to be sent. */
  fill(db: Database, message: OutboundMessageRow): Promise<OutboundMessageRow | null>;
}

export function linkTokens(): LinkTokens {
  const minters = new Map<string, LinkMinter>();
  return {
    mintWith(event, minter) {
      if (minters.has(event)) throw new Error(`Links of ${event} are minted already`);
      minters.set(event, minter);
    },
    async fill(db, message) {
      const minter = minters.get(message.event);
      if (!minter || !message.body.includes(LINK_TOKEN)) return message;
      const token = await minter(db, message);
      return token === null ? null : { ...message, body: message.body.replaceAll(LINK_TOKEN, token) };
    },
  };
}
