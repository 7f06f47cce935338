import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

/** The first administrator, created through the setup screen by first-admin.setup.ts. */
export const FIRST_ADMIN = { username: 'clerk_admin', email: 'clerk@municipality.gov.in', password: 'clerk-pass-2025' };
/** The key the e2e server is started with (support/start-server.mjs). */
export const E2E_SETUP_KEY = 'e2e-setup-key-0123456789';

/** An administrator's bearer token, for steps a clerk takes outside the page under test. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin-auth/login', {
    data: { username: FIRST_ADMIN.username, password: FIRST_ADMIN.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

export interface StoredBirth {
  childName: string;
  reference: string;
  /** `url`: a signed link that opens the stored document. */
  documents: { field: string; name: string; size: number; type: string; url: string }[];
}

export interface StoredGrievance {
  name: string;
  complaintId: string;
}

/**
 * What the clerks see of one person's records, straight from the admin API: found by their own
 * name (unique per test), as a clerk's search finds them, never by reading through a shared list.
 */
async function storedRecords(
  request: APIRequestContext,
  name: string,
  list: 'birth' | 'grievances',
): Promise<{ birth?: StoredBirth[]; grievances?: StoredGrievance[] }> {
  const token = await adminToken(request);
  const response = await request.get(`/api/admin/list?${new URLSearchParams({ q: name, only: list })}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { birth?: StoredBirth[]; grievances?: StoredGrievance[] } }).data;
}

/** The birth applications the server holds for this child. */
export async function storedBirths(request: APIRequestContext, childName: string): Promise<StoredBirth[]> {
  return ((await storedRecords(request, childName, 'birth')).birth ?? []).filter((row) => row.childName === childName);
}

/** The grievances the server holds from this person. */
export async function storedGrievances(request: APIRequestContext, name: string): Promise<StoredGrievance[]> {
  return ((await storedRecords(request, name, 'grievances')).grievances ?? []).filter((row) => row.name === name);
}
