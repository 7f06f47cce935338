import type { ObjectSchema } from 'yup';
import { buildCertificateSchema, normalizeCertificateValues } from '../../../shared/schemas/certificate-schema';
import type { CertificateValues } from '../../../shared/schemas/certificate-schema';
import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import { checkFiles } from '../../../shared/schemas/file-checks';
import type { FileFacts } from '../../../shared/schemas/file-checks';
import { validateStrict } from '../../../shared/validation/validate';
import { badRequest } from '../../http/http-error';
import { builtOncePer } from '../../lib/built-once-per';
import type { ReceivedFile } from './received-file';
import type { ValidApplication } from './store-application';

/** What a file is when its bytes match no known type: never one of the accepted types. */
const UNKNOWN_TYPE = 'application/octet-stream';

const schemaOf: (definition: CertificateDefinition) => ObjectSchema<CertificateValues> = builtOncePer(buildCertificateSchema);

/**
 * The server's verdict on a whole application, with the client's own rules: the shared schema
 * for the text fields (normalised first, exactly as the form does) and the shared file checks on
 * the types detected from the bytes. Every problem of every field is reported in one 400.
 */
export function validateApplication(
  definition: CertificateDefinition,
  submission: { values: unknown; files: readonly ReceivedFile[]; ownerId: string | null },
  maxFileBytes: number,
): ValidApplication {
  const { values } = submission;
  const normalized = isRecord(values) ? normalizeCertificateValues(definition, values) : values;
  const text = validateStrict(schemaOf(definition), normalized);
  const fileErrors = checkFiles(withFileLimit(definition, maxFileBytes), factsByField(submission.files));
  const fields = { ...(text.ok ? {} : text.fields), ...fileErrors };
  if (!text.ok) throw badRequest(text.error, fields);
  const firstFileError = Object.values(fileErrors)[0];
  if (firstFileError !== undefined) throw badRequest(firstFileError, fields);
  return {
    definition,
    values: text.value,
    files: submission.files.map((file) => ({ ...file, detectedType: file.detectedType ?? UNKNOWN_TYPE })),
    ownerId: submission.ownerId,
  };
}

/** The configured per-file limit (UPLOAD_MAX_FILE_BYTES) replaces the definition's default. */
export function withFileLimit(definition: CertificateDefinition, maxBytes: number): CertificateDefinition {
  return { ...definition, files: definition.files.map((file) => ({ ...file, maxBytes })) };
}

function factsByField(files: readonly ReceivedFile[]): Record<string, FileFacts[]> {
  const byField: Record<string, FileFacts[]> = {};
  for (const file of files) {
    (byField[file.field] ??= []).push({ name: file.originalName, size: file.size, type: file.detectedType ?? UNKNOWN_TYPE });
  }
  return byField;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
