import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateSubmitted } from '../../src/shared/api/submissions/certificate-types';
import { certificateDefinitions } from '../../src/shared/domain/certificates/certificate-definitions';
import { createAadhaarCipher } from '../../src/server/aadhaar/aadhaar-cipher';
import { applicationDocuments, applicationEvents, applications } from '../../src/server/db/schema';
import { registerUser } from './helpers/accounts';
import { definitionOf, fixtures, sha256, submitApplication, uploadsOnDisk, validFiles, validValues } from './helpers/certificates';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

const REFERENCE = /^[A-Z]{3}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/;

describe.each(testDatabases())('certificate submissions on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  it.each(certificateDefinitions.map((definition) => [definition.slug, definition] as const))(
    'POST %s: stores a valid application as pending with its documents and answers 201',
    async (_slug, definition) => {
      const files = validFiles(definition, { all: true }).map((file, index) =>
        index % 2 === 0 ? file : { ...file, name: `${file.field}.pdf`, bytes: fixtures.pdf, type: 'application/pdf' },
      );
      const response = await submitApplication(t.app, definition, { files });

      expect(response.status, response.text).toBe(201);
      const body = response.body as CertificateSubmitted;
      expect(body).toEqual({
        id: expect.any(String),
        ...(definition.answersApplicationId ? { applicationId: body.id } : {}),
        reference: expect.stringMatching(REFERENCE),
        status: 'pending',
        // Today in India plus the type's service days: what the confirmation says.
        dueBy: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });

      const [row] = await t.database.db.select().from(applications).where(eq(applications.id, body.id));
      expect(row?.type).toBe(definition.slug);
      expect(row?.status).toBe('pending');
      expect(row?.reference).toBe(body.reference);
      expect(row?.ownerId).toBeNull();
      expect(Object.keys(row?.data ?? {}).sort()).toEqual(definition.fields.map((field) => field.name).sort());

      const documents = await t.database.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, body.id));
      expect(documents).toHaveLength(definition.transport === 'json' ? 0 : files.length);
      for (const document of documents) {
        const sent = files.find((file) => file.field === document.field);
        expect(sent).toBeDefined();
        expect(document.sha256).toBe(sha256(sent?.bytes ?? Buffer.alloc(0)));
        expect(document.mimeType).toBe(sent?.bytes === fixtures.pdf ? 'application/pdf' : 'image/png');
        expect(document.originalName).toBe(sent?.name);
        expect(document.storedName).toMatch(/^[0-9a-f]{32}$/);
        const onDisk = readFileSync(join(t.dataDir, 'uploads', document.storedName));
        expect(sha256(onDisk)).toBe(document.sha256);
      }
      const events = await t.database.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, body.id));
      expect(events.map((event) => event.action)).toEqual(['submitted']);
      expect(uploadsOnDisk(t.dataDir).temp).toEqual([]);
    },
  );

  it('stores Aadhaar as digits only, encrypted, and keeps a multiple upload in the order sent', async () => {
    const birth = definitionOf('birth');
    const files = [
      ...validFiles(birth),
      { field: 'idProof', name: 'father.jpg', bytes: fixtures.jpeg, type: 'image/jpeg' },
      { field: 'idProof', name: 'mother.pdf', bytes: fixtures.pdf, type: 'application/pdf' },
    ];
    const response = await submitApplication(t.app, birth, { values: validValues(birth, { fatherAadhaar: ' 1234 5678 9012 ' }), files });
    expect(response.status, response.text).toBe(201);
    const { id } = response.body as CertificateSubmitted;
    const [row] = await t.database.db.select().from(applications).where(eq(applications.id, id));
    // Sealed at rest (decision 015); the digits-only number is what it opens to.
    const sealed = row?.data.fatherAadhaar ?? '';
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]+:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]+$/);
    expect(createAadhaarCipher(t.config.aadhaarKeys).open(sealed, 'aadhaar:birth:fatherAadhaar')).toBe('123456789012');
    const documents = await t.database.db.select().from(applicationDocuments).where(eq(applicationDocuments.applicationId, id));
    const idProofs = documents.filter((document) => document.field === 'idProof').sort((a, b) => a.position - b.position);
    expect(idProofs.map((document) => [document.originalName, document.mimeType])).toEqual([
      ['father.jpg', 'image/jpeg'],
      ['mother.pdf', 'application/pdf'],
    ]);
  });

  it('stores the signed-in citizen as the owner', async () => {
    const { token, user } = await registerUser(t.app);
    const death = definitionOf('death');
    const response = await submitApplication(t.app, death, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status, response.text).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(applications)
      .where(eq(applications.id, (response.body as CertificateSubmitted).id));
    expect(row?.ownerId).toBe(user._id);
  });
});
