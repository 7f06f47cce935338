import type { FastifyInstance } from 'fastify';
import { adminAuthRoutes } from './admin-auth-routes';
import { dummyHash } from './sign-in';
import { userAuthRoutes } from './user-auth-routes';

/** Accounts and sessions: /api/auth/* and /api/admin-auth/*. */
export async function authModule(app: FastifyInstance) {
  // Made before the first request, so the first sign-in with an unknown name is not the slow one.
  app.addHook('onReady', async () => {
    await dummyHash(app.config.scryptLogN);
  });
  await app.register(userAuthRoutes);
  await app.register(adminAuthRoutes);
}
