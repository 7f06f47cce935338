import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateDefinitions } from '../../src/shared/domain/certificates/certificate-definitions';
import { applicationDocuments, applications, grievances } from '../../src/server/db/schema';
import { fixtures, submitApplication, uploadsOnDisk, validFiles } from '../api/helpers/certificates';
import { postJson } from '../api/helpers/http';
import { createTestApp } from '../api/helpers/test-app';
import type { TestApp } from '../api/helpers/test-app';
import { testDatabases } from '../api/helpers/test-databases';
import { aGrievance, UNLIMITED } from '../api/grievance-support';
import { apiPaths } from '../../src/shared/api/paths';
import { reportFigure } from './support/figures';
import { sendLikeTheClient } from './support/send-like-the-client';

const CERTIFICATES = 200;
const GRIEVANCES = 200;
/** Every certificate type that takes files (the death certificate is JSON only). */
const withFiles = certificateDefinitions.filter((definition) => definition.transport !== 'json');
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
describe.each(testDatabases())('concurrency: parallel submissions on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target, { env: UNLIMITED });
  });
  afterAll(() => t?.close());

  it(`${CERTIFICATES} certificate submissions with files and ${GRIEVANCES} grievances at once: every 2xx has its row and its files`, async () => {
    const certificateAnswers = Array.from({ length: CERTIFICATES }, (_, index) => {
      const definition = withFiles[index % withFiles.length];
      if (!definition) throw new Error('no certificate type with files');
      // Both a PNG and a PDF, so the files of one request differ and each can be checked byte for byte.
      const files = validFiles(definition, { all: true }).map((file, position) => ({
        ...file,
        bytes: position % 2 ? fixtures.pdf : fixtures.png,
      }));
      return sendLikeTheClient(randomUUID(), (headers) => submitApplication(t.app, definition, { files, headers }));
    });
    const grievanceAnswers = Array.from({ length: GRIEVANCES }, (_, index) =>
      sendLikeTheClient(randomUUID(), (headers) =>
        postJson(t.app, apiPaths.grievances, aGrievance({ message: `Parallel grievance ${index}: the street light is out.` }), headers),
      ),
    );
    const [certificateSends, grievanceSends] = await Promise.all([Promise.all(certificateAnswers), Promise.all(grievanceAnswers)]);
    const certificates = certificateSends.map((send) => send.answer);
    const grievanceResults = grievanceSends.map((send) => send.answer);
    const busyAnswers = [...certificateSends, ...grievanceSends].reduce((sum, send) => sum + send.busy, 0);

    const okCertificates = certificates.filter((answer) => answer.status >= 200 && answer.status < 300);
    const okGrievances = grievanceResults.filter((answer) => answer.status >= 200 && answer.status < 300);
    const applicationRows = await t.database.db.select().from(applications);
    const documentRows = await t.database.db.select().from(applicationDocuments);
    const grievanceRows = await t.database.db.select().from(grievances);

    const lostApplications = okCertificates.filter(
      (answer) => !applicationRows.some((row) => row.id === (answer.body as { id: string }).id),
    ).length;
    const lostGrievances = okGrievances.filter(
      (answer) => !grievanceRows.some((row) => row.complaintId === (answer.body as { complaintId: string }).complaintId),
    ).length;
    // Every document row's file is on disk, whole: its size and its digest match.
    const badFiles = documentRows.filter((row) => {
      try {
        const bytes = readFileSync(join(t.dataDir, 'uploads', row.storedName));
        return bytes.length !== row.sizeBytes || sha256(bytes) !== row.sha256;
      } catch {
        return true;
      }
    }).length;
    const expectedDocuments = okCertificates.reduce((sum, answer) => {
      const row = applicationRows.find((candidate) => candidate.id === (answer.body as { id: string }).id);
      const definition = certificateDefinitions.find((candidate) => candidate.slug === row?.type);
      return sum + (definition ? validFiles(definition, { all: true }).length : 0);
    }, 0);
    const disk = uploadsOnDisk(t.dataDir);
    reportFigure(
      `concurrency (${target.kind}): ${CERTIFICATES} certificates with ${expectedDocuments} files + ${GRIEVANCES} grievances in parallel → ${okCertificates.length + okGrievances.length} × 2xx (${busyAnswers} × 503 busy on the way, sent again after Retry-After), ${lostApplications + lostGrievances} lost rows, ${badFiles} missing or partial files, ${disk.temp.length} temp files left`,
    );
    expect([...new Set(certificates.filter((answer) => answer.status >= 300).map((answer) => `${answer.status} ${answer.text}`))]).toEqual(
      [],
    );
    expect([
      ...new Set(grievanceResults.filter((answer) => answer.status >= 300).map((answer) => `${answer.status} ${answer.text}`)),
    ]).toEqual([]);
    expect(okCertificates).toHaveLength(CERTIFICATES);
    expect(okGrievances).toHaveLength(GRIEVANCES);
    expect(lostApplications + lostGrievances).toBe(0);
    expect(badFiles).toBe(0);
    expect(documentRows).toHaveLength(expectedDocuments);
    expect(disk.stored).toHaveLength(expectedDocuments);
    expect(disk.temp).toEqual([]);
  });
});
