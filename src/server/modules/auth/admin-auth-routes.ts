import type { FastifyInstance } from 'fastify';
import type { AdminSetupStatus } from '../../../shared/api/auth-types';
import { apiPaths } from '../../../shared/api/paths';
import { adminSetupSchema, loginSchema } from '../../../shared/domain/users/user-schemas';
import { parseBody } from '../../http/parse-body';
import { perMinuteLimit } from '../../http/rate-limit';
import { completeAdminSetup } from './admin-setup';
import { authResponseJsonSchema } from './public-user';
import { issueSession } from './session-tokens';
import { signIn } from './sign-in';
import { adminExists } from './user-repository';

/** Municipal clerks: their own sign-in, and the one-time creation of the first administrator. */
export async function adminAuthRoutes(app: FastifyInstance) {
  const { config } = app;
  const limited = perMinuteLimit(config.authRateLimitMax);

  app.post(
    apiPaths.adminAuth.login,
    { config: { access: 'public', ...limited }, schema: { response: { 200: authResponseJsonSchema } } },
    async (request, reply) => {
      const input = parseBody(loginSchema, request.body);
      const user = await signIn(app.db, input.username, input.password, {
        scryptLogN: config.scryptLogN,
        adminOnly: true,
        log: request.log,
      });
      return issueSession(reply, user);
    },
  );

  app.get(apiPaths.adminAuth.status, { config: { access: 'public' } }, async (): Promise<AdminSetupStatus> => ({ setupOpen: !(await adminExists(app.db)) }));

  app.post(
    apiPaths.adminAuth.setup,
    { config: { access: 'public', ...limited }, schema: { response: { 201: authResponseJsonSchema } } },
    async (request, reply) => {
      const input = parseBody(adminSetupSchema, request.body);
      const admin = await completeAdminSetup(app.db, config, input);
      request.log.warn({ userId: admin.id, username: admin.username }, 'First administrator created through admin setup');
      return reply.code(201).send(await issueSession(reply, admin));
    },
  );
}
