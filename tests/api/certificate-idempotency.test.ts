import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CertificateSubmitted } from '../../src/shared/api/submissions/certificate-types';
import { IDEMPOTENCY_HEADER } from '../../src/shared/api/submissions/certificate-types';
import { certificateMessages } from '../../src/shared/schemas/certificate-schema';
import { idempotencyKeys } from '../../src/server/db/schema';
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
const death = definitionOf('death');
const withKey = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });

describe.each(testDatabases())('Idempotency-Key on certificate submissions on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(() => t?.close());

  it('five concurrent replays of a multipart application store one application and answer identically', async () => {
    const before = await applicationCounts(t.database);
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 5 }, () => submitApplication(t.app, birth, { headers: withKey(key) })));

    for (const response of responses) expect(response.status, response.text).toBe(201);
    const bodies = responses.map((response) => response.text);
    expect(new Set(bodies).size).toBe(1);
    const after = await applicationCounts(t.database);
    expect(after.applications).toBe(before.applications + 1);
    expect(after.documents).toBe(before.documents + validFiles(birth).length);
    expect(uploadsOnDisk(t.dataDir)).toEqual({ stored: expect.any(Array), temp: [] });
    expect(uploadsOnDisk(t.dataDir).stored).toHaveLength(after.documents);
  });

  it('a replay after completion returns the same answer and stores nothing new', async () => {
    const key = randomUUID();
    const first = await submitApplication(t.app, death, { headers: withKey(key) });
    expect(first.status, first.text).toBe(201);
    const before = await applicationCounts(t.database);
    const replay = await submitApplication(t.app, death, { headers: withKey(key) });
    expect(replay.status).toBe(201);
    expect(replay.body).toEqual(first.body);
    expect(await applicationCounts(t.database)).toEqual(before);
  });

  it('the same key with a different body is a 422; on another endpoint it is a new request', async () => {
    const key = randomUUID();
    const first = await submitApplication(t.app, birth, { headers: withKey(key) });
    expect(first.status, first.text).toBe(201);
    const before = await applicationCounts(t.database);

    const otherFile = validFiles(birth).map((part) => (part.field === 'birthProof' ? { ...part, bytes: fixtures.jpeg } : part));
    const differentFile = await submitApplication(t.app, birth, { headers: withKey(key), files: otherFile });
    expect(expectErrorBody(differentFile, 422).error).toBe('This Idempotency-Key was already used for a different request');
    const differentField = await submitApplication(t.app, birth, {
      headers: withKey(key),
      values: validValues(birth, { childName: 'Someone Else' }),
    });
    expectErrorBody(differentField, 422);
    expect(await applicationCounts(t.database)).toEqual(before);
    expect(uploadsOnDisk(t.dataDir).temp).toEqual([]);

    const otherEndpoint = await submitApplication(t.app, death, { headers: withKey(key) });
    expect(otherEndpoint.status, otherEndpoint.text).toBe(201);
  });

  it('a refused request releases its key, so a corrected retry with the same key succeeds', async () => {
    const key = randomUUID();
    const bad = await submitApplication(t.app, death, { headers: withKey(key), values: validValues(death, { deceasedName: '' }) });
    expect(expectErrorBody(bad, 400).fields?.deceasedName).toBe(certificateMessages.required('Deceased Full Name'));
    const corrected = await submitApplication(t.app, death, { headers: withKey(key) });
    expect(corrected.status, corrected.text).toBe(201);
    const rows = await t.database.db.select().from(idempotencyKeys);
    const row = rows.find((candidate) => candidate.key === key);
    expect(row).toMatchObject({ scope: `POST ${death.apiPath}`, state: 'done', responseStatus: 201, responseBody: corrected.body });
    expect((corrected.body as CertificateSubmitted).reference).toMatch(/^DEA-/);
  });
});
