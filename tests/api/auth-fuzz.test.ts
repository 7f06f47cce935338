import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { codeProblem, postJson, request } from './helpers/http';
import type { JsonResponse } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

const RUNS = 200;

/** Whatever the input: never a 5xx, and every 4xx is a JSON `{ error: string, code }` with nothing internal. */
function assertWellBehaved(response: JsonResponse) {
  if (response.status >= 500) throw new Error(`5xx for input: ${response.status} ${response.text}`);
  if (response.status >= 400) {
    const body = response.body as { error?: unknown } | null;
    if (typeof body?.error !== 'string') throw new Error(`4xx without { error: string }: ${response.text}`);
    if (/\n\s+at |node_modules|src\/server|Failed query/.test(response.text)) throw new Error(`Internals leaked: ${response.text}`);
    const problem = codeProblem(response);
    if (problem) throw new Error(`Error answer ${problem}`);
  }
}

/** Strings that sit on and around the schema's edges: lengths, '@', dots, spaces, unicode. */
const edgyString = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom('', ' ', 'a@b.c', '@', '.', 'ab', 'abc', 'x'.repeat(50), 'x'.repeat(51), 'p'.repeat(128), 'p'.repeat(129)),
  fc.emailAddress(),
  fc.stringMatching(/^[A-Za-z0-9._-]{1,55}$/),
);

/** Any JSON value where a string belongs. */
const anyJsonValue = fc.oneof(
  edgyString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

const nearValidRegistration = fc.record(
  {
    username: fc.oneof(edgyString, anyJsonValue),
    email: fc.oneof(edgyString, anyJsonValue),
    password: fc.oneof(edgyString, anyJsonValue),
    confirmPassword: fc.oneof(edgyString, anyJsonValue),
  },
  { requiredKeys: [] },
);

/** Mostly valid registrations (so the 201 and 409 paths are fuzzed too), sometimes one field off. */
const mostlyValidRegistration = fc
  .record({
    username: fc.stringMatching(/^[A-Za-z0-9._-]{3,12}$/),
    email: fc.emailAddress(),
    password: fc.string({ minLength: 6, maxLength: 40 }),
    tweak: fc.option(fc.tuple(fc.constantFrom('username', 'email', 'password', 'confirmPassword', 'extra'), anyJsonValue)),
  })
  .map(({ username, email, password, tweak }) => {
    const body: Record<string, unknown> = { username, email, password, confirmPassword: password };
    if (tweak) body[tweak[0]] = tweak[1];
    return body;
  });

const nearValidLogin = fc.record(
  { username: fc.oneof(edgyString, anyJsonValue), password: fc.oneof(edgyString, anyJsonValue) },
  { requiredKeys: [] },
);

describe.each(testDatabases())('property-based input fuzzing on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  const cases: Array<[string, string, fc.Arbitrary<unknown>]> = [
    ['register: fc.anything()', apiPaths.auth.register, fc.anything()],
    ['register: fc.object()', apiPaths.auth.register, fc.object()],
    ['register: near-valid records', apiPaths.auth.register, nearValidRegistration],
    ['register: mostly valid records', apiPaths.auth.register, mostlyValidRegistration],
    ['login: fc.anything()', apiPaths.auth.login, fc.anything()],
    ['login: fc.object()', apiPaths.auth.login, fc.object()],
    ['login: near-valid records', apiPaths.auth.login, nearValidLogin],
    ['admin login: near-valid records', adminApiPaths.auth.login, nearValidLogin],
  ];

  it.each(cases)(`%s (${RUNS} runs)`, async (_label, path, arbitrary) => {
    await fc.assert(
      fc.asyncProperty(arbitrary, async (body) => {
        // JSON.stringify(undefined) is undefined: that case is "no body".
        const serialized = JSON.stringify(body);
        const response =
          serialized === undefined ? await request(t.app, { method: 'POST', url: path }) : await postJson(t.app, path, body as object);
        assertWellBehaved(response);
        // 429: the fuzzer repeats its constants ('x'.repeat(50) among them), and enough wrong
        // passwords for one username lock its sign-in for a while (decision 014), as they should.
        expect([200, 201, 400, 401, 409, 413, 415, 429]).toContain(response.status);
      }),
      { numRuns: RUNS },
    );
  });

  it(`raw bytes as a JSON body never produce a 5xx (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
        ),
        async (payload) => {
          const response = await request(t.app, {
            method: 'POST',
            url: apiPaths.auth.register,
            payload,
            headers: { 'content-type': 'application/json' },
          });
          assertWellBehaved(response);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
