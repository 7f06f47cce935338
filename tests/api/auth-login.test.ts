import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../src/shared/api/auth-types';
import { apiPaths } from '../../src/shared/api/paths';
import { userMessages } from '../../src/shared/domain/users/user-messages';
import { users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/modules/auth/password-hashing';
import { allUsers, registerUser, setupAdmin } from './helpers/accounts';
import { expectErrorBody, getWithToken, postJson } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

const INVALID = { error: 'Invalid username or password' };

describe.each(testDatabases())('POST /api/auth/login on %s', (target) => {
  let t: TestApp;
  let citizen: Awaited<ReturnType<typeof registerUser>>;
  beforeAll(async () => {
    t = await createTestApp(target);
    citizen = await registerUser(t.app, { username: 'Lakshmi.R', email: 'Lakshmi.R@example.com', password: 'mango season' });
  });
  afterAll(() => t?.close());

  it.each([
    ['the username', 'Lakshmi.R'],
    ['the username in another case', 'lakshmi.r'],
    ['the e-mail', 'Lakshmi.R@example.com'],
    ['the e-mail in another case', 'LAKSHMI.r@EXAMPLE.COM'],
  ])('signs in with %s', async (_label, username) => {
    const response = await postJson(t.app, apiPaths.auth.login, { username, password: 'mango season' });
    expect(response.status, response.text).toBe(200);
    const body = response.body as AuthResponse;
    expect(body.user).toEqual(citizen.user);
    const profile = await getWithToken(t.app, apiPaths.auth.profile, body.token);
    expect(profile.body).toEqual({ user: citizen.user });
  });

  it('gives the same answer for a wrong password and for an unknown account', async () => {
    const wrongPassword = await postJson(t.app, apiPaths.auth.login, { username: 'Lakshmi.R', password: 'mango seasoN' });
    const unknownUser = await postJson(t.app, apiPaths.auth.login, { username: 'nobody_here', password: 'mango season' });
    const unknownEmail = await postJson(t.app, apiPaths.auth.login, { username: 'nobody@example.com', password: 'mango season' });
    for (const response of [wrongPassword, unknownUser, unknownEmail]) {
      expect(expectErrorBody(response, 401)).toEqual(INVALID);
    }
    const comparable = (r: typeof wrongPassword) => ({ status: r.status, text: r.text, type: r.headers['content-type'] });
    expect(comparable(unknownUser)).toEqual(comparable(wrongPassword));
    expect(comparable(unknownEmail)).toEqual(comparable(wrongPassword));
  });

  it('spends about as long on an unknown account as on a wrong password (a dummy hash is checked)', async () => {
    // The work the process does for one sign-in (CPU time of every thread: scrypt runs on the
    // thread pool), not the wall-clock time, which other processes on a busy machine stretch.
    const time = async (username: string) => {
      const started = process.cpuUsage();
      await postJson(t.app, apiPaths.auth.login, { username, password: 'not the password' });
      const used = process.cpuUsage(started);
      return used.user + used.system;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      known.push(await time('Lakshmi.R'));
      unknown.push(await time(`ghost_${i}`));
    }
    // Without the dummy hash an unknown account answers in well under a millisecond of work
    // against several for a real check; with it, the two are within a factor of each other.
    expect(median(unknown)).toBeGreaterThan(median(known) / 3);
    expect(median(unknown)).toBeLessThan(median(known) * 3);
  });

  it('lets an administrator sign in on the citizen login too', async () => {
    const admin = await setupAdmin(t.app, { password: 'clerk password' });
    const response = await postJson(t.app, apiPaths.auth.login, { username: admin.registration.username, password: 'clerk password' });
    expect(response.status).toBe(200);
    expect((response.body as AuthResponse).user.role).toBe('admin');
  });

  it('refuses missing fields with the shared messages', async () => {
    const response = await postJson(t.app, apiPaths.auth.login, {});
    expect(expectErrorBody(response, 400).fields).toEqual({
      username: userMessages.loginUsernameRequired,
      password: userMessages.passwordRequired,
    });
  });

  it('moves a hash made with an older cost to the current one at the next sign-in', async () => {
    const { user } = await registerUser(t.app, { password: 'old cost password' });
    await t.database.db
      .update(users)
      .set({ passwordHash: await hashPassword('old cost password', 15) })
      .where(eq(users.id, user._id));

    const response = await postJson(t.app, apiPaths.auth.login, { username: user.username, password: 'old cost password' });
    expect(response.status).toBe(200);
    const row = (await allUsers(t.database)).find((r) => r.id === user._id);
    expect(row?.passwordHash?.startsWith('scrypt$14$8$1$')).toBe(true);

    // And the upgraded hash still verifies.
    const again = await postJson(t.app, apiPaths.auth.login, { username: user.username, password: 'old cost password' });
    expect(again.status).toBe(200);
  });

  it('treats a password that differs only in Unicode normalisation as the same password', async () => {
    const composed = 'caf\u00e9 au lait';
    const decomposed = 'cafe\u0301 au lait';
    const { user } = await registerUser(t.app, { password: composed });
    const response = await postJson(t.app, apiPaths.auth.login, { username: user.username, password: decomposed });
    expect(response.status).toBe(200);
  });
});
