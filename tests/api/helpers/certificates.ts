import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { certificateBySlug } from '../../../src/shared/domain/certificates/certificate-definitions';
import type { CertificateSlug } from '../../../src/shared/domain/certificates/certificate-definitions';
import type { CertificateDefinition, FieldDefinition, FileFieldDefinition } from '../../../src/shared/domain/certificates/definition-types';
import { applicationDocuments, applicationEvents, applications } from '../../../src/server/db/schema';
import type { DatabaseHandle } from '../../../src/server/db/database';
import { postJson, request } from './http';
import type { JsonResponse } from './http';

/** Tiny files with real signatures: enough for file-type, a few bytes on disk. */
export const fixtures = {
  png: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
  jpeg: Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
  ]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  /** A Windows executable's MZ header. */
  exe: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62, 0x90), Buffer.from('This program cannot be run in DOS mode.')]),
  /** A Linux executable's ELF header. */
  elf: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(56, 0)]),
  text: Buffer.from('just some text, not a document\n'),
} as const;

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface UploadPart {
  field: string;
  name: string;
  bytes: Buffer;
  /** What the browser claims; the server ignores it and looks at the bytes. */
  type?: string;
}

/** The shared definition of a type (the tests enumerate the definitions, never copies of them). */
export function definitionOf(slug: CertificateSlug): CertificateDefinition {
  const definition = certificateBySlug(slug);
  if (!definition) throw new Error(`No certificate definition ${slug}`);
  return definition;
}

export function fileFieldOf(definition: CertificateDefinition, name: string): FileFieldDefinition {
  const file = definition.files.find((candidate) => candidate.name === name);
  if (!file) throw new Error(`${definition.slug} has no file field ${name}`);
  return file;
}

/** A valid value for any field of a definition (the strict Aadhaar as the form shows it, grouped). */
export function validValue(field: FieldDefinition): string {
  switch (field.kind) {
    case 'date':
      return '2001-02-03';
    case 'select':
      return field.options?.[0]?.value ?? '';
    case 'aadhaar':
      return '1234 5678 9012';
    case 'phone':
      return '+91 98765-43210';
    case 'email':
      return 'citizen@example.com';
    case 'amount':
      return '120000';
    case 'textarea':
      return '12 Gandhi Road, Ward 4';
    default:
      return `${field.label} value`;
  }
}

export function validValues(definition: CertificateDefinition, overrides: Record<string, string> = {}): Record<string, string> {
  return { ...Object.fromEntries(definition.fields.map((field) => [field.name, validValue(field)])), ...overrides };
}

/** One small PNG for every required upload (and for the optional ones when `all`). */
export function validFiles(definition: CertificateDefinition, options: { all?: boolean } = {}): UploadPart[] {
  return definition.files
    .filter((file) => file.required || options.all)
    .map((file) => ({ field: file.name, name: `${file.name}.png`, bytes: fixtures.png, type: 'image/png' }));
}

/** A multipart body as a browser's FormData makes it. */
export async function multipartBody(
  values: Record<string, string>,
  files: readonly UploadPart[],
): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  for (const file of files)
    form.append(file.field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type') ?? '' };
}

export async function postMultipart(
  app: FastifyInstance,
  url: string,
  values: Record<string, string>,
  files: readonly UploadPart[],
  headers: Record<string, string> = {},
): Promise<JsonResponse> {
  const { body, contentType } = await multipartBody(values, files);
  return request(app, { method: 'POST', url, payload: body, headers: { 'content-type': contentType, ...headers } });
}

/** Submits a valid application of any type the way its client does (JSON for death, multipart otherwise). */
export function submitApplication(
  app: FastifyInstance,
  definition: CertificateDefinition,
  options: { values?: Record<string, string>; files?: readonly UploadPart[]; headers?: Record<string, string> } = {},
): Promise<JsonResponse> {
  const values = options.values ?? validValues(definition);
  if (definition.transport === 'json') return postJson(app, definition.apiPath, values, options.headers);
  return postMultipart(app, definition.apiPath, values, options.files ?? validFiles(definition), options.headers);
}

/** What is on disk under DATA_DIR/uploads: stored files and temp files. */
export function uploadsOnDisk(dataDir: string): { stored: string[]; temp: string[] } {
  const root = join(dataDir, 'uploads');
  const tmp = join(root, '.tmp');
  return {
    stored: existsSync(root) ? readdirSync(root).filter((name) => name !== '.tmp') : [],
    temp: existsSync(tmp) ? readdirSync(tmp) : [],
  };
}

/** Row counts of the three application tables. */
export async function applicationCounts(database: DatabaseHandle) {
  const [apps, documents, events] = await Promise.all([
    database.db.select().from(applications),
    database.db.select().from(applicationDocuments),
    database.db.select().from(applicationEvents),
  ]);
  return { applications: apps.length, documents: documents.length, events: events.length };
}
