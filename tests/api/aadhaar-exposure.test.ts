import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAadhaarCipher } from '../../src/server/aadhaar/aadhaar-cipher';
import { aadhaarContext, aadhaarFieldsOf } from '../../src/server/aadhaar/aadhaar-fields';
import { loadConfig } from '../../src/server/config';
import type { Env } from '../../src/server/env-values';
import { openDatabase } from '../../src/server/db/open-database';
import { applications } from '../../src/server/db/schema';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { certificateDefinitions } from '../../src/shared/domain/certificates/certificate-definitions';
import type { CertificateDefinition } from '../../src/shared/domain/certificates/definition-types';
import { fixtures, validValues } from './helpers/certificates';
import { copyMigratedPglite } from './helpers/pglite-template';
import { READY_LINE, runTsx, startServerProcess } from './helpers/server-process';
import type { ServerProcess } from './helpers/server-process';
import { TEST_SETUP_KEY } from './helpers/test-app';

/** Twelve digits, or three groups of four, standing alone (not inside a hash, an id or a decimal fraction). */
const PLAIN_AADHAAR = /(?<![0-9A-Za-z.-])(?:\d{12}|\d{4}[ -]\d{4}[ -]\d{4})(?![0-9A-Za-z-])/g;

const oldKey = `2025a:${randomBytes(32).toString('base64')}`;
const newKey = `2026a:${randomBytes(32).toString('base64')}`;

/** A distinct, valid-looking number per field (Aadhaar numbers never start with 0 or 1). */
let serial = 0;
const nextAadhaar = () => `${String(2345_6789_0000 + (serial += 1_357))}`;

/** The rows of a raw query, which PGlite and node-postgres both answer as `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) return result.rows as T[];
  throw new Error('A raw query gave no rows array');
}

function plainNumbersIn(text: string): string[] {
  return [...text.matchAll(PLAIN_AADHAAR)].map((match) => match[0]);
}

/**
 * The proof that no Aadhaar number leaks (decision 015): a full scenario on the real server process at the most
 * verbose log level (citizens applying with Aadhaar numbers, a refused application, a replay, a
 * clerk listing, deciding, opening documents and the audit log), then a scan of every API
 * answer, the whole log and a dump of every table: no plain Aadhaar number anywhere, except the
 * single-application view that exists to show it.
 */
