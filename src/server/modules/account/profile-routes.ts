import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api/paths';
import { profileUpdateSchema, refreshSchema } from '../../../shared/domain/users/user-schemas';
import { users } from '../../db/schema';
import { badRequest, conflict, fieldError } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { perMinuteLimit } from '../../http/rate-limit';
import { noContent } from '../../http/schemas/answers';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { recordAuthEvent } from '../auth/auth-events';
import { assertCurrentPassword } from '../auth/current-password';
import { currentUserOf } from '../auth/guards';
import { findFullUserById } from '../auth/user-repository';
import { emailTakenByAnother, requestEmailChange } from './email-changes';
import { profileJsonSchema, profileOf } from './profile';

/**
 * The citizen's account page: `GET`/`PATCH /api/me/profile` (contact details, language,
 * email and SMS on or off; a new email address waits for its confirmation, decision 062) and
 * `POST /api/auth/logout-everywhere` (every session ends, this one too).
 */
export async function profileRoutes(app: FastifyInstance) {
  app.get(apiPaths.me.profile, { config: { access: 'citizen' }, schema: { response: { 200: profileJsonSchema } } }, async (request) =>
    profileOf(app.db, currentUserOf(request).id),
  );

  app.patch(
    apiPaths.me.profile,
    // Limited as registration is: its answer for an email address another account has is the same.
    {
      config: { access: 'citizen', ...perMinuteLimit(app.config.authRateLimitMax) },
      schema: { body: bodyJsonSchemaOf(profileUpdateSchema), response: { 200: profileJsonSchema } },
    },
    async (request, reply) => {
      const user = currentUserOf(request);
      const input = parseBody(profileUpdateSchema, request.body);
      // Only a new address needs the password; the same one again is no change (decision 062).
      const newEmail = input.email !== undefined && input.email !== user.email ? input.email : null;
      if (newEmail !== null) {
        if (!(await findFullUserById(app.db, user.id))?.passwordHash) {
          throw badRequest('auth.password_not_set', fieldError('currentPassword', 'required'));
        }
        if (!input.currentPassword) {
          throw badRequest('auth.current_password_required', fieldError('currentPassword', 'required'));
        }
        await assertCurrentPassword(request, reply, user, input.currentPassword);
      }
      const changes = {
        ...(input.mobile === undefined ? {} : { mobile: input.mobile || null }),
        ...(input.language === undefined ? {} : { language: input.language }),
        ...(input.notifyByEmail === undefined ? {} : { notifyByEmail: input.notifyByEmail }),
        ...(input.notifyBySms === undefined ? {} : { notifyBySms: input.notifyBySms }),
      };
      const { profile, requested } = await app.db.transaction(async (tx) => {
        const before = await profileOf(tx, user.id, true);
        const newMobile = changes.mobile !== undefined && changes.mobile !== before.mobile;
        // The confirmed number is the only way into an account without a password: it is replaced by confirming another.
        if (newMobile && before.mobileVerified && !before.hasPassword) throw conflict('auth.mobile_required', fieldError('mobile', 'only'));
        // A number typed here is not confirmed: it gets messages, and signs in to nothing (decision 080).
        if (Object.keys(changes).length > 0) {
          await tx
            .update(users)
            .set(newMobile ? { ...changes, mobileVerifiedAt: null } : changes)
            .where(eq(users.id, user.id));
        }
        if (newEmail === null || newEmail === before.email) return { profile: await profileOf(tx, user.id), requested: false };
        if (await emailTakenByAnother(tx, user.id, newEmail)) {
          throw conflict('auth.email_taken', fieldError('email', 'taken'));
        }
        const asked = await requestEmailChange(tx, app.messages, user.id, before.email || null, newEmail);
        return { profile: await profileOf(tx, user.id), requested: asked };
      });
      if (requested) await recordAuthEvent(request, 'email_change_requested', user.id);
      return profile;
    },
  );

  // The body is logout's, the session's renewal token: the client signs this device out with the rest.
  const everywhere = { body: bodyJsonSchemaOf(refreshSchema), response: { 204: noContent } };
  app.post(apiPaths.auth.logoutEverywhere, { config: { access: 'signed-in' }, schema: everywhere }, async (request, reply) => {
    const user = currentUserOf(request);
    parseBody(refreshSchema, request.body);
    // Tokens issued before this moment are refused from now on (decision 018): every device's session ends.
    await app.db.update(users).set({ tokensValidAfter: new Date() }).where(eq(users.id, user.id));
    await recordAuthEvent(request, 'logout', user.id);
    return reply.code(204).send();
  });
}
