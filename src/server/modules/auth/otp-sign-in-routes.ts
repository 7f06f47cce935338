import type { FastifyInstance } from 'fastify';
import { authPaths } from '../../../shared/api/shell-paths';
import { otpRequestSchema, otpVerifySchema } from '../../../shared/domain/users/mobile-sign-in-schemas';
import { acceptedLanguage } from '../../http/answer-language';
import { forbidden } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { perMinuteLimit } from '../../http/rate-limit';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { accountForMobile } from './accounts';
import { recordAuthEvent } from './auth-events';
import { otpRequestedJsonSchema, refuseCode, requestCode, tenDigits } from './code-requests';
import { checkCode, codeDigest } from './one-time-codes';
import { authResponseJsonSchema } from './public-user';
import { answerSignIn } from './sign-in-answer';

/**
 * Signing in with a mobile number (DESIGN section 11, decision 080): a code by SMS to any Indian
 * mobile number (202, one answer for every number), then the code, answered as a sign-in is. A
 * number no account has confirmed gets a new citizen's account. Limited per client address, like
 * every sign-in, besides the number's own limit of codes.
 */
export async function otpSignInRoutes(app: FastifyInstance) {
  const digest = codeDigest(app.config.jwtSecret);
  const limited = perMinuteLimit(app.config.authRateLimitMax);

  app.post(
    authPaths.otpRequest,
    {
      config: { access: 'public', ...limited },
      schema: { body: bodyJsonSchemaOf(otpRequestSchema), response: { 202: otpRequestedJsonSchema } },
    },
    async (request, reply) => {
      const input = parseBody(otpRequestSchema, request.body);
      return requestCode(request, reply, digest, { purpose: 'sign_in', mobile: tenDigits(input.mobile), userId: null, send: true });
    },
  );

  app.post(
    authPaths.otpVerify,
    {
      config: { access: 'public', ...limited },
      schema: { body: bodyJsonSchemaOf(otpVerifySchema), response: { 200: authResponseJsonSchema } },
    },
    async (request) => {
      const input = parseBody(otpVerifySchema, request.body);
      const mobile = tenDigits(input.mobile);
      const checked = await checkCode(app.db, digest, { purpose: 'sign_in', mobile }, input.code, (tx) =>
        accountForMobile(tx, mobile, acceptedLanguage(request.headers['accept-language'])),
      );
      if (checked.kind !== 'done') return refuseCode(request, checked, null);
      const { user, created } = checked.value;
      // Only a citizen confirms a number (its own account page); a clerk signs in with a password and a second factor.
      if (user.role !== 'user') throw forbidden('auth.citizen_required');
      if (created) await recordAuthEvent(request, 'register_by_mobile', user.id);
      await recordAuthEvent(request, 'otp_sign_in_ok', user.id);
      return answerSignIn(app, { kind: 'session', user, device: null });
    },
  );
}
