import { readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationDocuments } from '../../src/server/db/schema';
import { documentLinks } from '../../src/server/modules/certificates/document-links';
import { fixtures, definitionOf, multipartBody, postMultipart, uploadsOnDisk, validFiles, validValues } from '../api/helpers/certificates';
import type { UploadPart } from '../api/helpers/certificates';
import type { PublicUser } from '../../src/shared/api/auth-types';
import { setupAdmin } from '../api/helpers/accounts';
import { request } from '../api/helpers/http';
import { createTestApp, TEST_JWT_SECRET } from '../api/helpers/test-app';
import type { TestApp } from '../api/helpers/test-app';
import { testDatabases } from '../api/helpers/test-databases';
import { reportFigure } from './support/figures';

const birth = definitionOf('birth');
const [firstFile] = birth.files.filter((file) => file.required);
const ACCEPTED_TYPES = new Set(['image/png', 'image/jpeg', 'application/pdf']);
/** What a stored label must not hold: control characters and Unicode's bidirectional controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_LABEL_CHARACTER = /[\u0000-\u001f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const html = Buffer.from('<!doctype html><html><body><script>fetch("/api/admin/list")</script></body></html>');
const svg = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>');

interface Case {
  name: string;
  files: UploadPart[];
  /** Text parts on top of the valid ones (the 1,001-part case). */
  extraValues?: Record<string, string>;
}

function corpus(maxFileBytes: number): Case[] {
  const field = firstFile?.name ?? 'file';
  // The hostile file in the first required field, valid files in the others: only it can be the reason.
  const others = validFiles(birth).filter((file) => file.field !== field);
  const one = (name: string, bytes: Buffer, type = 'image/png'): UploadPart[] => [{ field, name, bytes, type }, ...others];
  return [
    { name: 'PNG + HTML polyglot', files: one('poly.png', Buffer.concat([fixtures.png, html])) },
    { name: 'PDF + HTML polyglot', files: one('poly.pdf', Buffer.concat([fixtures.pdf, html]), 'application/pdf') },
    { name: 'HTML then PNG bytes', files: one('poly2.png', Buffer.concat([html, fixtures.png])) },
    {
      name: 'JPEG with a script comment',
      files: one(
        'x.jpg',
        Buffer.concat([fixtures.jpeg.subarray(0, 4), Buffer.from('<?php system($_GET["c"]); ?>'), fixtures.jpeg.subarray(4)]),
        'image/jpeg',
      ),
    },
    { name: 'HTML renamed .png', files: one('page.png', html) },
    { name: 'SVG renamed .png', files: one('image.png', svg) },
    { name: 'SVG as image/svg+xml', files: one('image.svg', svg, 'image/svg+xml') },
    { name: 'executable renamed .pdf', files: one('doc.pdf', fixtures.exe, 'application/pdf') },
    { name: 'ELF renamed .jpg', files: one('photo.jpg', fixtures.elf, 'image/jpeg') },
    { name: 'truncated PNG magic (3 bytes)', files: one('cut.png', fixtures.png.subarray(0, 3)) },
    { name: 'truncated PDF magic (%PD)', files: one('cut.pdf', Buffer.from('%PD'), 'application/pdf') },
    { name: 'truncated JPEG magic (2 bytes)', files: one('cut.jpg', fixtures.jpeg.subarray(0, 2), 'image/jpeg') },
    { name: '0 bytes', files: one('empty.png', Buffer.alloc(0)) },
    {
      name: 'file limit + 1 byte',
      files: one('big.png', Buffer.concat([fixtures.png, Buffer.alloc(maxFileBytes + 1 - fixtures.png.length)])),
    },
    {
      name: '1,001 parts',
      files: one('ok.png', fixtures.png),
      extraValues: Object.fromEntries(Array.from({ length: 1_001 }, (_, index) => [`extra${index}`, 'x'])),
    },
    { name: '../ in the name', files: one('../../../../../../tmp/portal-rel-escape.png', fixtures.png) },
    { name: '..\\ in the name', files: one('..\\..\\..\\portal-rel-escape.png', fixtures.png) },
    { name: 'NUL in the name', files: one('evil.png\u0000.html', fixtures.png) },
    { name: '300-character name', files: one(`${'n'.repeat(296)}.png`, fixtures.png) },
    { name: 'name with CR LF and quotes', files: one('a"\r\nContent-Type: text/html\r\n.png', fixtures.png) },
    { name: 'dot name', files: one('.htaccess', fixtures.png) },
    // Shown as "invoiceexe.pdf" where bidirectional text is honoured: the override must go.
    { name: 'right-to-left override in the name', files: one('invoice\u202Egnp.exe', fixtures.png) },
  ];
}

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else out.push(relative(dir, path));
    }
  };
  walk(dir);
  return out;
}

const escapes = () => readdirSync(tmpdir()).filter((name) => name.startsWith('portal-rel-escape'));

