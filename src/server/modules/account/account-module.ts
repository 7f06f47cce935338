import type { FastifyInstance } from 'fastify';
import { emailChangeRoutes } from './email-change-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { profileRoutes } from './profile-routes';

/** The citizen's account: the profile and its message choices, sign out everywhere, forgotten passwords, an email change's links. */
export async function accountModule(app: FastifyInstance) {
  await app.register(profileRoutes);
  await app.register(passwordResetRoutes);
  await app.register(emailChangeRoutes);
}
