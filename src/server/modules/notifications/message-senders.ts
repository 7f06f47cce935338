import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { OutboundMessageRow } from '../../db/schema';
import type { Msg91Config } from './notification-config';

/**
 * What a sender is handed: a queued row as the worker claimed it, and for a message whose secret is
 * made at send time (send-time-secrets.ts) the body with that secret in it, which only the way out
 * may see; or a code sent at once, which no row holds (decision 080).
 */
export type OutgoingMessage = Pick<
  OutboundMessageRow,
  'id' | 'event' | 'channel' | 'recipient' | 'language' | 'subject' | 'body' | 'variables'
> & {
  secretBody?: string;
};

/** One way out for one channel: resolves once the message is handed over, throws to be retried. */
export interface MessageSender {
  /** What the row's `sent_by` records. */
  readonly name: 'smtp' | 'msg91' | 'log';
  send(message: OutgoingMessage): Promise<void>;
}

export interface MessageSenders {
  email: MessageSender;
  sms: MessageSender;
}

/** Each step of an SMTP exchange or a gateway call gives up after this long; the message lease is longer. */
export const SEND_TIMEOUT_MS = 20_000;

/**
 * Writes what would have been sent: the default for both channels, so `npm start` needs nothing
 * more. A secret made at send time (a reset link) is never written: the body as queued, with its
 * placeholder, and a word on how to have it sent.
 */
export function logSender(log: FastifyBaseLogger): MessageSender {
  return {
    name: 'log',
    send: async (message) => {
      const way = message.channel === 'email' ? 'SMTP_URL' : 'SMS gateway';
      log.info(
        { message: { id: message.id, channel: message.channel, to: message.recipient, subject: message.subject, body: message.body } },
        message.secretBody === undefined
          ? `Message (not sent: no ${way} configured)`
          : `Message (not sent: no ${way} configured; its link is not logged: configure ${way} to send it)`,
      );
    },
  };
}

/** Email over SMTP (SMTP_URL, MAIL_FROM). The row's id is the Message-ID, so a receiver can drop a repeat. */
export function smtpSender(smtpUrl: string, from: string): MessageSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return {
    name: 'smtp',
    send: async (message) => {
      await transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.secretBody ?? message.body,
        messageId: `<${message.id}@portal.invalid>`,
        headers: { 'Content-Language': message.language },
      });
    },
  };
}

/**
 * SMS through MSG91's flow API (POST /api/v5/flow): the template id registered for this event and
 * language, and the variables as var1, var2… of the one recipient. MSG91 answers
 * `{ "type": "success", "message": <request id> }`, or `"type": "error"` with the reason.
 */
export function msg91Sender(config: Msg91Config): MessageSender {
  return {
    name: 'msg91',
    send: async (message) => {
      const templateId = config.templateIds[`${message.event}.${message.language}`];
      if (!templateId) throw new Error(`No MSG91 template id for ${message.event}.${message.language}`);
      const variables = Object.fromEntries(message.variables.map((variable, index) => [`var${index + 1}`, variable]));
      const response = await fetch(`${config.apiBase}/api/v5/flow`, {
        method: 'POST',
        headers: { authkey: config.authKey, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          template_id: templateId,
          sender: config.sender,
          short_url: '0',
          recipients: [{ mobiles: indianMobile(message.recipient), ...variables }],
        }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const answer = (await response.json().catch(() => null)) as { type?: string; message?: string } | null;
      if (!response.ok || answer?.type !== 'success') {
        throw new Error(`MSG91 answered ${response.status}: ${answer?.message ?? 'no JSON answer'}`);
      }
    },
  };
}

/** MSG91 wants the country code and no plus: 98xxxxxxxx → 9198xxxxxxxx. */
function indianMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}
