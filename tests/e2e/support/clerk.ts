import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { adminToken } from './first-admin';

/**
 * A clerk marks the grievance with this complaint ID resolved: a step taken outside the page under
 * test, on the grievance found as the clerks' search finds it (by its complaint ID, exactly).
 */
export async function resolveGrievanceAsClerk(request: APIRequestContext, complaintId: string): Promise<void> {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const list = await request.get(`/api/admin/list?${new URLSearchParams({ q: complaintId, only: 'grievances' })}`, { headers });
  expect(list.status()).toBe(200);
  const rows =
    ((await list.json()) as { data: { grievances?: { _id: string; complaintId: string; status: string }[] } }).data.grievances ?? [];
  const row = rows.find((candidate) => candidate.complaintId === complaintId);
  expect(row).toMatchObject({ status: 'Pending' });
  const resolved = await request.post(`/api/admin/grievances/${row?._id ?? ''}/status`, { headers, data: { status: 'Resolved' } });
  expect(resolved.status(), await resolved.text()).toBe(200);
}
