import type { FastifyReply } from 'fastify';
import type { AuthResponse } from '../../../shared/api/auth-types';
import { toPublicUser } from './public-user';
import type { AccountUser } from './public-user';
import type {} from './session-claims';

/** The answer of every successful sign-in, registration or setup: a session token and the user. */
export async function issueSession(reply: FastifyReply, user: AccountUser): Promise<AuthResponse> {
  // Algorithm and lifetime are fixed where @fastify/jwt is registered (app.ts).
  const token = await reply.jwtSign({ sub: user.id, role: user.role, username: user.username });
  return { token, user: toPublicUser(user) };
}
