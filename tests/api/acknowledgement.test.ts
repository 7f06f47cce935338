import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyApplicationDetail } from '../../src/shared/api/my-requests-types';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { formatDate } from '../../src/shared/i18n/formats';
import { auditLog } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { definitionOf, fixtures, postMultipart, submitApplication, validValues } from './helpers/certificates';
import type { UploadPart } from './helpers/certificates';
import { expectCodedError, getWithToken, postJson, request } from './helpers/http';
import { poppler } from './helpers/poppler';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { UNLIMITED } from './grievance-support';
import { bearer } from './me-support';

const birth = definitionOf('birth');
const community = definitionOf('community');
const death = definitionOf('death');

/** Decision 054: the acknowledgement of a submitted application, made on each download. */
describe.each(testDatabases())('acknowledgements on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let citizen: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp(target, { env: UNLIMITED });
    admin = (await setupAdmin(t.app)).token;
    citizen = (await registerUser(t.app)).token;
    other = (await registerUser(t.app)).token;
  });
  afterAll(() => t?.close());

  const submit = async (slug: 'birth' | 'community' | 'death', options: { values?: Record<string, string>; files?: UploadPart[] } = {}) => {
    const definition = definitionOf(slug);
    const response = await submitApplication(t.app, definition, {
      headers: bearer(citizen),
      values: validValues(definition, options.values),
      files: options.files,
    });
    expect(response.status, response.text).toBe(201);
    return response.body as { id: string; reference: string };
  };
  const mine = (slug: string, id: string, token: string | null = citizen) =>
    t.app.inject({ method: 'GET', url: apiPaths.me.acknowledgementPdf(slug, id), headers: token === null ? {} : bearer(token) });
  const clerks = (slug: string, id: string, token = admin) =>
    t.app.inject({ method: 'GET', url: adminApiPaths.acknowledgementPdf(slug, id), headers: bearer(token) });
  const textOf = async (slug: string, id: string) => {
    const response = await mine(slug, id);
    expect(response.statusCode, response.body).toBe(200);
    return poppler(response.rawPayload).text();
  };

  it('gives the owner a one-page PDF with the reference, the name, each document received and the date the answer is due', async () => {
    const files: UploadPart[] = [
      { field: 'birthProof', name: 'hospital-record.pdf', bytes: fixtures.pdf },
      { field: 'addressProof', name: 'ration-card.png', bytes: fixtures.png },
      { field: 'idProof', name: 'father-voter-id.jpg', bytes: fixtures.jpeg },
      { field: 'idProof', name: 'mother-voter-id.jpg', bytes: fixtures.jpeg },
    ];
    const { id, reference } = await submit('birth', { values: { childName: 'Meena Sundaram', fatherName: 'சுந்தரம் கணேசன்' }, files });
    const detail = (await getWithToken(t.app, apiPaths.me.application('birth', id), citizen)).body as MyApplicationDetail;

    const response = await mine('birth', id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="acknowledgement-${reference}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const tools = poppler(response.rawPayload);
    expect(tools.pages()).toBe(1);
    const text = tools.text();
    for (const expected of [
      'Acknowledgement of your application',
      birth.certificate.title,
      reference,
      'Meena Sundaram',
      `Date received`,
      formatDate(detail.createdAt),
      `Answer due by`,
      formatDate(detail.dueBy),
      'Pending',
      'It is not a certificate.',
      ...files.map((file) => file.name),
      'Proof of Birth',
      "Parents' ID Proof",
    ]) {
      expect(text, expected).toContain(expected);
    }
    tools.png(`acknowledgement-${target.kind}`);
  });

  it('says None for a type without documents', async () => {
    const { id, reference } = await submit('death', { values: { deceasedName: 'Raman Pillai' } });
    const text = await textOf('death', id);
    expect(text).toContain(reference);
    expect(text).toContain('Raman Pillai');
    expect(text).toContain(death.certificate.title);
    expect(text).toMatch(/None/);
  });

  it('is its owner’s only: someone else’s, a wrong type and an unknown id are one 404, a clerk’s token 403, none 401; a malformed id 404', async () => {
    const { id } = await submit('birth');
    const asked: [string, string, string][] = [
      ['birth', id, other],
      ['income', id, citizen],
      ['birth', randomUUID(), citizen],
      ['birth', 'not-a-uuid', citizen],
      ['birth', `${id}0`, citizen],
      ['passport', id, citizen],
    ];
    for (const [slug, wrongId, token] of asked) {
      const response = await getWithToken(t.app, apiPaths.me.acknowledgementPdf(slug, wrongId), token);
      expect(expectCodedError(response, 404).code, `${slug}/${wrongId}`).toBe('certificate.not_found');
    }
    expect((await mine('birth', id, admin)).statusCode).toBe(403);
    expect((await mine('birth', id, null)).statusCode).toBe(401);
  });

  it('opens inline for a clerk, to print, the same acknowledgement; a citizen’s token on it is refused; not written in the audit log, as the certificate’s PDF', async () => {
    const { id, reference } = await submit('community', { values: { applicantName: 'Selvi Kumar' } });
    const response = await clerks('community', id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="acknowledgement-${reference}.pdf"`);
    const text = poppler(response.rawPayload).text();
    expect(text).toContain(reference);
    expect(text).toContain('Selvi Kumar');
    expect(text).toContain(community.certificate.title);
    expect(text.replace(/Printed on.*/, '')).toBe((await textOf('community', id)).replace(/Printed on.*/, ''));

    expect((await clerks('community', id, citizen)).statusCode).toBe(403);
    expect((await request(t.app, { method: 'GET', url: adminApiPaths.acknowledgementPdf('community', id) })).status).toBe(401);
    for (const [slug, wrongId] of [
      ['community', randomUUID()],
      ['community', 'not-a-uuid'],
      ['birth', id],
    ] as const) {
      const wrong = await getWithToken(t.app, adminApiPaths.acknowledgementPdf(slug, wrongId), admin);
      expect(expectCodedError(wrong, 404).code).toBe('certificate.not_found');
    }
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id))).toEqual([]);
  });

  it('after a return for correction and the resubmission, lists the document held now, the date the corrections came and the status', async () => {
    const { id } = await submit('community', {
      files: [
        { field: 'aadhaarFile', name: 'aadhaar.png', bytes: fixtures.png },
        { field: 'addressProof', name: 'blurred-proof.png', bytes: fixtures.png },
        { field: 'parentCommunityCert', name: 'father-community.pdf', bytes: fixtures.pdf },
      ],
    });
    expect(await textOf('community', id)).toContain('blurred-proof.png');

    const returned = await postJson(
      t.app,
      adminApiPaths.certificateReturn('community', id),
      { message: 'The address proof cannot be read.', fields: ['addressProof'] },
      bearer(admin),
    );
    expect(returned.status, returned.text).toBe(200);
    expect(await textOf('community', id)).toContain('Returned for correction');

    const resubmitted = await postMultipart(
      t.app,
      apiPaths.me.resubmit('community', id),
      {},
      [{ field: 'addressProof', name: 'new-address-proof.pdf', bytes: fixtures.pdf }],
      {
        ...bearer(citizen),
        'idempotency-key': randomUUID(),
      },
    );
    expect(resubmitted.status, resubmitted.text).toBe(200);

    const text = await textOf('community', id);
    expect(text).toContain('new-address-proof.pdf');
    expect(text).not.toContain('blurred-proof.png');
    expect(text).toContain('aadhaar.png');
    expect(text).toContain('father-community.pdf');
    expect(text).toContain('Corrections received');
    expect(text).toContain('Pending');
  });
});
