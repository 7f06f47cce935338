import { randomUUID } from 'node:crypto';
import { apiPaths } from '../../src/shared/api/paths';
import { IDEMPOTENCY_HEADER } from '../../src/shared/api/submissions/certificate-types';

/** One call to the portal: its status, its body as text and as JSON (null when not JSON), its size. */
export async function call(url: string, method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', [IDEMPOTENCY_HEADER]: randomUUID(), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: response.status, json, text, bytes: bytes.length };
}

/** A POST the bench needs to succeed (seeding through the API): its JSON answer, or an error naming what it got. */
export async function postExpecting(
  url: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
  expected: number,
): Promise<unknown> {
  const answer = await call(url, 'POST', path, body, headers);
  if (answer.status !== expected) throw new Error(`${path} answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  return answer.json;
}

/** A new citizen, registered and signed in: their address and the headers their calls carry. */
export async function signedInCitizen(url: string): Promise<{ email: string; headers: Record<string, string> }> {
  const name = `bench_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const account = { username: name, email: `${name}@example.in`, password: 'bench-citizen-pass-1' };
  await postExpecting(url, apiPaths.auth.register, { ...account, confirmPassword: account.password }, {}, 201);
  const { token } = (await postExpecting(
    url,
    apiPaths.auth.login,
    { username: account.username, password: account.password },
    {},
    200,
  )) as { token: string };
  return { email: account.email, headers: { authorization: `Bearer ${token}` } };
}

/** A death application: the one certificate type sent as JSON, so a figure measures the work and not an upload. */
export const deathApplication = (index: number) => ({
  deceasedName: `Bench Person ${index}`,
  dod: '2026-10-01',
  placeOfDeath: 'Government Hospital',
  cause: '',
  informant: 'Bench Informant',
  relationship: 'Son',
  address: '7A Temple Street, Ward 12',
  contact: '9876543210',
});
