import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OtpRequested } from '../../../shared/api/auth-types';
import { normalizeIndianMobile, OTP_LIFETIME_SECONDS, OTP_RESEND_AFTER_SECONDS } from '../../../shared/domain/users/mobile-sign-in';
import type { OtpPurpose } from '../../db/schema';
import { answerLanguage } from '../../http/answer-language';
import { badRequest, tooManyRequests } from '../../http/http-error';
import { fillSms } from '../notifications/message-template';
import { codeSmsTexts } from '../notifications/message-texts';
import { recordAuthEvent } from './auth-events';
import { issueCode } from './one-time-codes';
import type { Checked, CodeDigest } from './one-time-codes';

/** The answer to every request for a code, whoever has the number: it tells nothing about it. */
const REQUESTED: OtpRequested = { sent: true, expiresInSeconds: OTP_LIFETIME_SECONDS, resendAfterSeconds: OTP_RESEND_AFTER_SECONDS };

export const otpRequestedJsonSchema = {
  type: 'object',
  required: ['sent', 'expiresInSeconds', 'resendAfterSeconds'],
  additionalProperties: false,
  properties: {
    sent: { type: 'boolean', const: true },
    expiresInSeconds: { type: 'integer', description: 'How long the code works' },
    resendAfterSeconds: { type: 'integer', description: 'How soon another code may be asked for' },
  },
} as const;

/** The ten digits of a number the schema let through. */
export function tenDigits(typed: string): string {
  const mobile = normalizeIndianMobile(typed);
  if (mobile === null) throw new Error('A mobile number the schema let through does not normalise');
  return mobile;
}

/**
 * A request for a code (decision 080): a new code for the number, sent by SMS unless `send` is
 * false (a new password for a number no account has: the code is made and counted all the same,
 * so the answers and the limit are those of any number). 429 `otp.too_many_codes` with
 * Retry-After once the number had its codes for the window.
 */
export async function requestCode(
  request: FastifyRequest,
  reply: FastifyReply,
  digest: CodeDigest,
  wanted: { purpose: OtpPurpose; mobile: string; userId: string | null; send: boolean },
): Promise<OtpRequested> {
  const { purpose, mobile, userId } = wanted;
  const issued = await issueCode(request.server.db, digest, { purpose, mobile, userId });
  if (issued.kind === 'limited') {
    await recordAuthEvent(request, 'otp_limited', userId);
    void reply.header('retry-after', String(issued.retryAfterSeconds));
    throw tooManyRequests('otp.too_many_codes', { values: { minutes: Math.ceil(issued.retryAfterSeconds / 60) } });
  }
  if (issued.kind === 'issued') {
    await recordAuthEvent(request, 'otp_requested', userId);
    if (wanted.send) sendCode(request, purpose, mobile, issued.code, userId);
  }
  void reply.code(202);
  return REQUESTED;
}

/**
 * The code's SMS, in the request's language, its last line `@{host} #{code}` for WebOTP. Handed to
 * the sender now; the answer does not wait for the gateway, so its time says nothing about the
 * number. A refusal is logged by the sender and recorded here.
 */
function sendCode(request: FastifyRequest, purpose: OtpPurpose, mobile: string, code: string, userId: string | null): void {
  const { config, messages } = request.server;
  const language = answerLanguage(request);
  const event = `otp.${purpose}` as const;
  const variables = [code];
  const body = fillSms(codeSmsTexts[language][event](new URL(config.publicUrl).hostname), variables);
  void messages.textNow({ event, recipient: mobile, language, body, variables }).then(async (sent) => {
    if (!sent) await recordAuthEvent(request, 'otp_send_failed', userId);
  });
}

/** The answer to a code that was not right, recorded as a failure. */
export async function refuseCode(request: FastifyRequest, checked: Checked, userId: string | null): Promise<never> {
  await recordAuthEvent(request, 'otp_failed', userId);
  switch (checked.kind) {
    // The answer's own words say what is wrong with the code; a field message would only repeat them, vaguer.
    case 'expired':
      throw badRequest('otp.expired');
    case 'wrong':
      throw badRequest('otp.wrong_code', { values: { triesLeft: checked.triesLeft } });
    case 'used_up':
      throw tooManyRequests('otp.used_up');
  }
}
