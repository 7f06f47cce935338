import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api/paths';
import { profileUpdateSchema, refreshSchema } from '../../../shared/domain/users/user-schemas';
import { languages } from '../../../shared/i18n/languages';
import type { Executor } from '../../db/database';
import { users } from '../../db/schema';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import { conflict, fieldError, unauthorized } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { perMinuteLimit } from '../../http/rate-limit';
import { noContent } from '../../http/schemas/answers';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { recordAuthEvent } from '../auth/auth-events';
import { authMessages } from '../auth/auth-messages';
import { currentUserOf } from '../auth/guards';

const profileJsonSchema = {
  type: 'object',
  required: ['username', 'email', 'mobile', 'language', 'notifyByEmail', 'notifyBySms'],
  additionalProperties: false,
  properties: {
    username: { type: 'string' },
    email: { type: 'string' },
    mobile: { type: ['string', 'null'], description: 'Ten digits; null when none is given' },
    language: { type: ['string', 'null'], enum: [...languages, null] },
    notifyByEmail: { type: 'boolean' },
    notifyBySms: { type: 'boolean' },
  },
} as const;

const profileColumns = {
  username: users.username,
  email: users.email,
  mobile: users.mobile,
  language: users.language,
  notifyByEmail: users.notifyByEmail,
  notifyBySms: users.notifyBySms,
};

async function profileOf(executor: Executor, userId: string) {
  const [row] = await executor.select(profileColumns).from(users).where(eq(users.id, userId));
  if (!row) throw unauthorized('auth.session_invalid', authMessages.sessionInvalid);
  return row;
}

/**
 * The citizen's account page (issue 26): `GET`/`PATCH /api/me/profile` (contact details, language,
 * email and SMS on or off) and `POST /api/auth/logout-everywhere` (every session ends, this one too).
 */
export async function profileRoutes(app: FastifyInstance) {
  app.get(apiPaths.me.profile, { config: { access: 'citizen' }, schema: { response: { 200: profileJsonSchema } } }, async (request) =>
    profileOf(app.db, currentUserOf(request).id),
  );

  app.patch(
    apiPaths.me.profile,
    // Limited as registration is: its answer for an email address another account has is the same.
    { config: { access: 'citizen', ...perMinuteLimit(app.config.authRateLimitMax) }, schema: { body: bodyJsonSchemaOf(profileUpdateSchema), response: { 200: profileJsonSchema } } },
    async (request) => {
      const user = currentUserOf(request);
      const input = parseBody(profileUpdateSchema, request.body);
      const changes = {
        ...(input.email === undefined ? {} : { email: input.email }),
        ...(input.mobile === undefined ? {} : { mobile: input.mobile || null }),
        ...(input.language === undefined ? {} : { language: input.language }),
        ...(input.notifyByEmail === undefined ? {} : { notifyByEmail: input.notifyByEmail }),
        ...(input.notifyBySms === undefined ? {} : { notifyBySms: input.notifyBySms }),
      };
      if (Object.keys(changes).length === 0) return profileOf(app.db, user.id);
      try {
        const [row] = await app.db.update(users).set(changes).where(eq(users.id, user.id)).returning(profileColumns);
        if (!row) throw unauthorized('auth.session_invalid', authMessages.sessionInvalid);
        return row;
      } catch (err) {
        if (uniqueViolationConstraint(err) === 'users_email_lower_key') {
          throw conflict('auth.email_taken', authMessages.emailTaken, fieldError('email', 'taken', authMessages.emailTaken));
        }
        throw err;
      }
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
