import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { BENCH_SETUP_KEY } from './portal-server';

const ADMIN = { username: 'bench_admin', email: 'bench.admin@municipality.gov.in', password: 'bench-admin-pass-2025' };

/**
 * An administrator's bearer token: the first-time setup with the server's setup key on a fresh
 * database, a sign-in when the administrator already exists (a restarted PGlite server).
 */
export async function adminToken(serverUrl: string): Promise<string> {
  const setup = await post(`${serverUrl}${adminApiPaths.auth.setup}`, {
    ...ADMIN,
    confirmPassword: ADMIN.password,
    setupKey: BENCH_SETUP_KEY,
  });
  if (setup.status === 201) return tokenOf(setup.body);
  const login = await post(`${serverUrl}${adminApiPaths.auth.login}`, { username: ADMIN.username, password: ADMIN.password });
  if (login.status === 200) return tokenOf(login.body);
  throw new Error(`admin setup answered ${setup.status} and sign-in ${login.status}: ${JSON.stringify(login.body)}`);
}

async function post(url: string, body: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, body: await response.json().catch(() => null) };
}

function tokenOf(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'token' in body && typeof body.token === 'string') return body.token;
  throw new Error('the sign-in answer has no token');
}
