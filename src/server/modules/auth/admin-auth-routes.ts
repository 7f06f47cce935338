import type { FastifyInstance } from 'fastify';
import type { AdminSetupStatus } from '../../../shared/api/auth-types';
import { adminApiPaths } from '../../../shared/api/admin-paths';
import { isStaffRole } from '../../../shared/domain/users/roles';
import { adminSetupSchema, loginSchema, totpSignInSchema } from '../../../shared/domain/users/user-schemas';
import { fieldError, unauthorized } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { perMinuteLimit } from '../../http/rate-limit';
import { completeAdminSetup } from './admin-setup';
import { recordAuthEvent } from './auth-events';
import { accountOf, authResponseJsonSchema, signInResponseJsonSchema } from './public-user';
import { secretBox } from './secret-box';
import { isTotpChallengeClaims } from './session-claims';
import { isRevoked, issueDeviceToken, issueSession, nowSeconds } from './session-tokens';
import { refuseWhileLocked, signIn } from './sign-in';
import { answerSignIn } from './sign-in-answer';
import { clearSignInFailures, recordSignInFailure, signInThrottleKey } from './sign-in-throttle';
import { matchTotp } from './totp';
import { adminExists, claimTotpStep, findFullUserById } from './user-repository';
import { verifyBodyToken } from './verify-body-token';

const setupStatusJsonSchema = {
  type: 'object',
  required: ['setupOpen'],
  properties: { setupOpen: { type: 'boolean', description: 'True until the first administrator is created' } },
} as const;

/** Municipal staff (admins and officers): their own sign-in (with its second step), and the one-time creation of the first administrator. */
export async function adminAuthRoutes(app: FastifyInstance) {
  const { config } = app;
  const limited = perMinuteLimit(config.authRateLimitMax);
  const box = secretBox(config.jwtSecret);

  app.post(
    adminApiPaths.auth.login,
    {
      config: { access: 'public', ...limited },
      schema: { body: bodyJsonSchemaOf(loginSchema), response: { 200: signInResponseJsonSchema } },
    },
    async (request, reply) => {
      const input = parseBody(loginSchema, request.body);
      return answerSignIn(
        app,
        await signIn(request, reply, input.username, input.password, { adminOnly: true, deviceToken: input.deviceToken }),
      );
    },
  );

  /**
   * The second step: the challenge of a correct password and a code. A wrong code counts towards
   * the same lockout as a wrong password; a code is accepted once (its step is claimed atomically).
   */
  app.post(
    adminApiPaths.auth.totpSignIn,
    {
      config: { access: 'public', ...limited },
      schema: { body: bodyJsonSchemaOf(totpSignInSchema), response: { 200: authResponseJsonSchema } },
    },
    async (request, reply) => {
      const input = parseBody(totpSignInSchema, request.body);
      const check = verifyBodyToken(app, input.challenge);
      if (!check.ok || !isTotpChallengeClaims(check.claims)) throw unauthorized('auth.totp_challenge_expired');
      const claims = check.claims;
      const user = await findFullUserById(app.db, claims.sub);
      if (
        !user ||
        !isStaffRole(user.role) ||
        user.deactivatedAt !== null ||
        user.totpSecret === null ||
        isRevoked(claims.iatMs, user.tokensValidAfter)
      ) {
        throw unauthorized('auth.totp_challenge_expired');
      }
      const device = claims.device ?? null;
      const key = signInThrottleKey(user.id, user.username, device);
      await refuseWhileLocked(request, reply, key, user.id);
      const secret = box.open(user.totpSecret);
      const step = secret ? matchTotp(secret, input.code, Date.now(), user.totpLastStep) : null;
      if (step === null || !(await claimTotpStep(app.db, user.id, step))) {
        if (!secret) request.log.error({ userId: user.id }, 'A stored TOTP secret cannot be opened (was JWT_SECRET changed?)');
        await recordSignInFailure(app.db, key, new Date());
        await recordAuthEvent(request, 'totp_failed', user.id);
        throw unauthorized('auth.totp_code_wrong', fieldError('code', 'wrong'));
      }
      await clearSignInFailures(app.db, key);
      await recordAuthEvent(request, 'sign_in_ok', user.id);
      return { ...issueSession(app, accountOf(user), claims.iat), deviceToken: issueDeviceToken(app, user.id, device) };
    },
  );

  app.get(
    adminApiPaths.auth.status,
    { config: { access: 'public' }, schema: { response: { 200: setupStatusJsonSchema } } },
    async (): Promise<AdminSetupStatus> => ({ setupOpen: !(await adminExists(app.db)) }),
  );

  app.post(
    adminApiPaths.auth.setup,
    {
      config: { access: 'public', ...limited },
      schema: { body: bodyJsonSchemaOf(adminSetupSchema), response: { 201: authResponseJsonSchema } },
    },
    async (request, reply) => {
      const input = parseBody(adminSetupSchema, request.body);
      const admin = await completeAdminSetup(app.db, config, input);
      request.log.warn({ userId: admin.id, username: admin.username }, 'First administrator created through admin setup');
      await recordAuthEvent(request, 'admin_setup', admin.id);
      return reply.code(201).send({ ...issueSession(app, admin, nowSeconds()), deviceToken: issueDeviceToken(app, admin.id, null) });
    },
  );
}