describe('Aadhaar numbers at rest, in logs and in answers (server process)', () => {
  let dataDir: string;
  let server: ServerProcess | null = null;
  let baseUrl = '';
  const answers: { label: string; text: string }[] = [];
  const singleViews: { text: string; numbers: string[] }[] = [];
  const submitted: string[] = [];
  const legacy = { id: randomUUID(), number: '' };

  const env = (extra: Env = {}): Record<string, string> => ({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SCRYPT_LOG_N: '14',
    LOG_LEVEL: 'trace',
    ADMIN_SETUP_KEY: TEST_SETUP_KEY,
    CLIENT_DIST: join(dataDir, 'no-client'),
    AADHAAR_KEYS: oldKey,
    ...(extra as Record<string, string>),
  });

  async function call(label: string, path: string, init: RequestInit = {}): Promise<Response> {
    const response = await fetch(`${baseUrl}${path}`, init);
    const text = await response.clone().text();
    answers.push({
      label: `${init.method ?? 'GET'} ${path} → ${response.status}: ${label}`,
      text: `${JSON.stringify([...response.headers])}\n${text}`,
    });
    return response;
  }

  function formOf(definition: CertificateDefinition, values: Record<string, string>): FormData {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    for (const file of definition.files)
      form.append(file.name, new Blob([new Uint8Array(fixtures.pdf)], { type: 'application/pdf' }), `${file.name}.pdf`);
    return form;
  }

  function valuesWithAadhaar(definition: CertificateDefinition, grouped: boolean): Record<string, string> {
    const overrides = Object.fromEntries(
      aadhaarFieldsOf(definition).map((field) => {
        const number = nextAadhaar();
        submitted.push(number);
        return [field, grouped ? number.replace(/(\d{4})(\d{4})(\d{4})/, '$1 $2 $3') : number];
      }),
    );
    return validValues(definition, overrides);
  }

  async function stopServer() {
    if (!server) return;
    const { child } = server;
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await server.exited;
  }

  async function dumpEveryTable(keys: string): Promise<string> {
    const database = await openDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, AADHAAR_KEYS: keys }));
    try {
      const tables = rowsOf<{ name: string }>(
        await database.db.execute(
          sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
            where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
        ),
      );
      const parts: string[] = [];
      for (const { name } of tables) {
        const rows = rowsOf<{ row: string }>(await database.db.execute(sql.raw(`select row_to_json(t)::text as row from ${name} t`)));
        parts.push(`-- ${name}\n${rows.map((row) => row.row).join('\n')}`);
      }
      return parts.join('\n');
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-aadhaar-test-'));
    await copyMigratedPglite(dataDir);
    // A row from before encryption (or loaded by hand): the server must seal it at start.
    const database = await openDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, AADHAAR_KEYS: oldKey }));
    legacy.number = nextAadhaar();
    submitted.push(legacy.number);
    const income = certificateDefinitions.find((definition) => definition.slug === 'income');
    await database.db.insert(applications).values({
      id: legacy.id,
      type: 'income',
      reference: 'INC-LEGA-CY23',
      data: validValues(income as CertificateDefinition, { aadhaar: legacy.number }),
    });
    await database.close();

    server = startServerProcess(env());
    const [, url] = await server.waitFor(READY_LINE, 60_000);
    baseUrl = url ?? '';
  }, 90_000);

  afterAll(async () => {
    await server?.killAll();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs the scenario: citizens apply, a clerk reads, decides and opens documents, a citizen reads their own', async () => {
    const register = await call('register', apiPaths.auth.register, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'aadhaar_citizen',
        email: 'aadhaar.citizen@example.com',
        password: 'citizen pass',
        confirmPassword: 'citizen pass',
      }),
    });
    const citizenToken = ((await register.json()) as { token: string }).token;

    const ids: { definition: CertificateDefinition; id: string }[] = [];
    const own: typeof ids = [];
    for (const definition of certificateDefinitions.filter((candidate) => aadhaarFieldsOf(candidate).length > 0)) {
      for (const signedIn of [false, true]) {
        const values = valuesWithAadhaar(definition, signedIn);
        const headers: Record<string, string> = { 'idempotency-key': randomUUID() };
        if (signedIn) headers.authorization = `Bearer ${citizenToken}`;
        const init = { method: 'POST', headers, body: formOf(definition, values) };
        const accepted = await call(`${definition.slug} application`, definition.apiPath, init);
        expect(accepted.status).toBe(201);
        // A replay with the same key: the stored answer, not a second application.
        const replayed = await call(`${definition.slug} replay`, definition.apiPath, { ...init, body: formOf(definition, values) });
        expect(replayed.status).toBe(201);
        ids.push({ definition, id: ((await accepted.json()) as { id: string }).id });
        if (signedIn) own.push(ids.at(-1) as (typeof ids)[number]);
        // Refused with the number in it: the error names the field, never echoes the value.
        const refused = await call(`${definition.slug} refused`, definition.apiPath, {
          method: 'POST',
          body: formOf(definition, { ...values, [definition.fields[0]?.name ?? 'x']: '' }),
        });
        expect(refused.status).toBe(400);
      }
    }

    const setup = await call('admin setup', adminApiPaths.auth.setup, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'clerk_aadhaar',
        email: 'clerk.aadhaar@example.com',
        password: 'clerk password',
        confirmPassword: 'clerk password',
        setupKey: TEST_SETUP_KEY,
      }),
    });
    const admin = { authorization: `Bearer ${((await setup.json()) as { token: string }).token}` };

    const list = await call('admin list', adminApiPaths.list, { headers: admin });
    expect(list.status).toBe(200);
    const listed = (await list.json()) as { data: Record<string, { documents?: { url: string }[] }[]> };
    // Masked, last four digits only: the list is how a clerk finds an application.
    expect(JSON.stringify(listed)).toContain(`XXXX XXXX ${legacy.number.slice(8)}`);
    const search = await call('admin search', `${adminApiPaths.list}?search=${submitted[0] ?? ''}`, { headers: admin });
    expect(search.status).toBeLessThan(500);

    for (const url of Object.values(listed.data)
      .flat()
      .flatMap((row) => row.documents ?? [])
      .map((document) => document.url)
      .slice(0, 3)) {
      expect((await call('document', url)).status).toBe(200);
    }

    for (const [index, { definition, id }] of [
      ...ids,
      { definition: certificateDefinitions.find((candidate) => candidate.slug === 'income') as CertificateDefinition, id: legacy.id },
    ].entries()) {
      const response = await fetch(`${baseUrl}${adminApiPaths.certificate(definition.slug, id)}`, { headers: admin });
      expect(response.status).toBe(200);
      const text = await response.text();
      singleViews.push({ text, numbers: plainNumbersIn(text) });
      if (index % 2 === 0) {
        expect(
          (await call('decision', adminApiPaths.certificateDecision(definition.slug, id, 'accept'), { method: 'POST', headers: admin }))
            .status,
        ).toBe(200);
      }
    }
    expect((await call('audit', adminApiPaths.audit, { headers: admin })).status).toBe(200);

    // The citizen's own views (decision 043): their list, and each of their applications masked.
    const citizen = { authorization: `Bearer ${citizenToken}` };
    expect((await call('my applications', apiPaths.me.applications, { headers: citizen })).status).toBe(200);
    for (const { definition, id } of own) {
      const mine = await call('my application', apiPaths.me.application(definition.slug, id), { headers: citizen });
      expect(mine.status).toBe(200);
      expect(await mine.text()).toMatch(/"XXXX XXXX \d{4}"/);
    }
  }, 120_000);

  it('shows the full number in the single-application view only, which proves the scan would see one', () => {
    const shown = singleViews.flatMap((view) => view.numbers);
    expect(shown).toContain(legacy.number);
    expect(shown.length).toBeGreaterThanOrEqual(submitted.length);
  });

  it('finds no plain Aadhaar number in any other API answer', () => {
    expect(answers.length).toBeGreaterThan(30);
    const leaks = answers.flatMap((answer) => plainNumbersIn(answer.text).map((number) => `${answer.label}: ${number}`));
    expect(leaks).toEqual([]);
  });

  it('finds no plain Aadhaar number in the log', async () => {
    await stopServer();
    const log = server?.output() ?? '';
    expect(log).toContain('Encrypted the Aadhaar numbers of 1 application(s)');
    expect(
      log
        .split('\n')
        .filter((line) => plainNumbersIn(line).length > 0 || submitted.some((number) => line.includes(number)))
        .slice(0, 5),
    ).toEqual([]);
    for (const number of submitted) expect(log).not.toContain(number);
    // The clerk's search for a number is logged with its last four digits only; no bearer token either.
    expect(log).toContain(`search=XXXXXXXX${submitted[0]?.slice(8) ?? ''}`);
    expect(log).not.toMatch(/Bearer eyJ/);
  }, 30_000);

  it('finds no plain Aadhaar number in a dump of every table; each stored value is sealed and opens', async () => {
    const dump = await dumpEveryTable(oldKey);
    expect(dump).toContain('-- ');
    expect(
      dump
        .split('\n')
        .filter((line) => plainNumbersIn(line).length > 0)
        .map((line) => line.slice(0, 400)),
    ).toEqual([]);
    for (const number of submitted) expect(dump).not.toContain(number);
    expect(dump).toMatch(/"aadhaar": ?"v1:2025a:/);
  }, 30_000);

  it('npm run aadhaar:rekey re-encrypts everything with a new first key, and a second run has nothing to do', async () => {
    const keys = `${newKey},${oldKey}`;
    const first = runTsx('src/server/cli/aadhaar-rekey.ts', [], { ...env({ AADHAAR_KEYS: keys }), LOG_LEVEL: 'warn' });
    expect(await first.exited, first.output()).toBe(0);
    expect(first.output()).toMatch(/of 1[0-9] application\(s\) encrypted with key "2026a"/);
    const second = runTsx('src/server/cli/aadhaar-rekey.ts', [], { ...env({ AADHAAR_KEYS: keys }), LOG_LEVEL: 'warn' });
    expect(await second.exited, second.output()).toBe(0);
    expect(second.output()).toContain('of 0 application(s)');

    const dump = await dumpEveryTable(keys);
    expect(dump).not.toContain('v1:2025a:');
    expect(plainNumbersIn(dump)).toEqual([]);
    const database = await openDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, AADHAAR_KEYS: newKey }));
    try {
      const cipher = createAadhaarCipher(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, AADHAAR_KEYS: newKey }).aadhaarKeys);
      const rows = await database.db.select().from(applications);
      const opened = rows.flatMap((row) => {
        const definition = certificateDefinitions.find((candidate) => candidate.slug === row.type) as CertificateDefinition;
        return aadhaarFieldsOf(definition)
          .filter((field) => (row.data[field] ?? '') !== '')
          .map((field) => cipher.open(row.data[field] ?? '', aadhaarContext(definition, field)));
      });
      // The new key alone opens every number: the old one can be retired.
      // Digits only to compare: the types without strict checks keep the number as it was typed (grouped).
      expect(opened.map((number) => number.replace(/\D/g, '')).sort()).toEqual([...submitted].sort());
    } finally {
      await database.close();
    }
  }, 90_000);
});
