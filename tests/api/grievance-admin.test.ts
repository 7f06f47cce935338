import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { registerUser, setupAdmin } from './helpers/accounts';
import { expectErrorBody, getWithToken, postJson } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { UNLIMITED, aGrievance, eventsOf, grievanceByComplaintId, submitGrievance } from './grievance-support';

const statusPath = (id: string) => `/api/admin/grievances/${id}/status`;

interface ListRow {
  _id: string;
  complaintId: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: string;
  createdAt: string;
}

describe.each(testDatabases())('grievance status changes and the admin list on %s', (target) => {
  let t: TestApp;
  let adminToken: string;
  let adminId: string;
  let citizenToken: string;

  beforeAll(async () => {
    t = await createTestApp(target, { env: UNLIMITED });
    const admin = await setupAdmin(t.app);
    adminToken = admin.token;
    adminId = admin.user._id;
    citizenToken = (await registerUser(t.app)).token;
  });
  afterAll(() => t?.close());

  /** A new grievance: its row id and its complaint ID. */
  async function aPendingGrievance() {
    const { complaintId } = await submitGrievance(t.app);
    const row = await grievanceByComplaintId(t.database, complaintId);
    return { id: row.id, complaintId };
  }
  /** As the admin by default; null sends no token. */
  const setStatus = (id: string, body: unknown, token: string | null = adminToken) =>
    postJson(t.app, statusPath(id), body, token === null ? {} : { authorization: `Bearer ${token}` });
  const track = async (complaintId: string) => {
    const response = await getWithToken(t.app, apiPaths.complaint(complaintId));
    expect(response.status, response.text).toBe(200);
    return (response.body as { status: string }).status;
  };

  it('Pending → In Progress → Resolved, each recorded with the clerk and the time; tracking follows', async () => {
    const { id, complaintId } = await aPendingGrievance();
    expect(await track(complaintId)).toBe('Pending');

    const progress = await setStatus(id, { status: 'In Progress' });
    expect(progress.status, progress.text).toBe(200);
    expect(progress.body).toEqual({ _id: id, status: 'In Progress' });
    expect(await track(complaintId)).toBe('In Progress');

    const resolved = await setStatus(id, { status: 'Resolved' });
    expect(resolved.body).toEqual({ _id: id, status: 'Resolved' });
    expect(await track(complaintId)).toBe('Resolved');

    const row = await grievanceByComplaintId(t.database, complaintId);
    expect(row.status).toBe('Resolved');
    expect(row.updatedAt.getTime()).toBeGreaterThanOrEqual(row.createdAt.getTime());
    const events = await eventsOf(t.database, id);
    expect(events.map(({ status, actorId }) => ({ status, actorId }))).toEqual([
      { status: 'Pending', actorId: null },
      { status: 'In Progress', actorId: adminId },
      { status: 'Resolved', actorId: adminId },
    ]);
    for (const event of events) expect(Date.now() - event.at.getTime()).toBeLessThan(60_000);
  });

  it('Resolved is final: every further change is a 409 and changes nothing', async () => {
    const { id } = await aPendingGrievance();
    expect((await setStatus(id, { status: 'Resolved' })).status).toBe(200);
    for (const status of ['Declined', 'In Progress', 'Resolved']) {
      expect(expectErrorBody(await setStatus(id, { status }), 409)).toEqual({ error: 'This grievance has already been resolved.' });
    }
    expect((await eventsOf(t.database, id)).map((event) => event.status)).toEqual(['Pending', 'Resolved']);
  });

  it('Declined is final too', async () => {
    const { id, complaintId } = await aPendingGrievance();
    expect((await setStatus(id, { status: 'Declined' })).body).toEqual({ _id: id, status: 'Declined' });
    expect(await track(complaintId)).toBe('Declined');
    for (const status of ['Resolved', 'In Progress', 'Declined']) {
      expect(expectErrorBody(await setStatus(id, { status }), 409)).toEqual({ error: 'This grievance has already been declined.' });
    }
    expect((await grievanceByComplaintId(t.database, complaintId)).status).toBe('Declined');
  });

  it('setting In Progress twice is a 409; In Progress can still be declined', async () => {
    const { id } = await aPendingGrievance();
    expect((await setStatus(id, { status: 'In Progress' })).status).toBe(200);
    expect(expectErrorBody(await setStatus(id, { status: 'In Progress' }), 409).error).toBe('This grievance is already In Progress.');
    expect((await setStatus(id, { status: 'Declined' })).status).toBe(200);
    expect((await eventsOf(t.database, id)).map((event) => event.status)).toEqual(['Pending', 'In Progress', 'Declined']);
  });

  it('two clerks deciding at once: exactly one wins, one event is recorded', async () => {
    const { id } = await aPendingGrievance();
    const [a, b] = await Promise.all([setStatus(id, { status: 'Resolved' }), setStatus(id, { status: 'Declined' })]);
    expect([a?.status, b?.status].sort()).toEqual([200, 409]);
    const events = await eventsOf(t.database, id);
    expect(events).toHaveLength(2);
    const winner = [a, b].find((response) => response?.status === 200)?.body as { status: string };
    expect(events[1]?.status).toBe(winner.status);
  });

  it.each([
    ['Pending', { status: 'Pending' }],
    ['lower case', { status: 'resolved' }],
    ['unknown status', { status: 'Closed' }],
    ['a number', { status: 1 }],
    ['missing', {}],
    ['null', { status: null }],
  ])('status %s → 400, nothing changed', async (_case, body) => {
    const { id } = await aPendingGrievance();
    const error = expectErrorBody(await setStatus(id, body), 400);
    expect(error.fields?.status).toBe('Status must be one of: Resolved, Declined, In Progress');
    expect((await eventsOf(t.database, id)).map((event) => event.status)).toEqual(['Pending']);
  });

  it('unknown fields and non-object bodies → 400', async () => {
    const { id } = await aPendingGrievance();
    expect(expectErrorBody(await setStatus(id, { status: 'Resolved', actorId: randomUUID() }), 400).fields).toEqual({
      actorId: 'This field is not accepted',
    });
    expectErrorBody(await setStatus(id, ['Resolved']), 400);
    expect((await grievanceByComplaintId(t.database, (await aPendingGrievance()).complaintId)).status).toBe('Pending');
  });

  it('unknown or malformed ids → 404', async () => {
    expect(expectErrorBody(await setStatus(randomUUID(), { status: 'Resolved' }), 404).error).toBe('Grievance not found');
    expectErrorBody(await setStatus('not-a-uuid', { status: 'Resolved' }), 404);
    const { complaintId } = await aPendingGrievance();
    expectErrorBody(await setStatus(complaintId, { status: 'Resolved' }), 404);
  });

  it('anonymous → 401, citizen → 403, and nothing changes', async () => {
    const { id, complaintId } = await aPendingGrievance();
    expectErrorBody(await setStatus(id, { status: 'Resolved' }, null), 401);
    expectErrorBody(await setStatus(id, { status: 'Resolved' }, 'not-a-token'), 401);
    expectErrorBody(await setStatus(id, { status: 'Resolved' }, citizenToken), 403);
    expect(await track(complaintId)).toBe('Pending');
    expect(await eventsOf(t.database, id)).toHaveLength(1);
  });

  it('the admin list has every grievance newest first with its fields, and nothing else', async () => {
    const older = await submitGrievance(t.app, aGrievance({ name: 'Older One', subject: 'gas' }));
    const newer = await submitGrievance(
      t.app,
      aGrievance({ name: 'Newer One', subject: 'cleanliness', message: 'Garbage not collected.' }),
    );
    const list = await getWithToken(t.app, '/api/admin/list', adminToken);
    expect(list.status, list.text).toBe(200);
    const data = (list.body as { data: { grievances: ListRow[]; taxes: unknown[] } }).data;
    expect(data.taxes).toEqual([]);
    const rows = data.grievances;
    const indexOf = (complaintId: string) => rows.findIndex((row) => row.complaintId === complaintId);
    expect(indexOf(newer.complaintId)).toBeGreaterThanOrEqual(0);
    expect(indexOf(newer.complaintId)).toBeLessThan(indexOf(older.complaintId));
    const times = rows.map((row) => Date.parse(row.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const row = rows[indexOf(newer.complaintId)];
    const stored = await grievanceByComplaintId(t.database, newer.complaintId);
    expect(row).toEqual({
      _id: stored.id,
      complaintId: newer.complaintId,
      name: 'Newer One',
      email: 'lakshmi@example.com',
      subject: 'cleanliness',
      message: 'Garbage not collected.',
      status: 'Pending',
      createdAt: stored.createdAt.toISOString(),
      updatedAt: stored.updatedAt.toISOString(),
      // No account: the office's messages go in the default language.
      citizenLanguage: 'en',
      escalatedAt: null,
      // Sent without a place or photo, never reopened (decision 085).
      ward: null,
      reopenedAt: null,
      hasPhoto: false,
    });
    expect(new Date(row?.createdAt ?? '').toISOString()).toBe(row?.createdAt);

    expectErrorBody(await getWithToken(t.app, '/api/admin/list'), 401);
    expectErrorBody(await getWithToken(t.app, '/api/admin/list', citizenToken), 403);
  });
});
