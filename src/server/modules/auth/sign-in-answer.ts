import type { FastifyInstance } from 'fastify';
import type { SignInResponse } from '../../../shared/api/auth-types';
import { issueDeviceToken, issueSession, issueTotpChallenge, nowSeconds } from './session-tokens';
import type { SignInOutcome } from './sign-in';

/**
 * What a correct password gets: a session with a device token (the browser is trusted from now
 * on, decision 014), or the challenge to send back with the code.
 */
export function answerSignIn(app: FastifyInstance, outcome: SignInOutcome): SignInResponse {
  if (outcome.kind === 'totp') return { totpRequired: true, challenge: issueTotpChallenge(app, outcome.user, outcome.device) };
  return { ...issueSession(app, outcome.user, nowSeconds()), deviceToken: issueDeviceToken(app, outcome.user.id, outcome.device) };
}
