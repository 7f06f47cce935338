import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { definitionOf, fixtures, validValues } from './helpers/certificates';
import { copyMigratedPglite } from './helpers/pglite-template';
import { READY_LINE, startServerProcess } from './helpers/server-process';
import type { ServerProcess } from './helpers/server-process';
import { TEST_SETUP_KEY } from './helpers/test-app';

const AADHAAR = '9876 5432 1098';
const birth = definitionOf('birth');
const death = definitionOf('death');

/**
 * What the real server writes to its log at the most verbose level while applications come and
 * go: never an Aadhaar number or any other submitted value, never a document link's signature.
 */
describe('certificate logging (server process)', () => {
  let dataDir: string;
  let server: ServerProcess;
  let baseUrl: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-logging-test-'));
    await copyMigratedPglite(dataDir);
    server = startServerProcess({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SCRYPT_LOG_N: '14',
      LOG_LEVEL: 'debug',
      ADMIN_SETUP_KEY: TEST_SETUP_KEY,
      CLIENT_DIST: join(dataDir, 'no-client'),
    });
    const [, url] = await server.waitFor(READY_LINE, 60_000);
    baseUrl = url ?? '';
  }, 90_000);

  afterAll(async () => {
    await server?.killAll();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function birthForm(values: Record<string, string>): FormData {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    form.append('birthProof', new Blob([new Uint8Array(fixtures.pdf)], { type: 'application/pdf' }), 'proof.pdf');
    form.append('addressProof', new Blob([new Uint8Array(fixtures.png)], { type: 'image/png' }), 'address.png');
    return form;
  }

  it('keeps submitted values and link signatures out of the log', async () => {
    const valid = validValues(birth, { fatherAadhaar: AADHAAR, motherAadhaar: AADHAAR, childName: 'Loggable Never' });
    const accepted = await fetch(`${baseUrl}${birth.apiPath}`, { method: 'POST', body: birthForm(valid) });
    expect(accepted.status).toBe(201);
    const refused = await fetch(`${baseUrl}${birth.apiPath}`, { method: 'POST', body: birthForm({ ...valid, contact: 'nope' }) });
    expect(refused.status).toBe(400);
    const json = await fetch(`${baseUrl}${death.apiPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validValues(death, { deceasedName: 'Loggable Never', contact: 'nope', extra: AADHAAR })),
    });
    expect(json.status).toBe(400);

    const setup = await fetch(`${baseUrl}${adminApiPaths.auth.setup}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'clerk_log',
        email: 'clerk.log@example.com',
        password: 'clerk password',
        confirmPassword: 'clerk password',
        setupKey: TEST_SETUP_KEY,
      }),
    });
    const { token } = (await setup.json()) as { token: string };
    const list = await fetch(`${baseUrl}/api/admin/list`, { headers: { authorization: `Bearer ${token}` } });
    const { data } = (await list.json()) as { data: { birth: { documents: { url: string }[] }[] } };
    const url = data.birth[0]?.documents[0]?.url ?? '';
    const document = await fetch(`${baseUrl}${url}`);
    expect(document.status).toBe(200);
    const signature = new URL(url, baseUrl).searchParams.get('signature') ?? 'missing';

    // Let the last request's log lines arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const log = server.output();
    expect(log).toContain('/uploads/');
    for (const secret of [AADHAAR, AADHAAR.replaceAll(' ', ''), 'Loggable Never', signature]) expect(log).not.toContain(secret);
  });
});
