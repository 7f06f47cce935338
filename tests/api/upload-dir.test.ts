import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminListAnswer } from '../../src/shared/api/admin-types';
import type { CertificateSubmitted } from '../../src/shared/api/submissions/certificate-types';
import { setupAdmin } from './helpers/accounts';
import { definitionOf, fixtures, sha256, submitApplication, validFiles } from './helpers/certificates';
import { getWithToken } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

const birth = definitionOf('birth');

/**
 * UPLOAD_DIR (decision 038): the documents' folder, which several instances on one PostgreSQL
 * share. A document is stored there, not in DATA_DIR, and opened from there; a temp file found
 * there at start is left alone unless it is old, because another server may be writing it.
 */
describe.each(testDatabases())('documents in UPLOAD_DIR on %s', (target) => {
  const uploadDir = join(mkdtempSync(join(tmpdir(), 'portal-upload-dir-')), 'shared uploads');
  const inFlight = join(uploadDir, '.tmp', `${'a'.repeat(32)}.part`);
  let t: TestApp;
  beforeAll(async () => {
    // Another server's upload in progress, there before this one starts; the folder its owner's alone (decision 039).
    mkdirSync(join(uploadDir, '.tmp'), { recursive: true, mode: 0o700 });
    writeFileSync(inFlight, 'half of a file another server is receiving');
    t = await createTestApp(target, { env: { UPLOAD_DIR: uploadDir } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(join(uploadDir, '..'), { recursive: true, force: true });
  });

  it('stores an uploaded document in UPLOAD_DIR, opens it from there, and leaves the other servers’ fresh temp files', async () => {
    const { token } = await setupAdmin(t.app);
    const submitted = await submitApplication(t.app, birth, { files: validFiles(birth) });
    expect(submitted.status, submitted.text).toBe(201);
    const { id } = submitted.body as CertificateSubmitted;

    const stored = readdirSync(uploadDir).filter((name) => name !== '.tmp');
    expect(stored).toHaveLength(validFiles(birth).length);
    for (const name of stored) expect(sha256(readFileSync(join(uploadDir, name)))).toBe(sha256(fixtures.png));
    expect(existsSync(join(t.dataDir, 'uploads'))).toBe(false);
    expect(existsSync(inFlight)).toBe(true);

    const list = await getWithToken(t.app, '/api/admin/list', token);
    const row = (list.body as AdminListAnswer).data.birth?.find((candidate) => candidate._id === id);
    const url = row?.documents[0]?.url ?? '';
    const opened = await t.app.inject({ method: 'GET', url });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(sha256(opened.rawPayload)).toBe(sha256(fixtures.png));
  });
});
