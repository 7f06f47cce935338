import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminListSearchParams } from '../../src/shared/api/admin-types';
import type { AdminListAnswer, AdminListQuery, CertificateAdminRow, GrievanceAdminRow } from '../../src/shared/api/admin-types';
import type { CertificateSubmitted } from '../../src/shared/api/submissions/certificate-types';
import { applications, grievances, taxPayments } from '../../src/server/db/schema';
import { registerUser, setupAdmin } from './helpers/accounts';
import { definitionOf, submitApplication, validFiles, validValues } from './helpers/certificates';
import { expectErrorBody, getWithToken } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { aGrievance, submitGrievance, UNLIMITED } from './grievance-support';
import { createOrder, validOrder } from './tax-support';

const birth = definitionOf('birth');
const income = definitionOf('income');

/** A reference shaped like the server's, unique per call. */
const aReference = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex').toUpperCase()}`;

describe.each(testDatabases())('the admin list at scale on %s', (target) => {
  let t: TestApp;
  let adminToken: string;
  let citizenToken: string;
  beforeAll(async () => {
    t = await createTestApp(target, { env: UNLIMITED });
    adminToken = (await setupAdmin(t.app)).token;
    citizenToken = (await registerUser(t.app)).token;
  });
  afterAll(() => t?.close());

  async function list(query: AdminListQuery = {}, token = adminToken) {
    const search = adminListSearchParams(query).toString();
    return getWithToken(t.app, `/api/admin/list${search ? `?${search}` : ''}`, token);
  }
  async function listed(query: AdminListQuery = {}): Promise<AdminListAnswer> {
    const response = await list(query);
    expect(response.status, response.text).toBe(200);
    return response.body as AdminListAnswer;
  }

  /** Applications written straight to the database: many rows, some with the very same created_at. */
  async function seedIncome(count: number, createdAt: (index: number) => Date, name = (index: number) => `Seeded Person ${index}`) {
    const rows = Array.from({ length: count }, (_, index) => ({
      type: income.slug,
      reference: aReference('INC'),
      data: validValues(income, { applicantName: name(index) }),
      createdAt: createdAt(index),
    }));
    return t.database.db.insert(applications).values(rows).returning({ id: applications.id, reference: applications.reference });
  }

  it('answers the eight lists, a page each, with cursors and figures by status', async () => {
    const answer = await listed();
    expect(Object.keys(answer.data).sort()).toEqual([
      'birth',
      'community',
      'death',
      'firstGrad',
      'grievances',
      'income',
      'nativity',
      'taxes',
    ]);
    // The appeals come beside the spec's eight lists, paged like them (decision 084).
    expect(Object.keys(answer.pages).sort()).toEqual([...Object.keys(answer.data), 'appeals'].sort());
    expect(answer.appeals).toEqual([]);
    expect(answer.counts.birth).toEqual({ total: 0, byStatus: { pending: 0, accepted: 0, declined: 0, returned: 0 } });
    expect(answer.counts.grievances.byStatus).toEqual({ Pending: 0, 'In Progress': 0, Resolved: 0, Declined: 0 });
    expect(answer.counts.taxes.byStatus).toEqual({ created: 0, paid: 0, failed: 0, declined: 0, refunded: 0, expired: 0, cancelled: 0 });
  });

  it('pages a list newest first through its cursor: no row twice, none missed, even with equal times', async () => {
    const base = Date.UTC(2026, 0, 1);
    // 45 rows, every three sharing one created_at: the id breaks the ties.
    const seeded = await seedIncome(45, (index) => new Date(base + Math.floor(index / 3) * 1000));
    const seen: string[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const answer = await listed({ only: ['income'], limit: 10, ...(after ? { after: { income: after } } : {}) });
      expect(Object.keys(answer.data)).toEqual(['income']);
      const rows = answer.data.income ?? [];
      expect(rows.length).toBeLessThanOrEqual(10);
      seen.push(...rows.map((row) => row._id));
      after = answer.pages.income?.next ?? undefined;
      pages += 1;
    } while (after && pages < 20);
    expect(pages).toBe(5);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.sort()).toEqual(seeded.map((row) => row.id).sort());

    // Newest first across the whole walk.
    const first = await listed({ only: ['income'], limit: 45 });
    const times = (first.data.income ?? []).map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(first.pages.income?.next).toBeNull();
    expect(first.counts.income?.total).toBe(45);

    // Asked together with the other lists (one statement for all six certificate pages), the
    // income page is the same.
    const together = await listed({ limit: 10 });
    expect(together.data.income?.map((row) => row._id)).toEqual((first.data.income ?? []).slice(0, 10).map((row) => row._id));
    expect(together.pages.income?.next).not.toBeNull();
  });

  it('keeps the figures right through submissions and decisions, and filters by status', async () => {
    const submit = async () => {
      const response = await submitApplication(t.app, birth, { files: validFiles(birth) });
      expect(response.status, response.text).toBe(201);
      return response.body as CertificateSubmitted;
    };
    const [a, b, c] = [await submit(), await submit(), await submit()];
    const decide = (id: string, action: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/certificates/birth/${id}/${action}`,
        headers: { authorization: `Bearer ${adminToken}` },
      });
    expect((await decide(a.id, 'accept')).statusCode).toBe(200);
    expect((await decide(b.id, 'decline')).statusCode).toBe(200);

    const answer = await listed({ status: { birth: 'pending' } });
    expect(answer.counts.birth).toEqual({ total: 3, byStatus: { pending: 1, accepted: 1, declined: 1, returned: 0 } });
    expect(answer.data.birth?.map((row) => row._id)).toEqual([c.id]);
    const accepted = await listed({ only: ['birth'], status: { birth: 'accepted' } });
    expect(accepted.data.birth?.map((row) => [row._id, row.status])).toEqual([[a.id, 'accepted']]);

    // The figures follow rows whatever writes them, the database included.
    await t.database.db.delete(applications).where(eq(applications.id, a.id));
    expect((await listed({ only: ['birth'] })).counts.birth).toEqual({
      total: 2,
      byStatus: { pending: 1, accepted: 0, declined: 1, returned: 0 },
    });
  });

  it('finds applicants and complainants by a fragment of their name, and records by their exact reference', async () => {
    await seedIncome(
      3,
      () => new Date(),
      (index) => ['Kavitha Ramaswamy', 'Ravi Kumar', 'Kumaresan Pillai'][index] ?? 'x',
    );
    const kumar = await listed({ q: 'kumar' });
    expect((kumar.data.income ?? []).map((row) => row.applicantName).sort()).toEqual(['Kumaresan Pillai', 'Ravi Kumar']);
    // Wildcards in the search are taken literally.
    expect((await listed({ q: '%%%' })).data.income).toEqual([]);
    expect((await listed({ q: 'r_vi' })).data.income).toEqual([]);

    const complaint = await submitGrievance(t.app, aGrievance({ name: 'Meenakshi Sundaram' }));
    await submitGrievance(t.app, aGrievance({ name: 'Someone Else' }));
    const byName = await listed({ q: 'SUNDAR' });
    expect(byName.data.grievances?.map((row: GrievanceAdminRow) => row.complaintId)).toEqual([complaint.complaintId]);
    const byId = await listed({ q: complaint.complaintId.toLowerCase() });
    expect(byId.data.grievances?.map((row) => row.name)).toEqual(['Meenakshi Sundaram']);
    expect(byId.data.income).toEqual([]);

    const order = await createOrder(t.app, validOrder('water'));
    const byReceipt = await listed({ q: order.reference });
    expect(byReceipt.data.taxes?.map((row) => row.reference)).toEqual([order.reference]);
    expect(byReceipt.counts.taxes.total).toBeGreaterThanOrEqual(1);

    const [seeded] = await seedIncome(
      1,
      () => new Date(),
      () => 'Reference Holder',
    );
    const byReference = await listed({ q: seeded?.reference ?? '' });
    expect(byReference.data.income?.map((row: CertificateAdminRow) => row._id)).toEqual([seeded?.id]);
  });

  it('masks Aadhaar numbers in lists; the single-application view shows the full number', async () => {
    const response = await submitApplication(t.app, income, {
      values: validValues(income, { applicantName: 'Aadhaar Masking Check', aadhaar: '2345 6789 0123' }),
      files: validFiles(income),
    });
    expect(response.status, response.text).toBe(201);
    const { id } = response.body as CertificateSubmitted;
    const listedAnswer = await list({ q: 'Aadhaar Masking' });
    expect(listedAnswer.text).not.toMatch(/234567890123|2345 6789 0123/);
    const row = (listedAnswer.body as AdminListAnswer).data.income?.find((candidate) => candidate._id === id);
    expect(row?.aadhaar).toBe('XXXX XXXX 0123');
    const one = await getWithToken(t.app, `/api/admin/certificates/income/${id}`, adminToken);
    expect((one.body as CertificateAdminRow).aadhaar).toBe('2345 6789 0123');
  });

  it('refuses anonymous callers (401) and citizens (403)', async () => {
    expectErrorBody(await getWithToken(t.app, '/api/admin/list'), 401);
    expectErrorBody(await list({}, citizenToken), 403);
    expectErrorBody(await getWithToken(t.app, '/api/admin/audit'), 401);
    expectErrorBody(await getWithToken(t.app, '/api/admin/audit', citizenToken), 403);
  });

  it.each([
    ['an unknown parameter', 'sort=name', 'sort'],
    ['an unknown list', 'only=birth,parking', 'only'],
    ['a status the list does not have', 'birth.status=Resolved', 'birth.status'],
    ['a page size of 0', 'limit=0', 'limit'],
    ['a page size over the maximum', 'grievances.limit=201', 'grievances.limit'],
    ['a page size that is not a number', 'limit=ten', 'limit'],
    ['a forged cursor', `taxes.after=${Buffer.from('not a cursor').toString('base64url')}`, 'taxes.after'],
    ['a search of two characters', 'q=ab', 'q'],
    ['a search of 101 characters', `q=${'a'.repeat(101)}`, 'q'],
    ['a repeated parameter', 'limit=5&limit=6', 'limit'],
  ])('answers %s with a 400 naming the parameter', async (_name, query, field) => {
    const body = expectErrorBody(await getWithToken(t.app, `/api/admin/list?${query}`, adminToken), 400);
    expect(body.fields?.[field]).toEqual(expect.any(String));
  });
});

describe.each(testDatabases())('the audit log on %s', (target) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof setupAdmin>>;
  beforeAll(async () => {
    t = await createTestApp(target, { env: UNLIMITED });
    admin = await setupAdmin(t.app);
  });
  afterAll(() => t?.close());

  const post = (url: string, body?: unknown) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${admin.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { payload: JSON.stringify(body) } : {}),
    });

  it('records every admin action with its admin, target, time and statuses, and lists them newest first', async () => {
    const application = (await submitApplication(t.app, birth, { files: validFiles(birth) })).body as CertificateSubmitted;
    const complaint = await submitGrievance(t.app);
    const [grievance] = await t.database.db.select().from(grievances);
    const order = await createOrder(t.app, validOrder('property'));
    const [payment] = await t.database.db.select().from(taxPayments);
    const started = Date.now();

    expect((await post(`/api/admin/certificates/birth/${application.id}/accept`)).statusCode).toBe(200);
    expect((await post(`/api/admin/grievances/${grievance?.id}/status`, { status: 'In Progress' })).statusCode).toBe(200);
    expect((await post(`/api/admin/grievances/${grievance?.id}/status`, { status: 'Resolved' })).statusCode).toBe(200);
    expect((await post(`/api/admin/taxes/${payment?.id}/status`, { status: 'declined' })).statusCode).toBe(200);
    // Refused actions change nothing and are not in the log.
    expect((await post(`/api/admin/certificates/birth/${application.id}/decline`)).statusCode).toBe(409);
    expect((await post(`/api/admin/grievances/${grievance?.id}/status`, { status: 'Declined' })).statusCode).toBe(409);

    const response = await getWithToken(t.app, '/api/admin/audit', admin.token);
    expect(response.status, response.text).toBe(200);
    const { entries, next } = response.body as { entries: Record<string, unknown>[]; next: string | null };
    expect(next).toBeNull();
    expect(
      entries.map(({ action, targetType, targetReference, before, after, actor }) => ({
        action,
        targetType,
        targetReference,
        before,
        after,
        actor,
      })),
    ).toEqual([
      {
        action: 'tax.decline',
        targetType: 'tax_payment',
        targetReference: order.reference,
        before: 'created',
        after: 'declined',
        actor: admin.user.username,
      },
      {
        action: 'grievance.status',
        targetType: 'grievance',
        targetReference: complaint.complaintId,
        before: 'In Progress',
        after: 'Resolved',
        actor: admin.user.username,
      },
      {
        action: 'grievance.status',
        targetType: 'grievance',
        targetReference: complaint.complaintId,
        before: 'Pending',
        after: 'In Progress',
        actor: admin.user.username,
      },
      {
        action: 'certificate.accept',
        targetType: 'application',
        targetReference: application.reference,
        before: 'pending',
        after: 'accepted',
        actor: admin.user.username,
      },
    ]);
    for (const entry of entries) expect(Date.parse(String(entry.at))).toBeGreaterThanOrEqual(started - 5_000);
    expect(entries[3]?.targetId).toBe(application.id);

    const firstPage = (await getWithToken(t.app, '/api/admin/audit?limit=3', admin.token)).body as { entries: unknown[]; next: string };
    expect(firstPage.entries).toHaveLength(3);
    const secondPage = (await getWithToken(t.app, `/api/admin/audit?limit=3&after=${firstPage.next}`, admin.token)).body as {
      entries: { action: string }[];
      next: string | null;
    };
    expect(secondPage.entries.map((entry) => entry.action)).toEqual(['certificate.accept']);
    expect(secondPage.next).toBeNull();
    expectErrorBody(await getWithToken(t.app, '/api/admin/audit?limit=0', admin.token), 400);
    expectErrorBody(await getWithToken(t.app, '/api/admin/audit?after=nope', admin.token), 400);
  });
});
