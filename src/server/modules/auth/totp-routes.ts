import type { FastifyInstance } from 'fastify';
import type { TotpEnrolment, TotpStatus } from '../../../shared/api/auth-types';
import { adminApiPaths } from '../../../shared/api/admin-paths';
import { municipality } from '../../../shared/domain/municipality';
import { totpConfirmSchema, totpResetSchema } from '../../../shared/domain/users/user-schemas';
import { badRequest, conflict, fieldError, notFound } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { noContent } from '../../http/schemas/answers';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { perMinuteLimit } from '../../http/rate-limit';
import { recordAuthEvent } from './auth-events';
import { currentUserOf } from './guards';
import { secretBox } from './secret-box';
import { matchTotp, newTotpSecret, otpauthUri, toBase32 } from './totp';
import { enableTotp, findStaffByUsername, findFullUserById, resetTotp, setPendingTotpSecret } from './user-repository';

const totpStatusJsonSchema = { type: 'object', required: ['enabled'], properties: { enabled: { type: 'boolean' } } } as const;

const totpEnrolmentJsonSchema = {
  type: 'object',
  required: ['secret', 'otpauthUri'],
  properties: {
    secret: { type: 'string', description: 'Base32, to type into an authenticator app' },
    otpauthUri: { type: 'string', description: 'The otpauth:// URI a QR code carries' },
  },
} as const;

/**
 * Two-factor sign-in for staff: see whether it is on, enrol (a secret shown once, then confirmed
 * with a code), each for their own account; and an administrator resets another's, an officer's too (recovery; the CLI
 * `npm run admin:reset-2fa` does the same when no other admin can). The secret is stored
 * encrypted and never sent again after enrolment.
 */
export async function totpRoutes(app: FastifyInstance) {
  const box = secretBox(app.config.jwtSecret);
  const limited = perMinuteLimit(app.config.authRateLimitMax);

  app.get(
    adminApiPaths.auth.totp,
    { config: { access: 'staff' }, schema: { response: { 200: totpStatusJsonSchema } } },
    async (request): Promise<TotpStatus> => {
      const user = await findFullUserById(app.db, currentUserOf(request).id);
      return { enabled: user?.totpSecret != null };
    },
  );

  app.post(
    adminApiPaths.auth.totpEnrol,
    { config: { access: 'staff', ...limited }, schema: { response: { 200: totpEnrolmentJsonSchema } } },
    async (request): Promise<TotpEnrolment> => {
      const admin = currentUserOf(request);
      const user = await findFullUserById(app.db, admin.id);
      if (user?.totpSecret != null) throw conflict('auth.totp_already_on');
      // A new secret each time: starting again replaces one that was shown but never confirmed.
      const secret = newTotpSecret();
      await setPendingTotpSecret(app.db, admin.id, box.seal(secret));
      await recordAuthEvent(request, 'totp_enrol_started', admin.id);
      return { secret: toBase32(secret), otpauthUri: otpauthUri(municipality.portalName, admin.username, secret) };
    },
  );

  const confirm = { body: bodyJsonSchemaOf(totpConfirmSchema), response: { 200: totpStatusJsonSchema } };
  app.post(
    adminApiPaths.auth.totpConfirm,
    { config: { access: 'staff', ...limited }, schema: confirm },
    async (request): Promise<TotpStatus> => {
      const admin = currentUserOf(request);
      const input = parseBody(totpConfirmSchema, request.body);
      const user = await findFullUserById(app.db, admin.id);
      if (user?.totpSecret != null) throw conflict('auth.totp_already_on');
      const secret = user?.totpPendingSecret ? box.open(user.totpPendingSecret) : null;
      if (!user?.totpPendingSecret || !secret) throw conflict('auth.totp_not_started');
      const step = matchTotp(secret, input.code, Date.now(), null);
      if (step === null) {
        await recordAuthEvent(request, 'totp_failed', admin.id);
        throw badRequest('auth.totp_code_wrong', fieldError('code', 'wrong'));
      }
      if (!(await enableTotp(app.db, admin.id, user.totpPendingSecret, step))) throw conflict('auth.totp_already_on');
      await recordAuthEvent(request, 'totp_enrolled', admin.id);
      return { enabled: true };
    },
  );

  /** Recovery by another administrator: the second factor goes, and every session of that account ends. */
  const reset = { body: bodyJsonSchemaOf(totpResetSchema), response: { 204: noContent } };
  app.post(adminApiPaths.auth.totpReset, { config: { access: 'admin', ...limited }, schema: reset }, async (request, reply) => {
    const admin = currentUserOf(request);
    const input = parseBody(totpResetSchema, request.body);
    const target = await findStaffByUsername(app.db, input.username);
    if (!target) throw notFound('auth.totp_reset_unknown');
    if (target.id === admin.id) throw badRequest('auth.totp_reset_self', fieldError('username', 'self'));
    await resetTotp(app.db, target.id, new Date());
    request.log.warn({ userId: target.id, by: admin.id }, 'Two-factor sign-in reset by another administrator');
    await recordAuthEvent(request, 'totp_reset', target.id);
    return reply.code(204).send();
  });
}
