import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyGrievanceItem } from '../../src/shared/api/my-requests-types';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { registerUser, setupAdmin } from './helpers/accounts';
import { expectCodedError, getWithToken, postJson, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { UNLIMITED, aGrievance, grievanceByComplaintId, submitGrievance } from './grievance-support';
import { allPages, bearer, expectListRefusals, myPage, ownedIdsNewestFirst, setCreatedAt } from './me-support';

describe.each(testDatabases())("the citizen's own grievances on %s", (target) => {
  let t: TestApp;
  let admin: string;
  let a: { token: string; id: string };
  let b: { token: string; id: string };

  beforeAll(async () => {
    t = await createTestApp(target, { env: UNLIMITED });
    admin = (await setupAdmin(t.app)).token;
    const registered = [await registerUser(t.app), await registerUser(t.app)].map((user) => ({
      token: user.token,
      id: (user.user as { _id: string })._id,
    }));
    [a, b] = registered as [typeof a, typeof b];
  });
  afterAll(() => t?.close());

  it('a grievance submitted while signed in belongs to the account and is in its list, newest first; others are not', async () => {
    const first = await submitGrievance(t.app, aGrievance({ subject: 'gas' }), bearer(a.token));
    const second = await submitGrievance(t.app, aGrievance({ subject: 'cleanliness' }), bearer(a.token));
    const anonymous = await submitGrievance(t.app, aGrievance());
    const ofB = await submitGrievance(t.app, aGrievance(), bearer(b.token));
    expect((await grievanceByComplaintId(t.database, first.complaintId)).ownerId).toBe(a.id);
    expect((await grievanceByComplaintId(t.database, anonymous.complaintId)).ownerId).toBeNull();

    const page = await myPage<MyGrievanceItem>(t.app, apiPaths.me.grievances, a.token);
    expect(page.nextCursor).toBeNull();
    const row = await grievanceByComplaintId(t.database, second.complaintId);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toEqual({
      complaintId: second.complaintId,
      subject: 'cleanliness',
      status: 'Pending',
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    });
    expect(page.items[1]?.complaintId).toBe(first.complaintId);
    const listOfB = await myPage<MyGrievanceItem>(t.app, apiPaths.me.grievances, b.token);
    expect(listOfB.items.map((item) => item.complaintId)).toEqual([ofB.complaintId]);
  });

  it('shows a status a clerk set, with the time of the change', async () => {
    const { complaintId } = await submitGrievance(t.app, aGrievance(), bearer(a.token));
    const { id } = await grievanceByComplaintId(t.database, complaintId);
    const changed = await postJson(t.app, adminApiPaths.grievanceStatus(id), { status: 'In Progress' }, bearer(admin));
    expect(changed.status, changed.text).toBe(200);
    const row = await grievanceByComplaintId(t.database, complaintId);
    const item = (await myPage<MyGrievanceItem>(t.app, apiPaths.me.grievances, a.token)).items.find(
      (candidate) => candidate.complaintId === complaintId,
    );
    expect(item).toMatchObject({ status: 'In Progress', updatedAt: row.updatedAt.toISOString() });
  });

  it('pages newest first: 3+ pages without a repeat or a gap, rows of one moment included', async () => {
    const ids = [];
    for (let i = 0; i < 4; i += 1)
      ids.push((await grievanceByComplaintId(t.database, (await submitGrievance(t.app, aGrievance(), bearer(a.token))).complaintId)).id);
    await setCreatedAt(t.database, 'grievances', ids.slice(1), '2026-02-02T02:02:02Z');
    const expected = await ownedIdsNewestFirst(t.database, 'grievances', a.id);
    expect(expected).toHaveLength(7);
    const walked = await allPages<MyGrievanceItem>(t.app, apiPaths.me.grievances, a.token, 2);
    expect(walked.pages).toBe(4);
    const rows = await Promise.all(walked.items.map((item) => grievanceByComplaintId(t.database, item.complaintId)));
    expect(rows.map((row) => row.id)).toEqual(expected);
    await expectListRefusals(t.app, apiPaths.me.grievances, a.token);
  });

  it('is for a signed-in citizen: no session 401, a clerk 403', async () => {
    expect(expectCodedError(await request(t.app, { method: 'GET', url: apiPaths.me.grievances }), 401).code).toBe('auth.sign_in_required');
    expect(expectCodedError(await getWithToken(t.app, apiPaths.me.grievances, admin), 403).code).toBe('auth.citizen_required');
  });
});
