import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateVerification, MyApplicationDetail } from '../../src/shared/api/my-requests-types';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { applications, auditLog, certificateCounters, certificates } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { definitionOf, submitApplication, validValues } from './helpers/certificates';
import { expectCodedError, getWithToken, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { poppler } from './helpers/poppler';
import { testDatabases } from './helpers/test-databases';

const PUBLIC_URL = 'https://portal.example.gov.in';
const birth = definitionOf('birth');
const death = definitionOf('death');

describe.each(testDatabases())('certificates issued on acceptance on %s', (target) => {
  let t: TestApp;
  let admin: string;
  let citizen: string;
  let other: string;

  beforeAll(async () => {
    t = await createTestApp(target, { env: { PUBLIC_URL, MUNICIPALITY_CODE: 'MDU' } });
    admin = (await setupAdmin(t.app)).token;
    citizen = (await registerUser(t.app)).token;
    other = (await registerUser(t.app)).token;
  });
  afterAll(() => t?.close());

  const submit = async (slug: string, values: Record<string, string> = {}) => {
    const definition = definitionOf(slug);
    const response = await submitApplication(t.app, definition, {
      headers: { authorization: `Bearer ${citizen}` },
      values: validValues(definition, values),
    });
    expect(response.status, response.text).toBe(201);
    return (response.body as { id: string }).id;
  };
  const decide = (slug: string, id: string, decision: 'accept' | 'decline') =>
    postJson(t.app, adminApiPaths.certificateDecision(slug, id, decision), {}, { authorization: `Bearer ${admin}` });
  const download = (slug: string, id: string, token: string) =>
    request(t.app, { method: 'GET', url: apiPaths.me.certificatePdf(slug, id), headers: { authorization: `Bearer ${token}` } });
  const pdfOf = async (slug: string, id: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: apiPaths.me.certificatePdf(slug, id),
      headers: { authorization: `Bearer ${citizen}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.rawPayload;
  };
  const verify = (url: string) => {
    const { pathname, search } = new URL(url);
    const number = decodeURIComponent(pathname.slice('/verify/'.length));
    return request(t.app, { method: 'GET', url: apiPaths.verify(number, new URLSearchParams(search).get('t') ?? '') });
  };

  it('numbers each type and year in its own series, and the accept answer and the citizen’s view carry the number and verify link', async () => {
    const first = await submit('birth', { childName: 'Kavin Kumar' });
    const second = await submit('birth');
    const ofIncome = await submit('income');
    const year = new Date(Date.now() + 330 * 60_000).getUTCFullYear();

    const accepted = await decide('birth', first, 'accept');
    expect(accepted.status, accepted.text).toBe(200);
    const answer = accepted.body as { certificateNumber: string; verifyUrl: string };
    expect(answer.certificateNumber).toBe(`MDU/BIR/${year}/000001`);
    expect(answer.verifyUrl).toMatch(new RegExp(`^${PUBLIC_URL}/verify/MDU%2FBIR%2F${year}%2F000001\\?t=[A-Za-z0-9_-]{22}$`));
    expect(((await decide('birth', second, 'accept')).body as typeof answer).certificateNumber).toBe(`MDU/BIR/${year}/000002`);
    expect(((await decide('income', ofIncome, 'accept')).body as typeof answer).certificateNumber).toBe(`MDU/INC/${year}/000001`);

    const detail = (await getWithToken(t.app, apiPaths.me.application('birth', first), citizen)).body as MyApplicationDetail;
    expect({ certificateNumber: detail.certificateNumber, verifyUrl: detail.verifyUrl }).toEqual({
      certificateNumber: answer.certificateNumber,
      verifyUrl: answer.verifyUrl,
    });
    const [row] = await t.database.db.select().from(certificates).where(eq(certificates.number, answer.certificateNumber));
    expect(row).toMatchObject({ applicationId: first, type: 'birth', name: 'Kavin Kumar', revokedAt: null });
  });

  it('gives simultaneous acceptances of one type consecutive numbers, none twice', async () => {
    const ids = [await submit('nativity'), await submit('nativity'), await submit('nativity')];
    const answers = await Promise.all(ids.map((id) => decide('nativity', id, 'accept')));
    const numbers = answers.map((answer) => (answer.body as { certificateNumber: string }).certificateNumber).sort();
    const year = new Date(Date.now() + 330 * 60_000).getUTCFullYear();
    expect(numbers).toEqual([1, 2, 3].map((n) => `MDU/NAT/${year}/00000${n}`));
  });

  it('issues nothing for a declined or pending application: its PDF is a 404 until accepted', async () => {
    const declined = await submit('income');
    expect((await decide('income', declined, 'decline')).status).toBe(200);
    const pending = await submit('income');
    for (const id of [declined, pending]) {
      expect(expectCodedError(await download('income', id, citizen), 404).code).toBe('certificate.not_issued');
      const detail = (await getWithToken(t.app, apiPaths.me.application('income', id), citizen)).body as MyApplicationDetail;
      expect(detail.certificateNumber).toBeUndefined();
      expect(detail.verifyUrl).toBeUndefined();
    }
    const issued = await t.database.db.select({ applicationId: certificates.applicationId }).from(certificates);
    expect(issued.map((row) => row.applicationId)).not.toContain(declined);
  });

  it('gives the signed PDF to its owner and to a clerk, to no one else; pdfsig finds the signature valid over the whole file', async () => {
    const id = await submit('birth', { childName: 'Meena Sundaram', fatherName: 'சுந்தரம் கணேசன்' });
    const { certificateNumber } = (await decide('birth', id, 'accept')).body as { certificateNumber: string };
    const pdf = await pdfOf('birth', id);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(150 * 1024);

    const tools = poppler(pdf);
    const report = tools.signature();
    expect(report).toContain('Signature Validation: Signature is Valid.');
    expect(report).toContain('Total document signed');
    expect(tools.pages()).toBe(1);
    const text = tools.text();
    expect(text).toContain(certificateNumber);
    expect(text).toContain('Meena Sundaram');
    expect(text).toContain(birth.certificate.title);
    tools.png(`certificate-${target.kind}`);

    const admin_ = await t.app.inject({
      method: 'GET',
      url: adminApiPaths.certificatePdf('birth', id),
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(admin_.statusCode).toBe(200);
    expect(admin_.headers['content-type']).toBe('application/pdf');
    expect(admin_.rawPayload.equals(pdf)).toBe(true);

    // Someone else's application, an unknown id and a wrong type are one 404; a clerk is not its owner.
    expect(expectCodedError(await download('birth', id, other), 404).code).toBe('certificate.not_found');
    expect(expectCodedError(await download('income', id, citizen), 404).code).toBe('certificate.not_found');
    expect(expectCodedError(await download('birth', '00000000-0000-4000-8000-000000000000', citizen), 404).code).toBe(
      'certificate.not_found',
    );
    expect((await download('birth', id, admin)).status).toBe(403);
    expect((await request(t.app, { method: 'GET', url: apiPaths.me.certificatePdf('birth', id) })).status).toBe(401);
    expect(
      (
        await request(t.app, {
          method: 'GET',
          url: adminApiPaths.certificatePdf('birth', id),
          headers: { authorization: `Bearer ${citizen}` },
        })
      ).status,
    ).toBe(403);
  });

  it('verifies a number with its token for anyone; a wrong token and an unknown number are the same 404', async () => {
    const id = await submit('income', { applicantName: 'Lakshmi Raman' });
    const { certificateNumber, verifyUrl } = (await decide('income', id, 'accept')).body as {
      certificateNumber: string;
      verifyUrl: string;
    };
    const valid = await verify(verifyUrl);
    expect(valid.status, valid.text).toBe(200);
    const [row] = await t.database.db.select().from(certificates).where(eq(certificates.number, certificateNumber));
    expect(valid.body).toEqual({
      valid: true,
      status: 'valid',
      kind: 'certificate',
      type: 'income',
      number: certificateNumber,
      name: 'Lakshmi Raman',
      issuedAt: row?.issuedAt.toISOString() ?? '',
      office: expect.stringContaining('Municipal Corporation'),
    } satisfies CertificateVerification);

    const token = new URL(verifyUrl).searchParams.get('t') ?? '';
    const wrongToken = await request(t.app, {
      method: 'GET',
      url: apiPaths.verify(certificateNumber, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`),
    });
    const noToken = await request(t.app, { method: 'GET', url: apiPaths.verify(certificateNumber, '') });
    const unknown = await request(t.app, { method: 'GET', url: apiPaths.verify(certificateNumber.replace(/\d{6}$/, '999999'), token) });
    // A number that cannot be one (a NUL byte, which the database refuses to read) is not found either, never a 500.
    const malformed = await Promise.all(
      ['\u0000', 'MDU/BIR/2026/00000\u0000', '../../etc', 'MDU/BIR/2026/1'].map((number) =>
        request(t.app, { method: 'GET', url: apiPaths.verify(number, token) }),
      ),
    );
    for (const refused of [wrongToken, noToken, unknown, ...malformed]) {
      expect(refused.status).toBe(404);
      expect(refused.text).toBe(wrongToken.text);
    }
    expect(expectCodedError(wrongToken, 404).code).toBe('verify.not_found');
  });

  it('lets a clerk revoke a certificate with a reason, once: it then verifies as revoked, since when', async () => {
    const id = await submit('birth');
    const { verifyUrl } = (await decide('birth', id, 'accept')).body as { verifyUrl: string };
    const revoke = (body: unknown, token = admin) =>
      postJson(t.app, adminApiPaths.certificateRevoke('birth', id), body, { authorization: `Bearer ${token}` });

    expect(expectCodedError(await revoke({}), 400).fieldCodes?.reason).toBe('required');
    expect(expectCodedError(await revoke({ reason: '   ' }), 400).fieldCodes?.reason).toBe('required');
    expect((await revoke({ reason: 'Issued in error' }, citizen)).status).toBe(403);
    expect(((await verify(verifyUrl)).body as CertificateVerification).valid).toBe(true);

    const revoked = await revoke({ reason: 'Issued in error' });
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body).toEqual({ _id: id, status: 'revoked' });
    const answer = (await verify(verifyUrl)).body as CertificateVerification;
    expect(answer).toMatchObject({ valid: false, status: 'revoked', revokedAt: expect.any(String) });
    const [row] = await t.database.db.select().from(certificates).where(eq(certificates.applicationId, id));
    expect(row).toMatchObject({ revokeReason: 'Issued in error' });
    expect(answer.revokedAt).toBe(row?.revokedAt?.toISOString());
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'certificate.revoke'));
    expect(audit).toMatchObject([{ targetId: id, beforeStatus: 'valid', afterStatus: 'revoked' }]);

    expect(expectCodedError(await revoke({ reason: 'Again' }), 409).code).toBe('certificate.already_revoked');
    const pending = await submit('birth');
    expect(
      expectCodedError(
        await postJson(t.app, adminApiPaths.certificateRevoke('birth', pending), { reason: 'x' }, { authorization: `Bearer ${admin}` }),
        404,
      ).code,
    ).toBe('certificate.not_issued');
  });
});

describe.each(testDatabases())('a certificate that cannot be issued on %s', (target) => {
  it('leaves the application pending and its number unused: the acceptance rolls back with it', async () => {
    const t = await createTestApp(target);
    try {
      const admin = (await setupAdmin(t.app)).token;
      const submitted = await submitApplication(t.app, death, {});
      const { id } = submitted.body as { id: string };
      // The development signing key is made at the first signature; a broken one stops it there.
      writeFileSync(join(t.dataDir, 'signing-key.json'), '{ "broken": true }\n');
      const refused = await postJson(
        t.app,
        adminApiPaths.certificateDecision('death', id, 'accept'),
        {},
        { authorization: `Bearer ${admin}` },
      );
      expect(refused.status).toBe(500);
      const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
      expect(row?.status).toBe('pending');
      expect(await t.database.db.select().from(certificates)).toEqual([]);
      expect(await t.database.db.select().from(certificateCounters)).toEqual([]);
      expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'certificate.accept'))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
