import { createHmac, hkdfSync, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateSubmitted } from '../../src/shared/api/submissions/certificate-types';
import type { PublicUser } from '../../src/shared/api/auth-types';
import { certificateDefinitions } from '../../src/shared/domain/certificates/certificate-definitions';
import type { CertificateDefinition } from '../../src/shared/domain/certificates/definition-types';
import { registerUser, setupAdmin } from './helpers/accounts';
import { definitionOf, fixtures, sha256, submitApplication, validFiles, validValues } from './helpers/certificates';
import { expectErrorBody, getWithToken, request } from './helpers/http';
import { createTestApp, TEST_JWT_SECRET } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { nowInSeconds } from './helpers/tokens';

const birth = definitionOf('birth');
const death = definitionOf('death');

interface DocumentEntry {
  field: string;
  label: string;
  name: string;
  size: number;
  type: string;
  url: string;
}
type Row = Record<string, unknown> & { _id: string; status: string; documents: DocumentEntry[] };

/** A link signed the way the server signs, with any expiry: what an old or forged link looks like. */
function signedLink(storedName: string, expires: number, adminId: string): string {
  const key = Buffer.from(hkdfSync('sha256', TEST_JWT_SECRET, Buffer.alloc(0), 'document-links', 32));
  const signature = createHmac('sha256', key).update(`${storedName}\n${expires}\n${adminId}`).digest('hex');
  return `/uploads/${storedName}?expires=${expires}&admin=${adminId}&signature=${signature}`;
}

