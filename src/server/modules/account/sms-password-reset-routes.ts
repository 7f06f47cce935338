import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authPaths } from '../../../shared/api/shell-paths';
import { otpRequestSchema, smsPasswordResetSchema } from '../../../shared/domain/users/mobile-sign-in-schemas';
import { passwordResetTokens } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { perMinuteLimit } from '../../http/rate-limit';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { recordAuthEvent } from '../auth/auth-events';
import { otpRequestedJsonSchema, refuseCode, requestCode, tenDigits } from '../auth/code-requests';
import { checkCode, codeDigest } from '../auth/one-time-codes';
import { hashPassword } from '../auth/password-hashing';
import { assertPasswordAllowed } from '../auth/password-policy';
import { changePassword, findUserByVerifiedMobile } from '../auth/user-repository';

const doneJsonSchema = {
  type: 'object',
  required: ['passwordChanged'],
  additionalProperties: false,
  properties: { passwordChanged: { type: 'boolean', const: true } },
} as const;

/**
 * A forgotten password by SMS (decision 080), for any citizen's account with a confirmed number,
 * with or without an email: a code to the number (202 whether or not an account has it), then the
 * code and the new password (registration's rules), which ends every session of the account and
 * every reset link it had. An account made with a mobile number sets its first password this way.
 */
export async function smsPasswordResetRoutes(app: FastifyInstance) {
  const digest = codeDigest(app.config.jwtSecret);
  const limited = perMinuteLimit(app.config.authRateLimitMax);

  app.post(
    authPaths.passwordResetSms,
    {
      config: { access: 'public', ...limited },
      schema: { body: bodyJsonSchemaOf(otpRequestSchema), response: { 202: otpRequestedJsonSchema } },
    },
    async (request, reply) => {
      const mobile = tenDigits(parseBody(otpRequestSchema, request.body).mobile);
      const account = await findUserByVerifiedMobile(app.db, mobile);
      const citizen = account?.role === 'user' ? account : null;
      return requestCode(request, reply, digest, {
        purpose: 'password_reset',
        mobile,
        userId: citizen?.id ?? null,
        send: citizen !== null,
      });
    },
  );

  app.post(
    authPaths.passwordResetSmsConfirm,
    {
      config: { access: 'public', ...limited },
      schema: { body: bodyJsonSchemaOf(smsPasswordResetSchema), response: { 200: doneJsonSchema } },
    },
    async (request) => {
      const input = parseBody(smsPasswordResetSchema, request.body);
      const mobile = tenDigits(input.mobile);
      assertPasswordAllowed(input.password);
      const passwordHash = await hashPassword(input.password, app.config.scryptLogN);
      const checked = await checkCode(app.db, digest, { purpose: 'password_reset', mobile }, input.code, async (tx, sent) => {
        // A code made for a number no account had confirmed resets nothing.
        if (sent.userId === null) return null;
        // Every session of the account ends (users.tokens_valid_after), and its reset links stop working.
        await changePassword(tx, sent.userId, passwordHash, new Date());
        await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, sent.userId));
        return sent.userId;
      });
      if (checked.kind !== 'done') return refuseCode(request, checked, null);
      if (checked.value === null) throw badRequest('otp.expired');
      await recordAuthEvent(request, 'password_changed', checked.value);
      return { passwordChanged: true as const };
    },
  );
}
