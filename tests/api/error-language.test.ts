import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { aRegistration, registerUser } from './helpers/accounts';
import { expectCodedError, postJson, request } from './helpers/http';
import type { JsonResponse } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { UNLIMITED } from './grievance-support';

/*
 * An error answer is worded in the request's language (decision 070): the first of the portal's
 * languages its Accept-Language names, else the signed-in account's, else English, the spec's
 * words. Its code, values and field codes are the same in every language.
 */

const WRONG_SIGN_IN = {
  en: { error: 'Invalid username or password', code: 'auth.invalid_credentials' },
  ta: { error: 'பயனர் பெயர் அல்லது கடவுச்சொல் தவறு', code: 'auth.invalid_credentials' },
};

describe.each(testDatabases())('error answers in the request’s language on %s', (target) => {
  let t: TestApp;
  let citizen: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    t = await createTestApp(target, { env: UNLIMITED });
    citizen = await registerUser(t.app);
  });
  afterAll(() => t?.close());

  // A name no account has, new each time, so that no name is locked out after its failures.
  const wrongSignIn = (headers: Record<string, string> = {}) =>
    postJson(t.app, apiPaths.auth.login, { username: aRegistration().username, password: 'not the password' }, headers);
  const inLanguage = (language: string) => ({ 'accept-language': language });

  /** A well-formed error answer whose words depend on Accept-Language, and say so to caches. */
  function answer(response: JsonResponse, status: number) {
    expect(response.headers.vary).toMatch(/accept-language/i);
    return expectCodedError(response, status);
  }

  it('no Accept-Language, or English, is answered in the spec’s English', async () => {
    expect(answer(await wrongSignIn(), 401)).toEqual(WRONG_SIGN_IN.en);
    expect(answer(await wrongSignIn(inLanguage('en')), 401)).toEqual(WRONG_SIGN_IN.en);
    expect(answer(await wrongSignIn(inLanguage('en-IN,en;q=0.9,ta;q=0.8')), 401)).toEqual(WRONG_SIGN_IN.en);
  });

  it('Tamil is answered in Tamil, by its first supported language and quality; an unknown language in English', async () => {
    expect(answer(await wrongSignIn(inLanguage('ta')), 401)).toEqual(WRONG_SIGN_IN.ta);
    expect(answer(await wrongSignIn(inLanguage('ta-IN,ta;q=0.9')), 401)).toEqual(WRONG_SIGN_IN.ta);
    expect(answer(await wrongSignIn(inLanguage('fr-FR, ta;q=0.5, en;q=0.2')), 401)).toEqual(WRONG_SIGN_IN.ta);
    expect(answer(await wrongSignIn(inLanguage('en;q=0.4, ta;q=0.8')), 401)).toEqual(WRONG_SIGN_IN.ta);
    expect(answer(await wrongSignIn(inLanguage('fr')), 401)).toEqual(WRONG_SIGN_IN.en);
    expect(answer(await wrongSignIn(inLanguage('ta;q=0, en')), 401)).toEqual(WRONG_SIGN_IN.en);
  });

  it('a text that names a value names it in Tamil too, and each field is worded by its code', async () => {
    const unknown = { ...aRegistration(), theme: 'dark', colour: 'blue' };
    expect(answer(await postJson(t.app, apiPaths.auth.register, unknown), 400)).toEqual({
      error: 'Unknown fields: theme, colour',
      code: 'unknown_field',
      values: { names: 'theme, colour', count: 2 },
      fields: { theme: 'This field is not accepted', colour: 'This field is not accepted' },
      fieldCodes: { theme: 'notAccepted', colour: 'notAccepted' },
    });
    expect(answer(await postJson(t.app, apiPaths.auth.register, unknown, inLanguage('ta')), 400)).toEqual({
      error: 'இந்த விவரங்களை ஏற்க இயலாது: theme, colour',
      code: 'unknown_field',
      values: { names: 'theme, colour', count: 2 },
      fields: { theme: 'இந்த விவரத்தை ஏற்க இயலாது', colour: 'இந்த விவரத்தை ஏற்க இயலாது' },
      fieldCodes: { theme: 'notAccepted', colour: 'notAccepted' },
    });

    const taken = aRegistration({ username: citizen.registration.username });
    expect(answer(await postJson(t.app, apiPaths.auth.register, taken), 409)).toEqual({
      error: 'This username is already taken',
      code: 'auth.username_taken',
      fields: { username: 'This username is already taken' },
      fieldCodes: { username: 'taken' },
    });
    expect(answer(await postJson(t.app, apiPaths.auth.register, taken, inLanguage('ta-IN,ta;q=0.9')), 409)).toEqual({
      error: 'இந்தப் பயனர் பெயர் ஏற்கனவே பயன்பாட்டில் உள்ளது',
      code: 'auth.username_taken',
      fields: { username: 'இது ஏற்கனவே பயன்பாட்டில் உள்ளது' },
      fieldCodes: { username: 'taken' },
    });
  });

  it('a refused form: English gives the first field’s own message, Tamil the code’s text and each field by its code', async () => {
    const refused = await postJson(t.app, apiPaths.auth.login, {}, inLanguage('ta'));
    expect(answer(refused, 400)).toEqual({
      error: 'குறிக்கப்பட்ட விவரங்களைச் சரிசெய்து மீண்டும் சமர்ப்பிக்கவும்.',
      code: 'validation_failed',
      fields: { username: 'இந்த விவரம் தேவை', password: 'இந்த விவரம் தேவை' },
      fieldCodes: { username: 'required', password: 'required' },
    });
    const english = expectCodedError(await postJson(t.app, apiPaths.auth.login, {}), 400);
    expect(english.error).toBe('Username or email is required');
  });

  it('Fastify’s own refusals and an unknown path are worded too', async () => {
    const invalidJson = (headers: Record<string, string>) =>
      request(t.app, {
        method: 'POST',
        url: apiPaths.auth.login,
        payload: '{"username":',
        headers: { 'content-type': 'application/json', ...headers },
      });
    expect(answer(await invalidJson({}), 400).error).toBe('The request body is not valid JSON');
    expect(answer(await invalidJson(inLanguage('ta')), 400).error).toBe('அனுப்பிய விவரங்களைப் படிக்க முடியவில்லை (JSON சரியாக இல்லை)');
    const unknownPath = await request(t.app, { method: 'GET', url: '/api/no-such-thing', headers: inLanguage('ta') });
    expect(answer(unknownPath, 404)).toEqual({ error: 'கிடைக்கவில்லை', code: 'not_found' });
  });

  it('a signed-in request that names no language is answered in the account’s; one that names a language, in that', async () => {
    const person = await registerUser(t.app);
    const bearer = { authorization: `Bearer ${person.token}` };
    const chosen = await request(t.app, {
      method: 'PATCH',
      url: apiPaths.auth.profile,
      payload: JSON.stringify({ language: 'ta' }),
      headers: { 'content-type': 'application/json', ...bearer },
    });
    expect(chosen.status, chosen.text).toBe(200);
    const badPage = (headers: Record<string, string>) =>
      request(t.app, { method: 'GET', url: `${apiPaths.me.applications}?limit=0`, headers: { ...bearer, ...headers } });
    expect(answer(await badPage({}), 400)).toMatchObject({
      error: 'உங்கள் கோரிக்கைகளின் பட்டியலுக்கான விவரங்கள் சரியாக இல்லை.',
      code: 'me.list_invalid',
    });
    expect(answer(await badPage(inLanguage('en')), 400)).toMatchObject({
      error: 'The list request has invalid parameters.',
      code: 'me.list_invalid',
    });
  });
});
