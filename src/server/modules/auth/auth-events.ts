import type { FastifyRequest } from 'fastify';
import { authEvents } from '../../db/schema';
import type { AuthEventKind } from '../../db/schema';

const FAILURES: readonly AuthEventKind[] = [
  'sign_in_failed',
  'sign_in_locked',
  'totp_failed',
  'otp_failed',
  'otp_limited',
  'otp_send_failed',
];

/**
 * Records one authentication event twice: a structured log line (`authEvent`, `userId`, `ip`)
 * for whoever reads the logs, and a row in auth_events for the portal's own history. Neither
 * ever holds a password, a token, a code or a typed name. A failing insert must not turn a
 * sign-in into a 500: the log line is written first and the failure is logged.
 */
export async function recordAuthEvent(request: FastifyRequest, kind: AuthEventKind, userId: string | null = null): Promise<void> {
  const failure = FAILURES.includes(kind);
  request.log[failure ? 'warn' : 'info']({ authEvent: kind, userId, ip: request.ip }, `Authentication event: ${kind}`);
  try {
    await request.server.db.insert(authEvents).values({ kind, userId, ip: request.ip });
  } catch (err) {
    request.log.error({ err, authEvent: kind, userId }, 'Could not record an authentication event');
  }
}
