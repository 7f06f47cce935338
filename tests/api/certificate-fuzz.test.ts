import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationCounts, definitionOf, fixtures, multipartBody, uploadsOnDisk, validValues } from './helpers/certificates';
import type { UploadPart } from './helpers/certificates';
import { codeProblem, postJson, request } from './helpers/http';
import type { JsonResponse } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

const RUNS = 60;
const birth = definitionOf('birth');
const death = definitionOf('death');

/** Whatever the input: never a 5xx, and every 4xx is `{ error: string }` with nothing internal. */
function assertWellBehaved(response: JsonResponse) {
  if (response.status >= 500) throw new Error(`5xx for input: ${response.status} ${response.text}`);
  if (response.status >= 400) {
    const body = response.body as { error?: unknown } | null;
    if (typeof body?.error !== 'string') throw new Error(`4xx without { error: string }: ${response.status} ${response.text}`);
    if (/\n\s+at |node_modules|src\/server|Failed query/.test(response.text)) throw new Error(`Internals leaked: ${response.text}`);
    const problem = codeProblem(response);
    if (problem) throw new Error(`Error answer ${problem}`);
  }
}

const fieldName = (names: readonly string[]) => fc.oneof(fc.constantFrom(...names), fc.string({ minLength: 1, maxLength: 12 }));
const fieldValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '1234 5678 9012',
    '123456789012',
    '2001-02-03',
    '2999-12-31',
    'Male',
    '+91 98765 43210',
    'a@b.co',
    'x'.repeat(1001),
  ),
);
const fileBytes = fc.oneof(
  fc.constantFrom(fixtures.png, fixtures.jpeg, fixtures.pdf, fixtures.exe, fixtures.elf, fixtures.text, Buffer.alloc(0)),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
);

describe.each(testDatabases())('certificate endpoints under arbitrary input on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  it('birth: arbitrary multipart fields and files never give a 5xx and never leave a temp file', async () => {
    const names = birth.fields.map((field) => field.name);
    const fileNames = birth.files.map((file) => file.name);
    const body = fc.record({
      base: fc.boolean(),
      values: fc.dictionary(fieldName(names), fieldValue, { maxKeys: 6 }),
      files: fc.array(
        fc.record({
          field: fieldName(fileNames),
          name: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('a.pdf', 'b.png', '../../x.jpg')),
          bytes: fileBytes,
        }),
        { maxLength: 4 },
      ),
    });
    await fc.assert(
      fc.asyncProperty(body, async ({ base, values, files }) => {
        const all = { ...(base ? validValues(birth) : {}), ...values };
        const encoded = await multipartBody(all, files as UploadPart[]);
        const response = await request(t.app, {
          method: 'POST',
          url: birth.apiPath,
          payload: encoded.body,
          headers: { 'content-type': encoded.contentType },
        });
        assertWellBehaved(response);
      }),
      { numRuns: RUNS },
    );
    expect(uploadsOnDisk(t.dataDir).temp).toEqual([]);
    expect(uploadsOnDisk(t.dataDir).stored).toHaveLength((await applicationCounts(t.database)).documents);
  });

  it('birth: arbitrary bytes under a multipart content type never give a 5xx', async () => {
    const raw = fc.record({
      boundary: fc.oneof(fc.constant('xyz'), fc.string({ maxLength: 10 })),
      payload: fc.oneof(
        fc.uint8Array({ maxLength: 200 }).map((bytes) => Buffer.from(bytes)),
        fc.string({ maxLength: 200 }).map((text) => Buffer.from(`--xyz\r\n${text}`)),
      ),
    });
    await fc.assert(
      fc.asyncProperty(raw, async ({ boundary, payload }) => {
        const response = await request(t.app, {
          method: 'POST',
          url: birth.apiPath,
          payload,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        });
        assertWellBehaved(response);
      }),
      { numRuns: RUNS },
    );
    expect(uploadsOnDisk(t.dataDir).temp).toEqual([]);
  });

  it('death: arbitrary JSON never gives a 5xx', async () => {
    const names = death.fields.map((field) => field.name);
    const anyValue = fc.oneof(
      fieldValue,
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.object({ maxDepth: 1 }),
    );
    const body = fc.oneof(
      fc.record({ base: fc.boolean(), values: fc.dictionary(fieldName(names), anyValue, { maxKeys: 5 }) }).map(({ base, values }) => ({
        ...(base ? validValues(death) : {}),
        ...values,
      })),
      fc.jsonValue({ maxDepth: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(body, async (value) => assertWellBehaved(await postJson(t.app, death.apiPath, value))),
      { numRuns: RUNS },
    );
  });
});
