import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminListAnswer } from '../../src/shared/api/admin-types';
import type { CertificateSubmitted } from '../../src/shared/api/submissions/certificate-types';
import { grievances } from '../../src/server/db/schema';
import { setupAdmin } from './helpers/accounts';
import { definitionOf, submitApplication, validFiles } from './helpers/certificates';
import { getWithToken, postJson } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { aGrievance, submitGrievance, UNLIMITED } from './grievance-support';

const birth = definitionOf('birth');

/**
 * The dashboard's answers are kept in memory while nothing they show has changed (decision 013).
 * What a clerk must never see is an old answer: these changes each come from somewhere the
 * cache cannot hear about except through the database.
 */
describe.each(testDatabases())('the admin list kept in memory on %s', (target) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    // Links live 40 s, so a kept answer is at most 10 s old.
    t = await createTestApp(target, { env: { ...UNLIMITED, DOCUMENT_LINK_TTL_SECONDS: '40' } });
    adminToken = (await setupAdmin(t.app)).token;
  });
  afterAll(() => t?.close());
  afterEach(() => vi.useRealTimers());

  async function listed(url = '/api/admin/list'): Promise<AdminListAnswer> {
    const response = await getWithToken(t.app, url, adminToken);
    expect(response.status, response.text).toBe(200);
    return response.body as AdminListAnswer;
  }

  it('shows a change written by another server process (straight to the database) on the next load', async () => {
    const { complaintId } = await submitGrievance(t.app, aGrievance({ name: 'Meena Sundaram' }));
    const before = await listed();
    expect(before.data.grievances?.find((row) => row.complaintId === complaintId)?.status).toBe('Pending');
    const again = await listed();
    expect(again.data.grievances).toEqual(before.data.grievances);
    expect(again.counts).toEqual(before.counts);

    await t.database.db.update(grievances).set({ status: 'Resolved' }).where(eq(grievances.complaintId, complaintId));

    const after = await listed();
    expect(after.data.grievances?.find((row) => row.complaintId === complaintId)?.status).toBe('Resolved');
    expect(after.counts.grievances.byStatus.Resolved).toBe((before.counts.grievances.byStatus.Resolved ?? 0) + 1);
  });

  it("shows a clerk's own decision on the reload right after it, and a new submission too", async () => {
    const first = (await submitApplication(t.app, birth, { files: validFiles(birth) })).body as CertificateSubmitted;
    expect((await listed()).data.birth?.find((row) => row._id === first.id)?.status).toBe('pending');

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/certificates/birth/${first.id}/accept`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(accepted.statusCode).toBe(200);
    expect((await listed()).data.birth?.find((row) => row._id === first.id)?.status).toBe('accepted');

    const second = (await submitApplication(t.app, birth, { files: validFiles(birth) })).body as CertificateSubmitted;
    expect((await listed()).data.birth?.[0]?._id).toBe(second.id);
  });

  it('keeps each query its own answer', async () => {
    const [one, all] = await Promise.all([listed('/api/admin/list?limit=1'), listed('/api/admin/list')]);
    expect(one.data.birth).toHaveLength(1);
    expect(all.data.birth?.length).toBeGreaterThan(1);
    const onlyBirth = await listed('/api/admin/list?only=birth');
    expect(Object.keys(onlyBirth.data)).toEqual(['birth']);
    expect(onlyBirth.data.birth?.map((row) => row._id)).toEqual(all.data.birth?.map((row) => row._id));
  });

  it('never hands out document links that have lost more than a quarter of their life', async () => {
    await submitApplication(t.app, birth, { files: validFiles(birth) });
    const expiresOf = (answer: AdminListAnswer) =>
      Number(new URL(answer.data.birth?.[0]?.documents[0]?.url ?? '', 'http://x').searchParams.get('expires'));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const first = expiresOf(await listed());
    vi.setSystemTime(Date.now() + 11_000);
    const later = expiresOf(await listed());
    // Three quarters of 40 s, less the second the expiry is rounded down to.
    expect(later - Date.now() / 1000).toBeGreaterThan(29);
    expect(later).toBeGreaterThanOrEqual(first + 11);
  });

  it('answers a grievance status change made through the API at once', async () => {
    const submitted = await submitGrievance(t.app, aGrievance({ name: 'Ravi Chandran' }));
    const row = (await listed()).data.grievances?.find((item) => item.complaintId === submitted.complaintId);
    expect(row?.status).toBe('Pending');
    const changed = await postJson(
      t.app,
      `/api/admin/grievances/${row?._id}/status`,
      { status: 'In Progress' },
      { authorization: `Bearer ${adminToken}` },
    );
    expect(changed.status, changed.text).toBe(200);
    expect((await listed()).data.grievances?.find((item) => item.complaintId === submitted.complaintId)?.status).toBe('In Progress');
  });

  it('sends the answer compressed to a browser that takes gzip, and plain to one that does not', async () => {
    const headers = { authorization: `Bearer ${adminToken}` };
    const plain = await t.app.inject({ method: 'GET', url: '/api/admin/list', headers });
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/list',
      headers: { ...headers, 'accept-encoding': 'br, gzip;q=0.8' },
    });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/list',
      headers: { ...headers, 'accept-encoding': 'gzip;q=0, identity' },
    });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
