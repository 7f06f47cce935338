import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareUploadDirs, uploadDirsOf } from '../../src/server/modules/certificates/upload-store';
import {
  applicationCounts,
  definitionOf,
  fixtures,
  submitApplication,
  uploadsOnDisk,
  validFiles,
  validValues,
} from './helpers/certificates';
import { expectErrorBody } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

const birth = definitionOf('birth');
const padded = (bytes: number) => Buffer.concat([fixtures.png, Buffer.alloc(bytes - fixtures.png.length, 0x20)]);

async function waitUntil(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for a condition');
    await sleep(20);
  }
}

describe.each(testDatabases())('upload limits and interrupted uploads on %s', (target) => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { UPLOAD_MAX_FILE_BYTES: '2048', UPLOAD_MAX_REQUEST_BYTES: '4096' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t?.close());

  it('refuses a request whose files together exceed UPLOAD_MAX_REQUEST_BYTES with 413, leaving nothing', async () => {
    const before = await applicationCounts(t.database);
    const files = [
      { field: 'birthProof', name: 'a.png', bytes: padded(1500) },
      { field: 'addressProof', name: 'b.png', bytes: padded(1500) },
      { field: 'idProof', name: 'c.png', bytes: padded(1500) },
    ];
    const response = await submitApplication(t.app, birth, { files });
    expect(expectErrorBody(response, 413).error).toMatch(/too large/);
    expect(await applicationCounts(t.database)).toEqual(before);
    expect(uploadsOnDisk(t.dataDir)).toEqual({ stored: [], temp: [] });

    const fits = await submitApplication(t.app, birth, { files: files.slice(0, 2) });
    expect(fits.status, fits.text).toBe(201);
  });

  it('a client that disconnects mid-upload leaves no temp file, no stored file and no row', async () => {
    const before = await applicationCounts(t.database);
    const storedBefore = uploadsOnDisk(t.dataDir).stored.length;
    const boundary = 'interrupted-boundary';
    const fields = Object.entries(validValues(birth))
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('');
    const fileHead = `--${boundary}\r\nContent-Disposition: form-data; name="birthProof"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;

    const client = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: birth.apiPath,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': '4000' },
    });
    client.on('error', () => undefined);
    client.write(fields + fileHead);
    client.write(padded(1000));
    // The server has begun writing the file when its temp file appears.
    await waitUntil(() => uploadsOnDisk(t.dataDir).temp.length > 0);
    client.destroy();

    await waitUntil(() => uploadsOnDisk(t.dataDir).temp.length === 0);
    expect(await applicationCounts(t.database)).toEqual(before);
    expect(uploadsOnDisk(t.dataDir).stored).toHaveLength(storedBefore);
  });

  it('says the configured per-file limit and still accepts a file of exactly that size', async () => {
    const exact = await submitApplication(t.app, birth, {
      files: validFiles(birth).map((part) => (part.field === 'birthProof' ? { ...part, bytes: padded(2048) } : part)),
    });
    expect(exact.status, exact.text).toBe(201);
    const over = await submitApplication(t.app, birth, {
      files: validFiles(birth).map((part) => (part.field === 'birthProof' ? { ...part, bytes: padded(2049) } : part)),
    });
    expect(expectErrorBody(over, 413).fields).toEqual({ birthProof: expect.stringMatching(/^Proof of Birth must be at most/) });
    expect(uploadsOnDisk(t.dataDir).temp).toEqual([]);
  });
});

describe('upload folders at start', () => {
  it('shared folder (PostgreSQL): creates UPLOAD_DIR/.tmp and removes stale temp files, keeping fresh ones', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portal-uploads-'));
    try {
      const dirs = uploadDirsOf(join(dataDir, 'uploads'));
      mkdirSync(dirs.tmp, { recursive: true });
      writeFileSync(join(dirs.tmp, 'stale.part'), 'left by a crash');
      const anHourAgo = new Date(Date.now() - 2 * 3600_000);
      utimesSync(join(dirs.tmp, 'stale.part'), anHourAgo, anHourAgo);
      writeFileSync(join(dirs.tmp, 'fresh.part'), 'being written right now');
      expect(await prepareUploadDirs(dirs, { exclusive: false })).toBe(1);
      expect(readdirSync(dirs.tmp)).toEqual(['fresh.part']);
      // Under the PGlite lock no other process can be writing: a fresh temp file is an orphan too.
      expect(await prepareUploadDirs(dirs, { exclusive: true })).toBe(1);
      expect(readdirSync(dirs.tmp)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
