import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import type { DrizzleSnapshotJSON } from 'drizzle-kit/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminListAnswer, AdminListQuery, CertificateAdminRow } from '../../src/shared/api/admin-types';
import type { CertificateSubmitted } from '../../src/shared/api/submissions/certificate-types';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { registerCertificateType } from '../../src/shared/domain/certificates/certificate-definitions';
import { MIGRATIONS_FOLDER } from '../../src/server/db/migrations-folder';
import type { DatabaseHandle } from '../../src/server/db/database';
import { legalHeirCertificate } from '../fixtures/legal-heir-certificate';

// Registered as the six are, before the modules that read the registry (the schema, the routes,
// the admin lists) load: they are imported below, after this line.
registerCertificateType(legalHeirCertificate);
const schema = await import('../../src/server/db/schema');
const { adminListSearchParams } = await import('../../src/shared/api/admin-types');
const { registerUser, setupAdmin } = await import('./helpers/accounts');
const { submitApplication, validValues } = await import('./helpers/certificates');
const { getWithToken, postJson } = await import('./helpers/http');
const { createTestApp } = await import('./helpers/test-app');
const { testDatabases } = await import('./helpers/test-databases');
type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** What `npm run db:generate` writes for the schema with the new type: drizzle-kit's own diff against the last snapshot. */
async function generatedMigration(): Promise<string[]> {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { idx: number }[] };
  const last = journal.entries.at(-1)?.idx ?? 0;
  const snapshotFile = join(MIGRATIONS_FOLDER, 'meta', `${String(last).padStart(4, '0')}_snapshot.json`);
  const previous = JSON.parse(readFileSync(snapshotFile, 'utf8')) as DrizzleSnapshotJSON;
  return generateMigration(previous, generateDrizzleJson(schema, previous.id));
}

/**
 * The line the steps of docs/adding-a-certificate-type.md add to the generated migration:
 * re-creating applicant_name drops its trigram index, which drizzle-kit does not know.
 */
function trigramIndexStatement(): string {
  const statement = readdirSync(MIGRATIONS_FOLDER)
    .filter((file) => file.endsWith('.sql'))
    .flatMap((file) => readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8').split('--> statement-breakpoint'))
    .reverse()
    .find((part) => part.includes('CREATE INDEX "applications_applicant_name_trgm_idx"'));
  if (!statement) throw new Error('No migration creates applications_applicant_name_trgm_idx');
  return statement.trim();
}

async function applyMigration(database: DatabaseHandle, statements: readonly string[]) {
  for (const statement of statements) await database.db.execute(sql.raw(statement));
}

describe('a seventh certificate type', () => {
  it('changes the schema in what a generated migration carries: the type CHECK and the applicant_name expression', async () => {
    const statements = await generatedMigration();
    expect(statements.join('\n')).toContain(`when 'legal-heir' then "data" ->> 'petitionerName'`);
    expect(statements.join('\n')).toContain(`'first-graduate', 'legal-heir')`);
  });
});

describe.each(testDatabases())('a seventh certificate type on %s', (target) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    // Creating the index again would fail if the generated statements had not dropped it.
    await applyMigration(t.database, [...(await generatedMigration()), trigramIndexStatement()]);
    adminToken = (await setupAdmin(t.app)).token;
  });
  afterAll(() => t?.close());

  async function adminList(query: AdminListQuery = {}): Promise<AdminListAnswer> {
    const response = await getWithToken(t.app, `${adminApiPaths.list}?${adminListSearchParams(query).toString()}`, adminToken);
    expect(response.status, response.text).toBe(200);
    return response.body as AdminListAnswer;
  }

  it('is submitted to its API route, stored with its reference, and listed, counted and found in the admin list', async () => {
    const values = validValues(legalHeirCertificate, { petitionerName: 'Kavitha Subramanian' });
    const response = await submitApplication(t.app, legalHeirCertificate, { values });
    expect(response.status, response.text).toBe(201);
    const submitted = response.body as CertificateSubmitted;
    expect(submitted.reference).toMatch(/^LGH-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);

    const [row] = await t.database.db.select().from(schema.applications).where(eq(schema.applications.id, submitted.id));
    expect(row).toMatchObject({ type: 'legal-heir', status: 'pending', applicantName: 'Kavitha Subramanian', data: values });

    const answer = await adminList();
    const listed = answer.data.legalHeir ?? [];
    expect(listed.map((entry: CertificateAdminRow) => [entry.reference, entry.petitionerName])).toEqual([
      [submitted.reference, 'Kavitha Subramanian'],
    ]);
    expect(listed[0]?.documents.map((document) => document.field)).toEqual(['deathCertificateFile']);
    expect(answer.counts.legalHeir).toEqual({ total: 1, byStatus: { pending: 1, accepted: 0, declined: 0, returned: 0 } });

    const found = await adminList({ q: 'subraman', only: ['legalHeir'] });
    expect(found.data.legalHeir?.map((entry) => entry.reference)).toEqual([submitted.reference]);
  });

  it('is decided through the admin route with its slug', async () => {
    const citizen = await registerUser(t.app);
    const response = await submitApplication(t.app, legalHeirCertificate, { headers: { authorization: `Bearer ${citizen.token}` } });
    const { id } = response.body as CertificateSubmitted;
    const decided = await postJson(
      t.app,
      adminApiPaths.certificateDecision('legal-heir', id, 'accept'),
      {},
      { authorization: `Bearer ${adminToken}` },
    );
    expect(decided.status, decided.text).toBe(200);
    const [row] = await t.database.db.select().from(schema.applications).where(eq(schema.applications.id, id));
    expect(row?.status).toBe('accepted');
  });
});
