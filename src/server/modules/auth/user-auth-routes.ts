import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api/paths';
import { loginSchema, registerSchema } from '../../../shared/domain/users/user-schemas';
import { parseBody } from '../../http/parse-body';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { perMinuteLimit } from '../../http/rate-limit';
import { createAccount } from './accounts';
import { recordAuthEvent } from './auth-events';
import { authResponseJsonSchema, signInResponseJsonSchema } from './public-user';
import { answerSignIn } from './sign-in-answer';
import { issueDeviceToken, issueSession, nowSeconds } from './session-tokens';
import { signIn } from './sign-in';

/**
 * Citizens' accounts: register and sign in. Admins may sign in here too: they get exactly what
 * the admin sign-in gives them (their second factor asked, an admin token), never a way around it.
 */
export async function userAuthRoutes(app: FastifyInstance) {
  const { config } = app;
  const limited = perMinuteLimit(config.authRateLimitMax);

  app.post(
    apiPaths.auth.register,
    {
      config: { access: 'public', ...limited },
      schema: { body: bodyJsonSchemaOf(registerSchema), response: { 201: authResponseJsonSchema } },
    },
    async (request, reply) => {
      const input = parseBody(registerSchema, request.body);
      const user = await createAccount(
        app.db,
        { username: input.username, email: input.email, password: input.password, role: 'user' },
        config.scryptLogN,
      );
      await recordAuthEvent(request, 'register', user.id);
      return reply.code(201).send({ ...issueSession(app, user, nowSeconds()), deviceToken: issueDeviceToken(app, user.id, null) });
    },
  );

  app.post(
    apiPaths.auth.login,
    {
      config: { access: 'public', ...limited },
      schema: { body: bodyJsonSchemaOf(loginSchema), response: { 200: signInResponseJsonSchema } },
    },
    async (request, reply) => {
      const input = parseBody(loginSchema, request.body);
      return answerSignIn(
        app,
        await signIn(request, reply, input.username, input.password, { adminOnly: false, deviceToken: input.deviceToken }),
      );
    },
  );
}
