import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiPaths } from '../../../shared/api/paths';
import { passwordChangeSchema, refreshSchema } from '../../../shared/domain/users/user-schemas';
import { unauthorized } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { noContent } from '../../http/schemas/answers';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { perMinuteLimit } from '../../http/rate-limit';
import { recordAuthEvent } from './auth-events';
import { currentUserOf } from './guards';
import { assertCurrentPassword } from './current-password';
import { hashPassword } from './password-hashing';
import { assertPasswordAllowed } from './password-policy';
import { accountOf, authResponseJsonSchema, profileResponseJsonSchema, toPublicUser } from './public-user';
import { isRefreshClaims } from './session-claims';
import { useRenewalToken } from './session-renewal';
import { isRevoked, issueSession, nowSeconds, sessionKeepUntil } from './session-tokens';
import { profileChangeSchema } from './profile-change';
import { changePassword, endSession, findSessionUser, setUserLanguage } from './user-repository';
import { verifyBodyToken } from './verify-body-token';

/** The session itself, for citizens and admins alike: profile (and its language), renewal, logout, password change. */
export async function sessionRoutes(app: FastifyInstance) {
  const { config } = app;

  app.get(
    apiPaths.auth.profile,
    { config: { access: 'signed-in' }, schema: { response: { 200: profileResponseJsonSchema } } },
    async (request) => ({ user: toPublicUser(currentUserOf(request)) }),
  );

  /** Changes the profile: the language the person chose, which then follows them to every device. */
  app.patch(
    apiPaths.auth.profile,
    {
      config: { access: 'signed-in' },
      schema: { body: bodyJsonSchemaOf(profileChangeSchema), response: { 200: profileResponseJsonSchema } },
    },
    async (request) => {
      const user = currentUserOf(request);
      const input = parseBody(profileChangeSchema, request.body);
      const changed = await setUserLanguage(app.db, user.id, input.language);
      if (!changed) throw unauthorized('auth.session_invalid');
      return { user: toPublicUser(changed) };
    },
  );

  /**
   * A new access token and renewal token for a valid renewal token, which is used up (decision
   * 037): presented again after the grace, it ends its session. The account is read again: a
   * revoked session, a deleted account or a changed role (a citizen made admin must sign in
   * through the admin door, with a second factor) ends here.
   */
  app.post(
    apiPaths.auth.refresh,
    {
      config: { access: 'public', ...perMinuteLimit(config.sessionRefreshRateLimitMax) },
      schema: { body: bodyJsonSchemaOf(refreshSchema), response: { 200: authResponseJsonSchema } },
    },
    (request) => renewSession(app, request),
  );

  /**
   * Ends this session: its tokens stop working everywhere they were copied, while the account's
   * other sessions (the person's phone, when this was an office kiosk) go on (decision 018).
   * Always 204: a token that is already void has nothing left to end.
   */
  const logout = { body: bodyJsonSchemaOf(refreshSchema), response: { 204: noContent } };
  app.post(
    apiPaths.auth.logout,
    { config: { access: 'public', ...perMinuteLimit(config.sessionRefreshRateLimitMax) }, schema: logout },
    async (request, reply) => {
      const input = parseBody(refreshSchema, request.body);
      const check = verifyBodyToken(app, input.refreshToken);
      if (check.ok && isRefreshClaims(check.claims)) {
        const { sub, sid, iatMs } = check.claims;
        const user = await findSessionUser(app.db, sub, sid);
        if (user && !user.sessionEnded && !isRevoked(iatMs, user.tokensValidAfter)) {
          // Kept until every token of the session has run out: a renewal token issued before now
          // (in another tab, say) lives at most one session lifetime from now.
          const now = new Date();
          await endSession(app.db, user.id, sid, sessionKeepUntil(app, now), now);
          await recordAuthEvent(request, 'logout', user.id);
        }
      }
      return reply.code(204).send();
    },
  );

  /**
   * Changes the password with the current one: every other session ends, this one continues with
   * the new tokens of the answer. A wrong current password counts towards the lockout.
   */
  app.post(
    apiPaths.auth.password,
    {
      config: { access: 'signed-in', ...perMinuteLimit(config.authRateLimitMax) },
      schema: { body: bodyJsonSchemaOf(passwordChangeSchema), response: { 200: authResponseJsonSchema } },
    },
    async (request, reply) => {
      const user = currentUserOf(request);
      const input = parseBody(passwordChangeSchema, request.body);
      await assertCurrentPassword(request, reply, user, input.currentPassword);
      assertPasswordAllowed(input.password);
      const now = new Date();
      await changePassword(app.db, user.id, await hashPassword(input.password, config.scryptLogN), now);
      await recordAuthEvent(request, 'password_changed', user.id);
      return issueSession(app, user, nowSeconds(now.getTime()));
    },
  );
}

/** Uses up the renewal token for a new pair, after reading the account again; a used one that comes back ends its session. */
async function renewSession(app: FastifyInstance, request: FastifyRequest) {
  const input = parseBody(refreshSchema, request.body);
  const check = verifyBodyToken(app, input.refreshToken);
  if (!check.ok) throw check.expired ? unauthorized('auth.session_expired') : unauthorized('auth.session_invalid');
  if (!isRefreshClaims(check.claims)) throw unauthorized('auth.session_invalid');
  const claims = check.claims;
  const user = await findSessionUser(app.db, claims.sub, claims.sid);
  if (!user) throw unauthorized('auth.session_invalid');
  if (user.sessionEnded || user.deactivatedAt !== null || isRevoked(claims.iatMs, user.tokensValidAfter) || user.role !== claims.role) {
    throw unauthorized('auth.session_ended');
  }
  const now = new Date();
  const keepUntil = sessionKeepUntil(app, now);
  const renewal = await useRenewalToken(app.db, { userId: user.id, sessionId: claims.sid, generation: claims.gen ?? 0, now, keepUntil });
  if (!renewal) {
    // A used token came back: a copy of it exists. Every token of the session stops working.
    await endSession(app.db, user.id, claims.sid, keepUntil, now);
    await recordAuthEvent(request, 'renewal_reused', user.id);
    throw unauthorized('auth.renewal_reused');
  }
  return issueSession(app, accountOf(user), claims.authTime, claims.sid, renewal);
}
