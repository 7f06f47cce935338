import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api/paths';
import { emailChangeLinkSchema } from '../../../shared/domain/users/user-schemas';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import { badRequest, conflict, fieldError } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { perMinuteLimit } from '../../http/rate-limit';
import { noContent } from '../../http/schemas/answers';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { recordAuthEvent } from '../auth/auth-events';
import { currentUserOf } from '../auth/guards';
import { cancelEmailChange, confirmEmailChange, mintChangeLink, resendEmailChange, restoreEmail } from './email-changes';

const acceptedJsonSchema = {
  type: 'object',
  required: ['accepted'],
  additionalProperties: false,
  properties: { accepted: { type: 'boolean', const: true } },
} as const;
const confirmedJsonSchema = {
  type: 'object',
  required: ['email'],
  additionalProperties: false,
  properties: { email: { type: 'string', description: "The account's address from now on" } },
} as const;
const restoredJsonSchema = {
  type: 'object',
  required: ['email', 'resetToken'],
  additionalProperties: false,
  properties: {
    email: { type: 'string', description: "The account's address again" },
    resetToken: { type: 'string', description: "A reset link's token: the page goes on to choose a new password with it" },
  },
} as const;

/** Another account holds the address now: the change cannot be made (or undone). */
const isEmailTaken = (err: unknown) => uniqueViolationConstraint(err) === 'users_email_lower_key';

/**
 * The steps of an email change after its request (decision 062): the signed-in citizen cancels
 * the waiting address or has its link sent again; the link to the new address confirms it; the
 * link to the old address takes the account back. The links are public: a link opened on another
 * device works there, and proves what a reset link proves, that its reader holds that address.
 */
export async function emailChangeRoutes(app: FastifyInstance) {
  const limited = perMinuteLimit(app.config.authRateLimitMax);
  app.messages.secretAtSend('email.confirm_new', mintChangeLink('confirm', app.config.publicUrl));
  app.messages.secretAtSend('email.change_requested', mintChangeLink('undo', app.config.publicUrl));
  app.messages.secretAtSend('email.changed', mintChangeLink('undo', app.config.publicUrl));

  app.delete(
    apiPaths.me.emailChange,
    { config: { access: 'citizen' }, schema: { response: { 204: noContent } } },
    async (request, reply) => {
      const user = currentUserOf(request);
      // Nothing waiting is the same answer: a repeated cancel has nothing more to do.
      if (await app.db.transaction((tx) => cancelEmailChange(tx, user.id)))
        await recordAuthEvent(request, 'email_change_cancelled', user.id);
      return reply.code(204).send();
    },
  );

  app.post(
    apiPaths.me.emailChangeResend,
    { config: { access: 'citizen', ...limited }, schema: { response: { 202: acceptedJsonSchema } } },
    async (request, reply) => {
      const user = currentUserOf(request);
      if (!(await app.db.transaction((tx) => resendEmailChange(tx, app.messages, user.id)))) throw conflict('auth.email_change_none');
      await recordAuthEvent(request, 'email_change_resent', user.id);
      return reply.code(202).send({ accepted: true });
    },
  );

  app.post(
    apiPaths.emailChange.confirm,
    {
      config: { access: 'public', ...limited },
      schema: { body: bodyJsonSchemaOf(emailChangeLinkSchema), response: { 200: confirmedJsonSchema } },
    },
    async (request) => {
      const { token } = parseBody(emailChangeLinkSchema, request.body);
      const change = await app.db
        .transaction((tx) => confirmEmailChange(tx, app.messages, token))
        .catch((err: unknown) => {
          throw isEmailTaken(err) ? conflict('auth.email_taken', fieldError('email', 'taken')) : err;
        });
      if (!change) throw badRequest('auth.email_link_invalid');
      await recordAuthEvent(request, 'email_change_confirmed', change.userId);
      return { email: change.newValue };
    },
  );

  app.post(
    apiPaths.emailChange.restore,
    {
      config: { access: 'public', ...limited },
      schema: { body: bodyJsonSchemaOf(emailChangeLinkSchema), response: { 200: restoredJsonSchema } },
    },
    async (request) => {
      const { token } = parseBody(emailChangeLinkSchema, request.body);
      const restored = await app.db
        .transaction((tx) => restoreEmail(tx, token))
        .catch((err: unknown) => {
          throw isEmailTaken(err) ? conflict('auth.email_restore_taken') : err;
        });
      if (!restored) throw badRequest('auth.email_link_invalid');
      await recordAuthEvent(request, 'email_change_undone', restored.userId);
      return { email: restored.email, resetToken: restored.resetToken };
    },
  );
}
