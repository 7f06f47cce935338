import type { FastifyInstance } from 'fastify';
import { emailChangeRoutes } from './email-change-routes';
import { mobileRoutes } from './mobile-routes';
import { passwordResetRoutes } from './password-reset-routes';
import { profileRoutes } from './profile-routes';
import { smsPasswordResetRoutes } from './sms-password-reset-routes';

/** The citizen's account: the profile and its message choices, its mobile number, sign out everywhere, forgotten passwords (by email or SMS), an email change's links. */
export async function accountModule(app: FastifyInstance) {
  await app.register(profileRoutes);
  await app.register(passwordResetRoutes);
  await app.register(emailChangeRoutes);
  await app.register(mobileRoutes);
  await app.register(smsPasswordResetRoutes);
}
