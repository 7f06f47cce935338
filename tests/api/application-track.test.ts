import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplicationTracked } from '../../src/shared/api/my-requests-types';
import { apiPaths } from '../../src/shared/api/paths';
import { certificateDefinitions } from '../../src/shared/domain/certificates/certificate-definitions';
import { applications } from '../../src/server/db/schema';
import { definitionOf, submitApplication, validValues } from './helpers/certificates';
import { expectCodedError, request } from './helpers/http';
import type { JsonResponse } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { UNLIMITED } from './grievance-support';

const track = (t: TestApp, query: Record<string, string>, ip = '127.0.0.1'): Promise<JsonResponse> =>
  request(t.app, { method: 'GET', url: `${apiPaths.applicationTrack}?${new URLSearchParams(query).toString()}`, remoteAddress: ip });

/** The same answer, whatever was wrong: status, code and body alike. */
const NOT_FOUND = {
  error: 'No application has this reference and mobile number. Please check both and try again.',
  code: 'certificate.track_not_found',
};

async function submitWithMobile(t: TestApp, slug: string, mobile: string): Promise<{ id: string; reference: string }> {
  const definition = definitionOf(slug);
  const field = definition.mobileField ?? '';
  const response = await submitApplication(t.app, definition, { values: validValues(definition, { [field]: mobile }) });
  expect(response.status, response.text).toBe(201);
  return response.body as { id: string; reference: string };
}

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

describe.each(testDatabases())('tracking an application by reference and mobile number on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: UNLIMITED });
  });
  afterAll(() => t?.close());

  it("answers each type's status and dates, and nothing else, for the number given in the application", async () => {
    for (const definition of certificateDefinitions) {
      const { id, reference } = await submitWithMobile(t, definition.slug, '+91 98765-43210');
      const response = await track(t, { reference, mobile: '9876543210' });
      expect(response.status, `${definition.slug}: ${response.text}`).toBe(200);
      const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
      expect(response.body).toEqual({
        reference,
        type: definition.slug,
        status: 'pending',
        createdAt: row?.createdAt.toISOString(),
        updatedAt: row?.updatedAt.toISOString(),
        dueBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      } satisfies Record<keyof ApplicationTracked, unknown>);
    }
  });

  it('takes the reference in any case with spaces around, and the number however it is written', async () => {
    const { reference } = await submitWithMobile(t, 'death', '044-2345 6789');
    for (const [typed, mobile] of [
      [reference.toLowerCase(), '04423456789'],
      [`  ${reference} `, '(044) 2345-6789'],
      [reference, ' 4423456789 '],
      [reference, '+91 44 2345 6789'],
    ]) {
      expect((await track(t, { reference: typed ?? '', mobile: mobile ?? '' })).status, `${typed} ${mobile}`).toBe(200);
    }
  });

  it('answers a wrong number, an unknown reference and a malformed one with the same 404, in about the same time', async () => {
    const { reference } = await submitWithMobile(t, 'birth', '9876543210');
    const unknownReference = `BIR-${reference.slice(4, 8) === 'AAAA' ? 'BBBB' : 'AAAA'}-AAAA`;
    const wrongMobile = { reference, mobile: '9876543211' };
    const unknown = { reference: unknownReference, mobile: '9876543210' };
    for (const query of [wrongMobile, unknown, { reference: 'nonsense', mobile: '9876543210' }, { reference, mobile: 'none' }]) {
      expect(expectCodedError(await track(t, query), 404), JSON.stringify(query)).toEqual(NOT_FOUND);
    }

    const timed = async (query: Record<string, string>) => {
      const started = performance.now();
      expect((await track(t, query)).status).toBe(404);
      return performance.now() - started;
    };
    // Pairs, one right after the other and in turns first, so that what else the machine does weighs
    // on both alike: the median difference of a pair against the median time of one (the first rounds warm up).
    const differences: number[] = [];
    const baseline: number[] = [];
    for (let round = 0; round < 70; round += 1) {
      const [first, second] = round % 2 === 0 ? [wrongMobile, unknown] : [unknown, wrongMobile];
      const [firstTime, secondTime] = [await timed(first), await timed(second)];
      if (round < 10) continue;
      const [wrongTime, unknownTime] = first === wrongMobile ? [firstTime, secondTime] : [secondTime, firstTime];
      differences.push(wrongTime - unknownTime);
      baseline.push(unknownTime);
    }
    const difference = median(differences);
    const typical = median(baseline);
    console.info(
      `track 404 (${target.kind}): an unknown reference ${typical.toFixed(2)} ms, a wrong mobile ${difference >= 0 ? '+' : ''}${difference.toFixed(2)} ms (medians of 60 pairs)`,
    );
    expect(Math.abs(difference)).toBeLessThan(Math.max(1, 0.5 * typical));
  });

  it('asks for both values (400), and takes no other', async () => {
    const missing = expectCodedError(await track(t, { reference: 'BIR-AAAA-AAAA' }), 400);
    expect(missing.fieldCodes).toEqual({ mobile: 'required' });
    expect(missing.fields).toEqual({ mobile: 'Please enter the mobile number given in the application.' });
    const blank = expectCodedError(await track(t, { reference: '   ', mobile: '' }), 400);
    expect(blank.fieldCodes).toEqual({ reference: 'required', mobile: 'required' });
    expect(expectCodedError(await track(t, { reference: 'BIR-AAAA-AAAA', mobile: '9876543210', name: 'x' }), 400).code).toBe(
      'unknown_field',
    );
    const repeated = await request(t.app, { method: 'GET', url: `${apiPaths.applicationTrack}?reference=a&reference=b&mobile=1` });
    expect(expectCodedError(repeated, 400).fieldCodes).toEqual({ reference: 'repeated' });
  });
});

describe.each(testDatabases())('the tracker’s limit on %s', (target) => {
  const LIMIT = 3;
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { GRIEVANCE_LOOKUP_RATE_LIMIT_MAX: String(LIMIT) } });
  });
  afterAll(() => t?.close());

  it('answers 429 after the complaint lookups’ limit per minute, found or not; other clients are unaffected', async () => {
    const { reference } = await submitWithMobile(t, 'death', '9876543210');
    const ip = '203.0.113.77';
    expect((await track(t, { reference, mobile: '9876543210' }, ip)).status).toBe(200);
    expect((await track(t, { reference, mobile: '9999999999' }, ip)).status).toBe(404);
    expect((await track(t, { reference: 'DTH-AAAA-AAAA', mobile: '9876543210' }, ip)).status).toBe(404);
    expect(expectCodedError(await track(t, { reference, mobile: '9876543210' }, ip), 429).code).toBe('rate_limited');
    expect((await track(t, { reference, mobile: '9876543210' }, '198.51.100.7')).status).toBe(200);
  });
});
