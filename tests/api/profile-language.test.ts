import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse, ProfileResponse } from '../../src/shared/api/auth-types';
import { apiPaths } from '../../src/shared/api/paths';
import { users } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { expectCodedError, expectErrorBody, getWithToken, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

/** The language on the account (decision 036): it follows the person to every device they sign in on. */
describe.each(testDatabases())('the language on the profile on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  const patch = (token: string | undefined, body: unknown) =>
    request(t.app, {
      method: 'PATCH',
      url: apiPaths.auth.profile,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(token === undefined ? {} : { authorization: `Bearer ${token}` }) },
    });

  it('is null on a new account, in the registration answer and the profile', async () => {
    const citizen = await registerUser(t.app);
    expect(citizen.user.language).toBeNull();
    const profile = await getWithToken(t.app, apiPaths.auth.profile, citizen.token);
    expect((profile.body as ProfileResponse).user.language).toBeNull();
  });

  it('is stored by PATCH, answered by GET and by the next sign-in, and touches no other account', async () => {
    const citizen = await registerUser(t.app);
    const other = await registerUser(t.app);
    const changed = await patch(citizen.token, { language: 'ta' });
    expect(changed.status, changed.text).toBe(200);
    expect((changed.body as ProfileResponse).user).toMatchObject({
      _id: citizen.user._id,
      username: citizen.user.username,
      language: 'ta',
    });

    const profile = await getWithToken(t.app, apiPaths.auth.profile, citizen.token);
    expect((profile.body as ProfileResponse).user.language).toBe('ta');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, citizen.user._id));
    expect(row?.language).toBe('ta');

    // Another device: the sign-in answers the language chosen on the first.
    const signIn = await postJson(t.app, apiPaths.auth.login, {
      username: citizen.registration.username,
      password: citizen.registration.password,
    });
    expect(signIn.status, signIn.text).toBe(200);
    expect((signIn.body as AuthResponse).user.language).toBe('ta');

    const untouched = await getWithToken(t.app, apiPaths.auth.profile, other.token);
    expect((untouched.body as ProfileResponse).user.language).toBeNull();

    const back = await patch(citizen.token, { language: 'en' });
    expect((back.body as ProfileResponse).user.language).toBe('en');
  });

  it('is kept for an administrator too', async () => {
    const admin = await setupAdmin(t.app);
    const changed = await patch(admin.token, { language: 'ta' });
    expect(changed.status, changed.text).toBe(200);
    expect((changed.body as ProfileResponse).user).toMatchObject({ role: 'admin', language: 'ta' });
  });

  it('refuses a language the portal does not have, with its code, and changes nothing', async () => {
    const citizen = await registerUser(t.app);
    for (const body of [{ language: 'fr' }, { language: 'TA' }, { language: null }, {}, { language: 7 }]) {
      const refused = expectCodedError(await patch(citizen.token, body), 400);
      expect(refused).toMatchObject({
        error: 'Choose a language: en or ta',
        code: 'validation_failed',
        fields: { language: 'Choose a language: en or ta' },
      });
      expect(refused.fieldCodes?.language).toMatch(/^(oneOf|required)$/);
    }
    expect(expectCodedError(await patch(citizen.token, { language: 'ta', theme: 'dark' }), 400)).toMatchObject({
      code: 'unknown_field',
      values: { names: 'theme' },
    });
    const profile = await getWithToken(t.app, apiPaths.auth.profile, citizen.token);
    expect((profile.body as ProfileResponse).user.language).toBeNull();
  });

  it('answers 401 with its code without a session', async () => {
    const refused = expectCodedError(await patch(undefined, { language: 'ta' }), 401);
    expect(refused).toEqual({ error: 'Please sign in to continue.', code: 'auth.sign_in_required' });
    expect(expectErrorBody(await patch('not-a-token', { language: 'ta' }), 401).error).toBe(
      'Your session is not valid. Please sign in again.',
    );
  });
});
