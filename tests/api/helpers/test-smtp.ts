import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  messageId: string;
  language: string;
}

/**
 * A real SMTP server for a test (the smtp-server package): every message the portal hands over,
 * parsed.
 */
export interface TestSmtp {
  url: string;
  /** While true, a new connection gets no greeting: the sender waits, mid-send, until it gives up or dies. */
  holding: boolean;
  /** While above 0, the next message is refused with a temporary failure (451), and this counts down. */
  refuseNext: number;
  /** Connections opened so far. */
  connections: number;
  received: ReceivedMail[];
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const state = { holding: false, connections: 0, refuseNext: 0 };
  const server = new SMTPServer({
    onConnect(_session, callback) {
      state.connections += 1;
      if (!state.holding) callback();
    },
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (state.refuseNext <= 0) return callback();
      state.refuseNext -= 1;
      callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            messageId: mail.messageId ?? '',
            language: String(mail.headers.get('content-language') ?? ''),
          });
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: actual } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    get holding() {
      return state.holding;
    },
    set holding(value: boolean) {
      state.holding = value;
    },
    get refuseNext() {
      return state.refuseNext;
    },
    set refuseNext(value: number) {
      state.refuseNext = value;
    },
    get connections() {
      return state.connections;
    },
    received,
    async waitFor(count, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > until)
          throw new Error(
            `Expected ${count} messages, received ${received.length}: ${JSON.stringify(received.map((mail) => mail.subject))}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
