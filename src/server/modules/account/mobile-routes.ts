import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api/paths';
import { mobileConfirmSchema, otpRequestSchema } from '../../../shared/domain/users/mobile-sign-in-schemas';
import { conflict, fieldError } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { perMinuteLimit } from '../../http/rate-limit';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { recordAuthEvent } from '../auth/auth-events';
import { otpRequestedJsonSchema, refuseCode, requestCode, tenDigits } from '../auth/code-requests';
import { currentUserOf } from '../auth/guards';
import { checkCode, codeDigest, lockNumber } from '../auth/one-time-codes';
import { findUserByVerifiedMobile, setVerifiedMobile } from '../auth/user-repository';
import { profileJsonSchema, profileOf } from './profile';

/**
 * A mobile number added to the citizen's account (decision 080): a code to it (202), then the code
 * (200, the profile), and the number is the account's confirmed one: it signs in, and the
 * account's messages go to it. A number another account has confirmed is 409 `auth.mobile_taken`,
 * asked or confirmed. Limited per account, as the profile's changes are.
 */
export async function mobileRoutes(app: FastifyInstance) {
  const digest = codeDigest(app.config.jwtSecret);
  const limited = perMinuteLimit(app.config.authRateLimitMax);
  const taken = () => conflict('auth.mobile_taken', fieldError('mobile', 'taken'));

  app.post(
    apiPaths.me.mobile,
    {
      config: { access: 'citizen', ...limited },
      schema: { body: bodyJsonSchemaOf(otpRequestSchema), response: { 202: otpRequestedJsonSchema } },
    },
    async (request, reply) => {
      const user = currentUserOf(request);
      const mobile = tenDigits(parseBody(otpRequestSchema, request.body).mobile);
      const holder = await findUserByVerifiedMobile(app.db, mobile);
      if (holder && holder.id !== user.id) throw taken();
      return requestCode(request, reply, digest, { purpose: 'add_mobile', mobile, userId: user.id, send: true });
    },
  );

  app.post(
    apiPaths.me.mobileConfirm,
    {
      config: { access: 'citizen', ...limited },
      schema: { body: bodyJsonSchemaOf(mobileConfirmSchema), response: { 200: profileJsonSchema } },
    },
    async (request) => {
      const user = currentUserOf(request);
      const { code } = parseBody(mobileConfirmSchema, request.body);
      const checked = await checkCode(app.db, digest, { purpose: 'add_mobile', userId: user.id }, code, async (tx, sent) => {
        // Under the number's lock: a sign-in that makes an account for it at this moment waits, or is waited for.
        await lockNumber(tx, sent.mobile);
        const holder = await findUserByVerifiedMobile(tx, sent.mobile);
        if (holder && holder.id !== user.id) throw taken();
        await setVerifiedMobile(tx, user.id, sent.mobile);
        return profileOf(tx, user.id);
      });
      if (checked.kind !== 'done') return refuseCode(request, checked, user.id);
      await recordAuthEvent(request, 'mobile_verified', user.id);
      return checked.value;
    },
  );
}
