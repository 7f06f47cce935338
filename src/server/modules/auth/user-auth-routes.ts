import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api/paths';
import { loginSchema, registerSchema } from '../../../shared/domain/users/user-schemas';
import { parseBody } from '../../http/parse-body';
import { perMinuteLimit } from '../../http/rate-limit';
import { createAccount } from './accounts';
import { currentUserOf } from './guards';
import { authResponseJsonSchema, profileResponseJsonSchema, toPublicUser } from './public-user';
import { issueSession } from './session-tokens';
import { signIn } from './sign-in';

/** Citizens' accounts: register, sign in (admins may too), and the session's own profile. */
export async function userAuthRoutes(app: FastifyInstance) {
  const { config } = app;
  const limited = perMinuteLimit(config.authRateLimitMax);

  app.post(
    apiPaths.auth.register,
    { config: { access: 'public', ...limited }, schema: { response: { 201: authResponseJsonSchema } } },
    async (request, reply) => {
      const input = parseBody(registerSchema, request.body);
      const user = await createAccount(
        app.db,
        { username: input.username, email: input.email, password: input.password, role: 'user' },
        config.scryptLogN,
      );
      request.log.info({ userId: user.id }, 'Account registered');
      return reply.code(201).send(await issueSession(reply, user));
    },
  );

  app.post(
    apiPaths.auth.login,
    { config: { access: 'public', ...limited }, schema: { response: { 200: authResponseJsonSchema } } },
    async (request, reply) => {
      const input = parseBody(loginSchema, request.body);
      const user = await signIn(app.db, input.username, input.password, {
        scryptLogN: config.scryptLogN,
        adminOnly: false,
        log: request.log,
      });
      return issueSession(reply, user);
    },
  );

  app.get(
    apiPaths.auth.profile,
    { config: { access: 'signed-in' }, schema: { response: { 200: profileResponseJsonSchema } } },
    async (request) => ({ user: toPublicUser(currentUserOf(request)) }),
  );
}
