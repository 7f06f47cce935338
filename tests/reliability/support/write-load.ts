import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiPaths } from '../../../src/shared/api/paths';
import { applicationDocuments, applications, grievances, taxPayments, users } from '../../../src/server/db/schema';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { aRegistration } from '../../api/helpers/accounts';
import { definitionOf, fixtures, validFiles, validValues } from '../../api/helpers/certificates';
import { aGrievance } from '../../api/grievance-support';
import { validOrder } from '../../api/tax-support';

/** A write the server acknowledged with a 2xx: it must survive whatever happens next. */
export interface Acknowledged {
  kind: 'grievance' | 'certificate' | 'tax' | 'user';
  /** Complaint id, application id, tax payment id or username. */
  key: string;
}

const birth = definitionOf('birth');
const death = definitionOf('death');

export interface WriteOutcome {
  /** False when no HTTP answer came at all (refused, reset: the server died or closed on it). */
  answered: boolean;
  /** What a 2xx acknowledged; null for any other answer. */
  ack: Acknowledged | null;
}

/**
 * One of five writes a citizen makes, over real HTTP: a grievance, a birth certificate with its
 * files (multipart), a death certificate (JSON), a tax order, a registration.
 */
export async function randomWrite(baseUrl: string): Promise<WriteOutcome> {
  try {
    return { answered: true, ack: await write(baseUrl) };
  } catch {
    // Connection refused or reset: not acknowledged, so nothing is owed.
    return { answered: false, ack: null };
  }
}

async function write(baseUrl: string): Promise<Acknowledged | null> {
  const pick = randomBytes(1)[0] ?? 0;
  switch (pick % 5) {
    case 0: {
      const body = (await postJson(baseUrl, apiPaths.grievances, aGrievance())) as { complaintId?: string } | null;
      return body?.complaintId ? { kind: 'grievance', key: body.complaintId } : null;
    }
    case 1: {
      const form = new FormData();
      for (const [name, value] of Object.entries(validValues(birth))) form.append(name, value);
      // Larger than a tiny fixture, so a kill can land while a file is being written, yet small
      // enough (4 × 64 KB) that most finish on a loaded machine and leave records to check.
      const big = Buffer.concat([fixtures.png, randomBytes(64 * 1024)]);
      for (const file of validFiles(birth, { all: true }))
        form.append(file.field, new Blob([new Uint8Array(big)], { type: 'image/png' }), file.name);
      const response = await fetch(`${baseUrl}${birth.apiPath}`, { method: 'POST', body: form });
      const body = (await response.json().catch(() => null)) as { id?: string } | null;
      return response.ok && body?.id ? { kind: 'certificate', key: body.id } : null;
    }
    case 2: {
      const body = (await postJson(baseUrl, death.apiPath, validValues(death))) as { id?: string } | null;
      return body?.id ? { kind: 'certificate', key: body.id } : null;
    }
    case 3: {
      const body = (await postJson(baseUrl, apiPaths.taxes.createOrder, validOrder('property'))) as { id?: string } | null;
      return body?.id ? { kind: 'tax', key: body.id } : null;
    }
    default: {
      const registration = aRegistration();
      const body = await postJson(baseUrl, apiPaths.auth.register, registration);
      return body ? { kind: 'user', key: registration.username } : null;
    }
  }
}

/** The parsed body of a 2xx answer, or null. */
async function postJson(baseUrl: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const parsed: unknown = await response.json().catch(() => null);
  return response.ok ? parsed : null;
}

export interface Audit {
  missing: Acknowledged[];
  /** Document rows whose file is missing, or whose size or digest differs. */
  brokenFiles: string[];
  documents: number;
}

/** Checks every acknowledged write is in the database, and every document row's file is whole. */
export async function auditWrites(database: DatabaseHandle, dataDir: string, acknowledged: readonly Acknowledged[]): Promise<Audit> {
  const db = database.db;
  const [grievanceRows, applicationRows, taxRows, userRows, documentRows] = await Promise.all([
    db.select({ key: grievances.complaintId }).from(grievances),
    db.select({ key: applications.id }).from(applications),
    db.select({ key: taxPayments.id }).from(taxPayments),
    db.select({ key: users.username }).from(users),
    db.select().from(applicationDocuments),
  ]);
  const present: Record<Acknowledged['kind'], Set<string>> = {
    grievance: new Set(grievanceRows.map((row) => row.key)),
    certificate: new Set(applicationRows.map((row) => row.key)),
    tax: new Set(taxRows.map((row) => row.key)),
    user: new Set(userRows.map((row) => row.key)),
  };
  const missing = acknowledged.filter((write) => !present[write.kind].has(write.key));
  const brokenFiles = documentRows
    .filter((row) => {
      try {
        const bytes = readFileSync(join(dataDir, 'uploads', row.storedName));
        return bytes.length !== row.sizeBytes || createHash('sha256').update(bytes).digest('hex') !== row.sha256;
      } catch {
        return true;
      }
    })
    .map((row) => row.storedName);
  return { missing, brokenFiles, documents: documentRows.length };
}

/** Environment of a server child process on `dataDir` (PGlite unless `databaseUrl`). */
export function serverEnv(dataDir: string, databaseUrl: string | null = null): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    JWT_SECRET: 'reliability-secret-that-is-long-enough-0123456789',
    ADMIN_SETUP_KEY: 'reliability-setup-key',
    SCRYPT_LOG_N: '14',
    AUTH_RATE_LIMIT_MAX: '100000',
    GRIEVANCE_SUBMIT_RATE_LIMIT_MAX: '100000',
    CERTIFICATE_SUBMIT_RATE_LIMIT_MAX: '100000',
    GRIEVANCE_LOOKUP_RATE_LIMIT_MAX: '100000',
    LOG_LEVEL: 'info',
    CLIENT_DIST: join(dataDir, 'no-client'),
  };
}
