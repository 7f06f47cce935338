import type { FastifyInstance } from 'fastify';
import { adminAuthRoutes } from './admin-auth-routes';
import { otpSignInRoutes } from './otp-sign-in-routes';
import { sessionRoutes } from './session-routes';
import { dummyHash } from './sign-in';
import { totpRoutes } from './totp-routes';
import { userAuthRoutes } from './user-auth-routes';

/** Accounts and sessions: /api/auth/* and /api/admin-auth/* (decisions 004, 014 and 080). */
export async function authModule(app: FastifyInstance) {
  // Made before the first request, so the first sign-in with an unknown name is not the slow one.
  app.addHook('onReady', async () => {
    await dummyHash(app.config.scryptLogN);
  });
  await app.register(userAuthRoutes);
  await app.register(otpSignInRoutes);
  await app.register(sessionRoutes);
  await app.register(adminAuthRoutes);
  await app.register(totpRoutes);
}
