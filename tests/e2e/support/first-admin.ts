import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

/** The first administrator, created through the setup screen by first-admin.setup.ts. */
export const FIRST_ADMIN = { username: 'clerk_admin', email: 'clerk@municipality.gov.in', password: 'clerk-pass-2025' };
/** The key the e2e server is started with (support/start-server.mjs). */
export const E2E_SETUP_KEY = 'e2e-setup-key-0123456789';

/** An administrator's bearer token, for steps a clerk takes outside the page under test. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin-auth/login', { data: { username: FIRST_ADMIN.username, password: FIRST_ADMIN.password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}
