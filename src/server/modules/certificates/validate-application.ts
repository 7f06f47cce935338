import type { ObjectSchema } from 'yup';
import { buildCertificateSchema, normalizeCertificateValues } from '../../../shared/schemas/certificate-schema';
import type { CertificateValues } from '../../../shared/schemas/certificate-schema';
import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import { checkFiles, fileMessages } from '../../../shared/schemas/file-checks';
import type { FileFacts } from '../../../shared/schemas/file-checks';
import { validateWithCodes } from '../../../shared/validation/validate';
import type { FieldErrors } from '../../../shared/validation/validate';
import type { FieldCode, FieldCodes } from '../../../shared/api/error-codes';
import { badRequest } from '../../http/http-error';
import { refusedBody } from '../../http/parse-body';
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
  /** A resubmission's documents that stay (decision 048): checked with the new files, as the whole application. */
  keptFiles: Readonly<Record<string, FileFacts[]>> = {},
): ValidApplication {
  const { values } = submission;
  const normalized = isRecord(values) ? normalizeCertificateValues(definition, values) : values;
  const text = validateWithCodes(schemaOf(definition), normalized);
  const withLimit = withFileLimit(definition, maxFileBytes);
  const fileErrors = checkFiles(withLimit, { ...keptFiles, ...factsByField(submission.files) });
  const fields = { ...(text.ok ? {} : text.fields), ...fileErrors };
  const fieldCodes = {
    ...(text.ok || text.code !== 'validation_failed' ? {} : text.details[0].fieldCodes),
    ...fileCodes(withLimit, fileErrors),
  };
  if (!text.ok && text.code !== 'validation_failed') throw refusedBody(text);
  if (!text.ok) throw badRequest('validation_failed', { english: text.error, fields, fieldCodes });
  const firstFileError = Object.values(fileErrors)[0];
  if (firstFileError !== undefined) throw badRequest('validation_failed', { english: firstFileError, fields, fieldCodes });
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

/**
 * The code of each file field's problem: the name of the shared file message it got (`tooLarge`,
 * `wrongType`…), found by its English text, which checkFiles writes from the same messages.
 */
function fileCodes(definition: CertificateDefinition, fileErrors: FieldErrors): FieldCodes {
  const codes: FieldCodes = {};
  const kinds = Object.keys(fileMessages) as (keyof typeof fileMessages)[];
  for (const file of definition.files) {
    const message = fileErrors[file.name];
    if (message === undefined) continue;
    codes[file.name] = (kinds.find((kind) => fileMessages[kind](file) === message) satisfies FieldCode | undefined) ?? 'required';
  }
  return codes;
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
