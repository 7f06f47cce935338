import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthResponse } from '../../src/shared/api/auth-types';
import { apiPaths } from '../../src/shared/api/paths';
import { authEvents } from '../../src/server/db/schema';
import { RENEWAL_GRACE_MS } from '../../src/server/modules/auth/session-renewal';
import { registerUser, setupAdmin } from './helpers/accounts';
import type { Registration } from './helpers/accounts';
import { expectCodedError, expectErrorBody, getWithToken, postJson } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

const DAY_MS = 86_400_000;
const SESSION_ENDED = { error: 'Your session has ended. Please sign in again.' };
const REUSED = { error: 'Your session was ended for your safety because it was used in two places. Please sign in again.' };

type Session = Pick<AuthResponse, 'token' | 'refreshToken'>;

/**
 * A renewal token is used once. Each renewal answers a new one; a used one
 * presented again ends its session (a copied token is detected), except for the honest race of
 * the same renewal sent twice at once, and a token's own lifetime decides how long an app may
 * stay offline (decision 037).
 */
describe.each(testDatabases())('renewal tokens rotate on use on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const renew = (refreshToken: string) => postJson(t.app, apiPaths.auth.refresh, { refreshToken });
  async function renewed(session: Session): Promise<AuthResponse> {
    const answer = await renew(session.refreshToken);
    expect(answer.status, answer.text).toBe(200);
    return answer.body as AuthResponse;
  }
  async function signIn(registration: Registration): Promise<AuthResponse> {
    const answer = await postJson(t.app, apiPaths.auth.login, { username: registration.username, password: registration.password });
    expect(answer.status, answer.text).toBe(200);
    return answer.body as AuthResponse;
  }
  /** Moves this process's clock (tokens, renewals) forward by `ms`. */
  function later(ms: number) {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
  }
  async function expectEnded(session: Session) {
    expect(expectErrorBody(await getWithToken(t.app, apiPaths.auth.profile, session.token), 401)).toEqual(SESSION_ENDED);
    expect(expectErrorBody(await renew(session.refreshToken), 401)).toEqual(SESSION_ENDED);
  }

  it('answers each renewal with a new renewal token, and the new one renews in turn', async () => {
    const person = await registerUser(t.app);
    const first = await renewed(person);
    expect(first.refreshToken).not.toBe(person.refreshToken);
    const second = await renewed(first);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await getWithToken(t.app, apiPaths.auth.profile, second.token)).status).toBe(200);
  });

  it('ends the whole session when a used renewal token comes back, and records it; the account’s other sessions go on', async () => {
    const person = await registerUser(t.app);
    const phone = await signIn(person.registration);
    const first = await renewed(phone);
    const second = await renewed(first);

    // The token `phone` held was copied before it was used: the copy comes back.
    const reused = await renew(phone.refreshToken);
    expect(expectCodedError(reused, 401)).toEqual({ ...REUSED, code: 'auth.renewal_reused' });
    await expectEnded(second);
    await expectEnded(first);
    // The registration's own session is another one.
    expect((await getWithToken(t.app, apiPaths.auth.profile, person.token)).status).toBe(200);
    const events = await t.database.db.select().from(authEvents).where(eq(authEvents.userId, person.user._id));
    expect(events.map((event) => event.kind)).toContain('renewal_reused');
  });

  it('detects a thief who renewed first: the owner’s renewal after the grace ends the session for both', async () => {
    const person = await registerUser(t.app);
    const thief = await renewed(person);
    later(RENEWAL_GRACE_MS + 5_000);
    expect(expectCodedError(await renew(person.refreshToken), 401).code).toBe('auth.renewal_reused');
    await expectEnded(thief);
  });

  it('does not sign the citizen out when the app sends one renewal twice at once (two tabs): both get the same answer', async () => {
    const person = await registerUser(t.app);
    const answers = await Promise.all(Array.from({ length: 4 }, () => renew(person.refreshToken)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const bodies = answers.map((answer) => answer.body as AuthResponse);
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    const next = await renewed(bodies[0] as AuthResponse);
    expect((await getWithToken(t.app, apiPaths.auth.profile, next.token)).status).toBe(200);
  });

  it('answers a retry after a lost answer within the grace with that answer, and ends the session after it', async () => {
    const person = await registerUser(t.app);
    const lost = await renewed(person);
    later(RENEWAL_GRACE_MS - 15_000);
    expect(await renewed(person)).toEqual(lost);
    later(30_000);
    expect(expectCodedError(await renew(person.refreshToken), 401).code).toBe('auth.renewal_reused');
  });

  it('renews an app that was offline for days: the renewal token’s own lifetime decides', async () => {
    const person = await registerUser(t.app);
    later(5 * DAY_MS);
    expect(expectErrorBody(await getWithToken(t.app, apiPaths.auth.profile, person.token), 401).error).toBe(
      'Your session has expired. Please sign in again.',
    );
    const back = await renewed(person);
    expect((await getWithToken(t.app, apiPaths.auth.profile, back.token)).status).toBe(200);
    // Offline again for 29 days: 34 days after the sign-in, 29 after its last renewal token was issued.
    later(29 * DAY_MS);
    const again = await renewed(back);
    later(31 * DAY_MS);
    expect(expectErrorBody(await renew(again.refreshToken), 401).error).toBe('Your session has expired. Please sign in again.');
  });

  it('rotates an administrator’s renewal tokens too', async () => {
    const admin = await setupAdmin(t.app);
    const next = await renewed(admin);
    expect(next.refreshToken).not.toBe(admin.refreshToken);
    await renewed(next);
    expect(expectCodedError(await renew(admin.refreshToken), 401).code).toBe('auth.renewal_reused');
  });
});
