import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicUser } from '../../src/shared/api/auth-types';
import type { CertificateSubmitted } from '../../src/shared/api/submissions/certificate-types';
import { auditLog, users } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { definitionOf, fixtures, sha256, submitApplication, validFiles } from './helpers/certificates';
import { expectCodedError, getWithToken, request } from './helpers/http';
import { createTestApp, TEST_JWT_SECRET } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { craftToken, nowInSeconds } from './helpers/tokens';

const birth = definitionOf('birth');

type Row = Record<string, unknown> & { _id: string; status: string; birthProofPath: string; documents: { field: string; url: string }[] };

/**
 * Decision 044: a document opens at the spec's `/uploads/{filename}` for an admin's
 * bearer token as well as through the dashboard's signed links; every full view of an application
 * (Aadhaar numbers in full) and every document opened is a line of the audit log.
 */
describe.each(testDatabases())('documents and the personal data clerks see, on %s', (target) => {
  let t: TestApp;
  let admin: { token: string; user: PublicUser };
  let citizenToken: string;
  let application: CertificateSubmitted;
  let storedName: string;

  beforeAll(async () => {
    t = await createTestApp(target);
    const setup = await setupAdmin(t.app);
    admin = { token: setup.token, user: setup.user as PublicUser };
    citizenToken = (await registerUser(t.app)).token;
    const files = validFiles(birth).map((file) =>
      file.field === 'birthProof' ? { ...file, name: 'hospital letter.pdf', bytes: fixtures.pdf, type: 'application/pdf' } : file,
    );
    const submitted = await submitApplication(t.app, birth, { files });
    expect(submitted.status, submitted.text).toBe(201);
    application = submitted.body as CertificateSubmitted;
    const view = await getWithToken(t.app, `/api/admin/certificates/birth/${application.id}`, admin.token);
    storedName = (view.body as Row).birthProofPath;
  });
  afterAll(() => t?.close());

  const sightsOf = async (action: string) =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.action, action))).filter((row) => row.targetId === application.id);
  const open = (url: string, token?: string) =>
    request(t.app, { method: 'GET', url, headers: token === undefined ? {} : { authorization: `Bearer ${token}` } });

  it('serves /uploads/{the stored …Path value} to an admin’s bearer token, as the link does', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/uploads/${storedName}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['cache-control']).toBe('no-store');
    expect(sha256(response.rawPayload)).toBe(sha256(fixtures.pdf));
  });

  it('refuses anyone else: no token (403), a citizen (403), an expired or foreign-audience admin token (401), an unknown name (404 even to an admin)', async () => {
    const path = `/uploads/${storedName}`;
    expect(expectCodedError(await open(path), 403).code).toBe('certificate.document_link_invalid');
    expect(expectCodedError(await open(path, citizenToken), 403).code).toBe('auth.admin_required');
    const claims = JSON.parse(Buffer.from(admin.token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    const expired = craftToken({ ...claims, iat: nowInSeconds() - 7200, exp: nowInSeconds() - 3600 }, { secret: TEST_JWT_SECRET });
    expect(expectCodedError(await open(path, expired), 401).code).toBe('auth.session_expired');
    const foreign = craftToken(
      { ...claims, aud: 'https://another-service.example', iat: nowInSeconds(), exp: nowInSeconds() + 3600 },
      { secret: TEST_JWT_SECRET },
    );
    expect(expectCodedError(await open(path, foreign), 401).code).toBe('auth.session_invalid');
    expectCodedError(await open(`/uploads/${'0'.repeat(32)}`, admin.token), 404);
  });

  it('a link, when given, decides: a broken one is refused even beside an admin’s token', async () => {
    const response = await open(
      `/uploads/${storedName}?expires=${nowInSeconds() + 60}&admin=${admin.user._id}&signature=${'0'.repeat(64)}`,
      admin.token,
    );
    expect(expectCodedError(response, 403).code).toBe('certificate.document_link_invalid');
  });

  it('records each full view of an application: the admin, the application, the time', async () => {
    const before = await sightsOf('certificate.view');
    const started = Date.now();
    const view = await getWithToken(t.app, `/api/admin/certificates/birth/${application.id}`, admin.token);
    expect(view.status, view.text).toBe(200);
    const after = await sightsOf('certificate.view');
    expect(after).toHaveLength(before.length + 1);
    const row = after.find((candidate) => !before.some((old) => old.id === candidate.id));
    expect(row).toMatchObject({
      actorId: admin.user._id,
      actorName: admin.user.username,
      targetType: 'application',
      targetId: application.id,
      targetReference: application.reference,
      afterStatus: 'pending',
    });
    expect(row?.at.getTime()).toBeGreaterThanOrEqual(started - 1_000);
    expect(row?.at.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);

    // The clerks' audit page lists it with the admin's name.
    const log = (await getWithToken(t.app, '/api/admin/audit', admin.token)).body as { entries: Record<string, unknown>[] };
    expect(log.entries.find((entry) => entry._id === row?.id)).toMatchObject({
      action: 'certificate.view',
      actor: admin.user.username,
      targetId: application.id,
    });
  });

  it('records each document opened, with a bearer token or through a link, naming the admin the link was handed to', async () => {
    const before = await sightsOf('certificate.document');
    expect((await open(`/uploads/${storedName}`, admin.token)).status).toBe(200);
    // The dashboard's way: the link from the list, opened in a new tab without any token.
    const list = await getWithToken(t.app, '/api/admin/list?only=birth', admin.token);
    const rows = (list.body as { data: { birth: Row[] } }).data.birth;
    const link = rows.find((row) => row._id === application.id)?.documents.find((document) => document.field === 'birthProof')?.url ?? '';
    expect(link).toContain(`admin=${admin.user._id}`);
    expect((await open(link)).status).toBe(200);

    const after = await sightsOf('certificate.document');
    expect(after).toHaveLength(before.length + 2);
    for (const row of after.slice(before.length)) {
      expect(row).toMatchObject({
        actorId: admin.user._id,
        actorName: admin.user.username,
        targetId: application.id,
        targetReference: application.reference,
      });
    }
  });

  it('records nothing for a document that was not opened (refused or not found)', async () => {
    const before = (await t.database.db.select().from(auditLog)).length;
    await open(`/uploads/${storedName}`);
    await open(`/uploads/${storedName}`, citizenToken);
    await open(`/uploads/${'0'.repeat(32)}`, admin.token);
    expect(await t.database.db.select().from(auditLog)).toHaveLength(before);
  });

  it('a link stops opening once its admin is an admin no more', async () => {
    const view = await getWithToken(t.app, `/api/admin/certificates/birth/${application.id}`, admin.token);
    const link = (view.body as Row).documents[0]?.url ?? '';
    await t.database.db.update(users).set({ role: 'user' }).where(eq(users.id, admin.user._id));
    try {
      expect(expectCodedError(await open(link), 403).code).toBe('certificate.document_link_invalid');
    } finally {
      await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user._id));
    }
    expect((await open(link)).status).toBe(200);
  });
});