describe.each(testDatabases())('upload corpus on %s', (target) => {
  let t: TestApp;
  let adminId: string;
  beforeAll(async () => {
    t = await createTestApp(target, { env: { UPLOAD_MAX_FILE_BYTES: String(64 * 1024) } });
    adminId = ((await setupAdmin(t.app)).user as PublicUser)._id;
  });
  afterAll(() => t?.close());

  it('hostile files and names are rejected or stored under a random name, served inert; nothing outside uploads, nothing left behind', async () => {
    const links = documentLinks(TEST_JWT_SECRET, t.config.documentLinkTtlSeconds);
    const before = new Set(filesUnder(t.dataDir).filter((path) => !path.startsWith('pgdata')));
    const outcomes: string[] = [];
    const wrong: string[] = [];
    let rejected = 0;
    let renamed = 0;
    for (const item of corpus(t.config.uploadMaxFileBytes)) {
      const values = { ...validValues(birth), ...item.extraValues };
      const response = await postMultipart(t.app, birth.apiPath, values, item.files);
      if (response.status >= 400 && response.status < 500) {
        rejected += 1;
        outcomes.push(`${item.name}: ${response.status}`);
        continue;
      }
      if (response.status !== 201) {
        wrong.push(`${item.name}: ${response.status} ${response.text}`);
        continue;
      }
      // Accepted: only as one of the allowed types detected from its bytes, under a random name.
      renamed += 1;
      const id = (response.body as { id: string }).id;
      const documents = (await t.database.db.select().from(applicationDocuments)).filter((row) => row.applicationId === id);
      for (const document of documents) {
        if (!ACCEPTED_TYPES.has(document.mimeType)) wrong.push(`${item.name}: stored as ${document.mimeType}`);
        if (!/^[0-9a-f]{32}$/.test(document.storedName)) wrong.push(`${item.name}: stored name ${document.storedName}`);
        if (/[/\\]/.test(document.originalName) || UNSAFE_LABEL_CHARACTER.test(document.originalName) || document.originalName.length > 255)
          wrong.push(`${item.name}: label ${JSON.stringify(document.originalName)}`);
        const size = statSync(join(t.dataDir, 'uploads', document.storedName)).size;
        if (size !== document.sizeBytes) wrong.push(`${item.name}: ${size} bytes on disk, ${document.sizeBytes} recorded`);
        // Served as what its bytes are, never sniffed, never able to run a script.
        const served = await request(t.app, { method: 'GET', url: links.urlFor(document.storedName, adminId) });
        const headers = served.headers;
        if (
          served.status !== 200 ||
          headers['content-type'] !== document.mimeType ||
          headers['x-content-type-options'] !== 'nosniff' ||
          !String(headers['content-security-policy']).includes('sandbox')
        ) {
          wrong.push(
            `${item.name}: served ${served.status} as ${String(headers['content-type'])} with CSP ${String(headers['content-security-policy'])}`,
          );
        }
      }
      outcomes.push(`${item.name}: 201 as ${documents.map((document) => document.mimeType).join(', ')}`);
    }

    // A raw multipart body whose part header smuggles a path: the same rules.
    const smuggled = await multipartBody(validValues(birth), [
      { field: firstFile?.name ?? 'file', name: '/etc/passwd', bytes: fixtures.png },
    ]);
    const raw = await request(t.app, {
      method: 'POST',
      url: birth.apiPath,
      payload: smuggled.body,
      headers: { 'content-type': smuggled.contentType },
    });
    if (raw.status >= 500) wrong.push(`/etc/passwd name: ${raw.status}`);

    const after = filesUnder(t.dataDir).filter((path) => !path.startsWith('pgdata') && !before.has(path));
    const outside = after.filter((path) => !/^uploads\/[0-9a-f]{32}$/.test(path));
    const disk = uploadsOnDisk(t.dataDir);
    const documentRows = await t.database.db.select().from(applicationDocuments);
    reportFigure(
      `upload corpus (${target.kind}): ${outcomes.length} hostile uploads → ${rejected} rejected, ${renamed} stored under random names as PNG/JPEG/PDF, ${wrong.length} unsafe, ${outside.length + escapes().length} files outside uploads, ${disk.temp.length} temp files left`,
    );
    expect(wrong).toEqual([]);
    expect(outside).toEqual([]);
    expect(escapes()).toEqual([]);
    expect(disk.temp).toEqual([]);
    expect(disk.stored).toHaveLength(documentRows.length);
    // The ones that must never be accepted, whatever their name claims.
    for (const name of [
      'HTML renamed .png',
      'SVG renamed .png',
      'SVG as image/svg+xml',
      'executable renamed .pdf',
      'ELF renamed .jpg',
      '0 bytes',
      'file limit + 1 byte',
      '1,001 parts',
      'truncated PNG magic (3 bytes)',
      'truncated PDF magic (%PD)',
      'truncated JPEG magic (2 bytes)',
    ]) {
      expect(outcomes.find((outcome) => outcome.startsWith(`${name}:`))).toMatch(/: 4\d\d$/);
    }
  });
});
