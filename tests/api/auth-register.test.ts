import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '../../src/shared/api/auth-types';
import { apiPaths } from '../../src/shared/api/paths';
import { userMessages } from '../../src/shared/domain/users/user-messages';
import { aRegistration, allUsers, registerUser } from './helpers/accounts';
import { expectErrorBody, getWithToken, postJson } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

describe.each(testDatabases())('POST /api/auth/register on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  it('creates a citizen account, answers a token and the public user, and stores only a hash', async () => {
    const registration = aRegistration({ username: 'Asha.K', email: 'Asha.K@Example.com' });
    const response = await postJson(t.app, apiPaths.auth.register, registration);

    expect(response.status, response.text).toBe(201);
    const body = response.body as AuthResponse;
    expect(Object.keys(body).sort()).toEqual(['deviceToken', 'refreshToken', 'token', 'user']);
    expect(body.user).toEqual({
      _id: expect.any(String),
      username: 'Asha.K',
      email: 'Asha.K@Example.com',
      role: 'user',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      // Not chosen yet: the client saves the page's language after the sign-in (decision 036).
      language: null,
    });
    expect(body.token.split('.')).toHaveLength(3);
    expect(response.text).not.toContain('scrypt$');
    expect(response.headers['cache-control']).toBe('no-store');

    const rows = (await allUsers(t.database)).filter((row) => row.id === body.user._id);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row?.username).toBe('Asha.K');
    expect(row?.role).toBe('user');
    expect(row?.passwordHash).not.toContain(registration.password);
    expect(row?.passwordHash).toMatch(/^scrypt\$14\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);

    // The token is a working session for the new account.
    const profile = await getWithToken(t.app, apiPaths.auth.profile, body.token);
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({ user: body.user });
  });

  it('gives each account its own salt: the same password never gives the same hash', async () => {
    const first = await registerUser(t.app, { password: 'same password' });
    const second = await registerUser(t.app, { password: 'same password' });
    const rows = await allUsers(t.database);
    const hashOf = (id: string) => rows.find((row) => row.id === id)?.passwordHash;
    expect(hashOf(first.user._id)).not.toBe(hashOf(second.user._id));
  });

  it.each([
    ['username', { username: 'ab' }, userMessages.usernameMin],
    ['username', { username: '' }, userMessages.usernameMin],
    ['username', { username: 'a'.repeat(51) }, userMessages.usernameMax],
    ['username', { username: 'has space' }, userMessages.usernameChars],
    ['username', { username: 'name@host' }, userMessages.usernameChars],
    ['email', { email: '' }, userMessages.emailRequired],
    ['email', { email: 'not-an-email' }, userMessages.emailInvalid],
    ['email', { email: 'a@b' }, userMessages.emailInvalid],
    ['password', { password: '12345', confirmPassword: '12345' }, userMessages.passwordMin],
    ['password', { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, userMessages.passwordMax],
    ['confirmPassword', { confirmPassword: 'something else' }, userMessages.passwordsMismatch],
    // The shared schema reports the mismatch first for an empty confirmation.
    ['confirmPassword', { confirmPassword: '' }, userMessages.passwordsMismatch],
  ])('refuses a bad %s (%j) with the shared message', async (field, overrides, message) => {
    const before = (await allUsers(t.database)).length;
    const response = await postJson(t.app, apiPaths.auth.register, aRegistration(overrides));
    const body = expectErrorBody(response, 400);
    expect(body.fields?.[field]).toBe(message);
    expect(body.error).toBe(message);
    expect(await allUsers(t.database)).toHaveLength(before);
  });

  it('reports every bad field at once', async () => {
    const response = await postJson(t.app, apiPaths.auth.register, {
      username: 'x',
      email: 'nope',
      password: '1',
      confirmPassword: '2',
    });
    const body = expectErrorBody(response, 400);
    expect(body.fields).toEqual({
      username: userMessages.usernameMin,
      email: userMessages.emailInvalid,
      password: userMessages.passwordMin,
      confirmPassword: userMessages.passwordsMismatch,
    });
  });

  it('refuses a username that differs only in case with a 409 on the username field', async () => {
    const { registration } = await registerUser(t.app, { username: 'Ravi_Kumar' });
    const response = await postJson(t.app, apiPaths.auth.register, aRegistration({ username: 'rAVI_kUMAR' }));
    const body = expectErrorBody(response, 409);
    expect(body).toEqual({ error: 'This username is already taken', fields: { username: 'This username is already taken' } });
    const same = (await allUsers(t.database)).filter((row) => row.username.toLowerCase() === registration.username.toLowerCase());
    expect(same).toHaveLength(1);
  });

  it('refuses an e-mail that differs only in case with a 409 on the email field', async () => {
    await registerUser(t.app, { email: 'meena@village.in' });
    const response = await postJson(t.app, apiPaths.auth.register, aRegistration({ email: 'MEENA@Village.IN' }));
    const body = expectErrorBody(response, 409);
    expect(body).toEqual({
      error: 'An account with this email already exists',
      fields: { email: 'An account with this email already exists' },
    });
    const same = (await allUsers(t.database)).filter((row) => row.email?.toLowerCase() === 'meena@village.in');
    expect(same).toHaveLength(1);
  });

  it('names both fields when both are taken', async () => {
    const { registration } = await registerUser(t.app);
    const response = await postJson(
      t.app,
      apiPaths.auth.register,
      aRegistration({
        username: registration.username.toUpperCase(),
        email: registration.email.toUpperCase(),
      }),
    );
    const body = expectErrorBody(response, 409);
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['email', 'username']);
  });

  it('lets exactly one of several simultaneous registrations of one username win; the rest get 409', async () => {
    const username = `race_${Date.now()}`;
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        postJson(t.app, apiPaths.auth.register, aRegistration({ username: i % 2 ? username : username.toUpperCase() })),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(expectErrorBody(response).fields).toEqual({ username: 'This username is already taken' });
    }
    const rows = (await allUsers(t.database)).filter((row) => row.username.toLowerCase() === username.toLowerCase());
    expect(rows).toHaveLength(1);
  });

  it('never lets a registration choose its role', async () => {
    const response = await postJson(t.app, apiPaths.auth.register, { ...aRegistration(), role: 'admin' });
    const body = expectErrorBody(response, 400);
    expect(body.fields).toEqual({ role: 'This field is not accepted' });
    expect((await allUsers(t.database)).some((row) => row.role === 'admin')).toBe(false);
  });
});