describe.each(testDatabases())('certificate administration on %s', (target) => {
  let t: TestApp;
  let adminToken: string;
  let adminId: string;
  let citizenToken: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    const admin = await setupAdmin(t.app);
    adminToken = admin.token;
    adminId = (admin.user as PublicUser)._id;
    citizenToken = (await registerUser(t.app)).token;
  });
  afterAll(() => t?.close());

  const decide = (definition: CertificateDefinition, id: string, action: 'accept' | 'decline', token: string | null = adminToken) =>
    request(t.app, {
      method: 'POST',
      url: `/api/admin/certificates/${definition.slug}/${id}/${action}`,
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });

  async function submitted(definition: CertificateDefinition, files = validFiles(definition)): Promise<CertificateSubmitted> {
    const response = await submitApplication(t.app, definition, { files });
    expect(response.status, response.text).toBe(201);
    return response.body as CertificateSubmitted;
  }

  it('accepts and declines pending applications once; a second decision is a 409', async () => {
    const first = await submitted(death);
    const accepted = await decide(death, first.id, 'accept');
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.body).toEqual({
      _id: first.id,
      status: 'accepted',
      certificateNumber: expect.stringMatching(/^MUN\/DEA\/\d{4}\/\d{6}$/),
      verifyUrl: expect.any(String),
    });
    expect(expectErrorBody(await decide(death, first.id, 'decline'), 409).error).toBe('This application has already been accepted.');

    const second = await submitted(death);
    expect((await decide(death, second.id, 'decline')).body).toEqual({ _id: second.id, status: 'declined' });
    expect(expectErrorBody(await decide(death, second.id, 'accept'), 409).error).toBe('This application has already been declined.');
  });

  it('lets exactly one of two simultaneous decisions win', async () => {
    const { id } = await submitted(death);
    const answers = await Promise.all([decide(death, id, 'accept'), decide(death, id, 'decline'), decide(death, id, 'accept')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
  });

  it('refuses anonymous (401) and citizens (403), and answers 404 for unknown types, ids and malformed ids', async () => {
    const { id } = await submitted(death);
    expectErrorBody(await decide(death, id, 'accept', null), 401);
    expectErrorBody(await decide(death, id, 'accept', citizenToken), 403);
    expectErrorBody(await decide(death, randomUUID(), 'accept'), 404);
    expectErrorBody(await decide(death, 'not-a-uuid', 'accept'), 404);
    // The id exists, but under another type.
    expectErrorBody(await decide(birth, id, 'accept'), 404);
    const unknownType = await request(t.app, {
      method: 'POST',
      url: `/api/admin/certificates/marriage/${id}/accept`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expectErrorBody(unknownType, 404);
    expectErrorBody(await getWithToken(t.app, '/api/admin/list'), 401);
    expectErrorBody(await getWithToken(t.app, '/api/admin/list', citizenToken), 403);
  });

  it('lists every type under its key, newest first, with fields, paths and signed document links that work', async () => {
    const files = [
      { field: 'birthProof', name: 'hospital letter.pdf', bytes: fixtures.pdf, type: 'application/pdf' },
      { field: 'addressProof', name: 'ration-card.png', bytes: fixtures.png, type: 'image/png' },
      { field: 'idProof', name: 'father.jpg', bytes: fixtures.jpeg, type: 'image/jpeg' },
    ];
    const older = await submitted(birth);
    const newer = await submitted(birth, files);
    const list = await getWithToken(t.app, '/api/admin/list', adminToken);
    expect(list.status, list.text).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const data = (list.body as { data: Record<string, Row[]> }).data;
    expect(Object.keys(data).sort()).toEqual(
      [...certificateDefinitions.map((definition) => definition.listKey), 'grievances', 'taxes'].sort(),
    );
    expect(data.grievances).toEqual([]);
    expect(data.taxes).toEqual([]);
    const births = data.birth ?? [];
    expect(births.findIndex((row) => row._id === newer.id)).toBeLessThan(births.findIndex((row) => row._id === older.id));

    const row = births.find((candidate) => candidate._id === newer.id);
    const expectedValues = validValues(birth, { fatherAadhaar: '123456789012', motherAadhaar: '123456789012' });
    // Lists show Aadhaar numbers masked to their last four digits; every other field as sent.
    for (const field of birth.fields) {
      expect(row?.[field.name]).toBe(field.kind === 'aadhaar' ? 'XXXX XXXX 9012' : expectedValues[field.name]);
    }
    expect(JSON.stringify(list.body)).not.toContain('123456789012');
    expect(row).toMatchObject({ _id: newer.id, reference: newer.reference, status: 'pending' });
    expect(new Date(String(row?.createdAt)).toISOString()).toBe(row?.createdAt);
    expect(typeof row?.birthProofPath).toBe('string');
    expect(typeof row?.addressProofPath).toBe('string');
    expect(row?.idProofPath).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(row?.documents.map(({ field, label, name, size, type }) => ({ field, label, name, size, type }))).toEqual(
      expect.arrayContaining([
        { field: 'birthProof', label: 'Proof of Birth', name: 'hospital letter.pdf', size: fixtures.pdf.length, type: 'application/pdf' },
        { field: 'addressProof', label: 'Address Proof', name: 'ration-card.png', size: fixtures.png.length, type: 'image/png' },
        { field: 'idProof', label: "Parents' ID Proof", name: 'father.jpg', size: fixtures.jpeg.length, type: 'image/jpeg' },
      ]),
    );

    const pdf = row?.documents.find((document) => document.field === 'birthProof');
    expect(pdf?.url).toMatch(
      new RegExp(`^/uploads/${String(row?.birthProofPath)}\\?expires=\\d+&admin=${adminId}&signature=[0-9a-f]{64}$`),
    );
    const opened = await t.app.inject({ method: 'GET', url: pdf?.url ?? '' });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['x-content-type-options']).toBe('nosniff');
    expect(opened.headers['cache-control']).toBe('no-store');
    expect(opened.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(opened.headers['content-disposition']).toBe("inline; filename*=UTF-8''hospital%20letter.pdf");
    expect(sha256(opened.rawPayload)).toBe(sha256(fixtures.pdf));

    // Tampered, missing, expired, unknown and traversal attempts.
    const url = new URL(pdf?.url ?? '', 'http://localhost');
    const storedName = url.pathname.split('/').pop() ?? '';
    const signature = url.searchParams.get('signature') ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('0') ? '1' : '0'}`;
    expectErrorBody(await request(t.app, { method: 'GET', url: pdf?.url.replace(signature, flipped) ?? '' }), 403);
    expectErrorBody(await request(t.app, { method: 'GET', url: `/uploads/${storedName}` }), 403);
    const expired = await request(t.app, { method: 'GET', url: signedLink(storedName, nowInSeconds() - 1, adminId) });
    expect(expectErrorBody(expired, 403).error).toMatch(/expired/);
    expectErrorBody(await request(t.app, { method: 'GET', url: signedLink('0'.repeat(32), nowInSeconds() + 60, adminId) }), 404);
    expectErrorBody(await request(t.app, { method: 'GET', url: '/uploads/..%2F..%2Fpgdata%2FPG_VERSION' }), 404);
    expectErrorBody(await request(t.app, { method: 'GET', url: '/uploads/.tmp' }), 404);
  });

  it('shows one application with its history', async () => {
    const { id } = await submitted(death);
    await decide(death, id, 'decline');
    const response = await getWithToken(t.app, `/api/admin/certificates/death/${id}`, adminToken);
    expect(response.status, response.text).toBe(200);
    const body = response.body as Row & { history: { action: string; at: string; actor: string | null }[] };
    expect(body).toMatchObject({ _id: id, status: 'declined', documents: [] });
    expect(body.history.map(({ action, actor }) => ({ action, actor }))).toEqual([
      { action: 'submitted', actor: null },
      { action: 'declined', actor: expect.stringMatching(/^clerk_/) },
    ]);
    expectErrorBody(await getWithToken(t.app, `/api/admin/certificates/death/${randomUUID()}`, adminToken), 404);
    expectErrorBody(await getWithToken(t.app, `/api/admin/certificates/death/${id}`, citizenToken), 403);
  });
});
