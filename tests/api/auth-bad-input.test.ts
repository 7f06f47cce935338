import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { BODY_NOT_OBJECT } from '../../src/shared/validation/validate';
import { aRegistration, allUsers } from './helpers/accounts';
import { expectErrorBody, postJson, request } from './helpers/http';
import { TEST_SETUP_KEY, createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

/** Every endpoint that takes a body, with a valid body to corrupt. */
const endpoints = [
  { path: apiPaths.auth.register, valid: () => aRegistration() },
  { path: apiPaths.auth.login, valid: () => ({ username: 'someone', password: 'some password' }) },
  { path: adminApiPaths.auth.login, valid: () => ({ username: 'someone', password: 'some password' }) },
  { path: adminApiPaths.auth.setup, valid: () => ({ ...aRegistration(), setupKey: 'wrong-key-wrong-key' }) },
];

const ONE_MB = 'x'.repeat(1_000_000);

describe.each(testDatabases())('bad input on every auth endpoint on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => {
    // Nothing above may have created an account.
    expect(await allUsers(t.database)).toHaveLength(0);
    await t?.close();
  });

  describe.each(endpoints)('POST $path', ({ path, valid }) => {
    const raw = (payload: string | undefined, contentType?: string) =>
      request(t.app, { method: 'POST', url: path, payload, headers: contentType ? { 'content-type': contentType } : {} });

    it('malformed JSON → 400 "The request body is not valid JSON"', async () => {
      for (const payload of ['{"username": ', '{username: "a"}', "{'a': 1}", '[1, 2', 'undefined', '{"a":1}}']) {
        expect(expectErrorBody(await raw(payload, 'application/json'), 400)).toEqual({ error: 'The request body is not valid JSON' });
      }
    });

    it('prototype pollution attempts → 400, never processed', async () => {
      const response = await raw('{"__proto__": {"role": "admin"}, "username": "x"}', 'application/json');
      expectErrorBody(response, 400);
      const constructor = await raw('{"constructor": {"prototype": {"role": "admin"}}}', 'application/json');
      expectErrorBody(constructor, 400);
    });

    it('no body at all → 400', async () => {
      expect(expectErrorBody(await raw(undefined), 400).error).toBe(BODY_NOT_OBJECT);
    });

    it('empty body declared as JSON → 400', async () => {
      expectErrorBody(await raw('', 'application/json'), 400);
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x'])(
      'content type %s → 415 with a clear message',
      async (contentType) => {
        const response = await raw(JSON.stringify(valid()), contentType);
        expect(expectErrorBody(response, 415).error).toMatch(/Content-Type: application\/json/);
      },
    );

    it('a body without a content type → 415', async () => {
      expectErrorBody(await raw(JSON.stringify(valid())), 415);
    });

    it('JSON that is not an object → 400', async () => {
      for (const payload of ['null', '[]', '[{"username":"a"}]', '"text"', '42', 'true']) {
        expect(expectErrorBody(await raw(payload, 'application/json'), 400).error).toBe(BODY_NOT_OBJECT);
      }
    });

    it('an empty object → 400 naming the missing fields', async () => {
      const body = expectErrorBody(await postJson(t.app, path, {}), 400);
      expect(Object.keys(body.fields ?? {}).sort()).toEqual(Object.keys(valid()).sort());
    });

    it('each field missing → 400 on that field', async () => {
      for (const field of Object.keys(valid())) {
        const body = Object.fromEntries(Object.entries(valid()).filter(([key]) => key !== field));
        const response = await postJson(t.app, path, body);
        expect(Object.keys(expectErrorBody(response, 400).fields ?? {})).toContain(field);
      }
    });

    it.each([
      ['a number', 12345678],
      ['zero', 0],
      ['a boolean', true],
      ['null', null],
      ['an array', ['a', 'b']],
      ['an object', { $ne: '' }],
      ['an empty array', []],
    ])('each field as %s → 400 on that field (no coercion)', async (_label, value) => {
      for (const field of Object.keys(valid())) {
        const response = await postJson(t.app, path, { ...valid(), [field]: value });
        expect(Object.keys(expectErrorBody(response, 400).fields ?? {}), `${field}=${JSON.stringify(value)}`).toContain(field);
      }
    });

    it('a 1 MB string in each field → 400 from the maximum lengths, quickly', async () => {
      for (const field of Object.keys(valid())) {
        const started = performance.now();
        const response = await postJson(t.app, path, { ...valid(), [field]: ONE_MB });
        expect(Object.keys(expectErrorBody(response, 400).fields ?? {})).toContain(field);
        expect(performance.now() - started).toBeLessThan(1_000);
      }
    });

    it('a body over the 1 MiB limit → 413', async () => {
      const response = await postJson(t.app, path, { ...valid(), padding: 'x'.repeat(1_100_000) });
      expect(expectErrorBody(response, 413)).toEqual({ error: 'The request body is too large' });
    });

    it('unknown fields → 400 naming them', async () => {
      const response = await postJson(t.app, path, { ...valid(), isAdmin: true, role: 'admin' });
      const body = expectErrorBody(response, 400);
      expect(body.fields).toEqual({ isAdmin: 'This field is not accepted', role: 'This field is not accepted' });
    });

    it('a pathological e-mail-like string cannot stall the server (no regex backtracking)', async () => {
      const nasty = `a@${'.a'.repeat(200_000)} `;
      const started = performance.now();
      const field = 'email' in valid() ? 'email' : 'username';
      expectErrorBody(await postJson(t.app, path, { ...valid(), [field]: nasty }), 400);
      expect(performance.now() - started).toBeLessThan(1_000);
    });
  });

  it('the setup key is checked only after the body is valid, and a bad body never reveals it', async () => {
    const response = await postJson(t.app, adminApiPaths.auth.setup, { setupKey: TEST_SETUP_KEY });
    const body = expectErrorBody(response, 400);
    expect(body.fields?.setupKey).toBeUndefined();
    expect(response.text).not.toContain(TEST_SETUP_KEY);
  });

  it('an unknown /api route → 404 JSON, for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await request(t.app, { method, url: '/api/no-such-thing' });
      expect(expectErrorBody(response, 404)).toEqual({ error: 'Not found' });
    }
  });

  it('a known path with the wrong method → 404 JSON', async () => {
    expect(expectErrorBody(await request(t.app, { method: 'GET', url: apiPaths.auth.register }), 404)).toEqual({ error: 'Not found' });
  });
});
