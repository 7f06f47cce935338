import { createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api/paths';
import { passwordResetConfirmSchema, passwordResetSchema } from '../../../shared/domain/users/user-schemas';
import { passwordResetTokens, users } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { perMinuteLimit } from '../../http/rate-limit';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { recordAuthEvent } from '../auth/auth-events';
import { hashPassword } from '../auth/password-hashing';
import { assertPasswordAllowed } from '../auth/password-policy';
import { changePassword } from '../auth/user-repository';
import type { SendTimeSecret } from '../notifications/send-time-secrets';

/** A reset link works once, for this long. */
export const RESET_LINK_MINUTES = 30;
/**
 * Every request for a link is answered no sooner than this after it arrived, whether or not the
 * address has an account: the time of the answer does not tell which (writing a link takes a few ms).
 */
const RESET_ANSWER_MS = 300;

const digestOf = (token: string) => createHash('sha256').update(token).digest('hex');

const acceptedJsonSchema = {
  type: 'object',
  required: ['accepted'],
  additionalProperties: false,
  properties: { accepted: { type: 'boolean', const: true } },
} as const;
const doneJsonSchema = {
  type: 'object',
  required: ['passwordChanged'],
  additionalProperties: false,
  properties: { passwordChanged: { type: 'boolean', const: true } },
} as const;

/**
 * A reset email's link, made by the message worker as it sends the email (decision 061): a new
 * token (256 random bits, kept only as its SHA-256) for the account the message is about, working
 * for 30 minutes from then. It lives only in what is handed to SMTP: the queued row, the clerks'
 * messages page and the log hold the placeholder. A retry makes a new link.
 */
function resetLinkAtSend(portal: string): SendTimeSecret {
  return async (tx, message) => {
    if (message.recordType !== 'account') throw new Error(`A reset link is made for an account, not for a ${message.recordType}`);
    // Only to the account's address now: an email queued before the address was taken back
    // (decision 062) is not sent with a link.
    const [account] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, message.recordId), sql`lower(${users.email}) = lower(${message.recipient})`));
    if (!account) return null;
    const token = randomBytes(32).toString('base64url');
    await tx.insert(passwordResetTokens).values({
      tokenDigest: digestOf(token),
      userId: message.recordId,
      expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})`,
    });
    // In the fragment: never sent to the server in a request line, a log or a Referer.
    return `${portal}/reset-password#${token}`;
  };
}

/**
 * Forgotten passwords. A citizen's address gets a link by email (in the account's
 * language, through the message worker); the answer is 202 either way. The link sets a new
 * password once within 30 minutes of being sent, and every session of the account ends.
 */
export async function passwordResetRoutes(app: FastifyInstance) {
  app.messages.secretAtSend('password.reset', resetLinkAtSend(app.config.publicUrl));
  const limited = perMinuteLimit(app.config.authRateLimitMax);
  app.post(
    apiPaths.auth.passwordReset,
    {
      config: { access: 'public', ...limited },
      schema: { body: bodyJsonSchemaOf(passwordResetSchema), response: { 202: acceptedJsonSchema } },
    },
    async (request, reply) => {
      const started = Date.now();
      const { email } = parseBody(passwordResetSchema, request.body);
      await app.db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = lower(${email})`, eq(users.role, 'user')));
        // Links nobody can use any more go: used or expired ones (this account's or anyone's).
        await tx
          .delete(passwordResetTokens)
          .where(or(lt(passwordResetTokens.expiresAt, sql`now()`), sql`${passwordResetTokens.usedAt} is not null`));
        if (!user) return;
        // No token yet: the worker makes the link when it sends the email (resetLinkAtSend).
        await app.messages.queue(tx, {
          type: 'password.reset',
          to: { ownerId: user.id, mobile: null },
          record: { type: 'account', id: user.id },
          values: { minutes: RESET_LINK_MINUTES },
        });
      });
      await sleep(Math.max(0, RESET_ANSWER_MS - (Date.now() - started)));
      return reply.code(202).send({ accepted: true });
    },
  );

  app.post(
    apiPaths.auth.passwordResetConfirm,
    {
      config: { access: 'public', ...limited },
      schema: { body: bodyJsonSchemaOf(passwordResetConfirmSchema), response: { 200: doneJsonSchema } },
    },
    async (request) => {
      const input = parseBody(passwordResetConfirmSchema, request.body);
      assertPasswordAllowed(input.password);
      const passwordHash = await hashPassword(input.password, app.config.scryptLogN);
      const userId = await app.db.transaction(async (tx) => {
        // Used once: the one update that marks it used wins; an expired link is refused.
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordResetTokens.tokenDigest, digestOf(input.token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!used) return null;
        // Every session of the account ends (users.tokens_valid_after), and its other links stop working.
        await changePassword(tx, used.userId, passwordHash, new Date());
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
        return used.userId;
      });
      if (!userId) throw badRequest('auth.reset_link_invalid');
      await recordAuthEvent(request, 'password_changed', userId);
      return { passwordChanged: true as const };
    },
  );
}
