import type { FastifyRequest } from 'fastify';
import type { CertificateDefinition, FileFieldDefinition } from '../../../shared/domain/certificates/definition-types';
import { MAX_FILES_PER_FIELD, fileMessageTexts, formatMegabytes } from '../../../shared/schemas/file-checks';
import { TEXTAREA_MAX } from '../../../shared/domain/certificates/field-rules';
import { HttpError, badRequest, fieldError, payloadTooLarge } from '../../http/http-error';
import { refuseMalformedText } from '../../http/well-formed-text';
import { certificateFieldMessages } from './certificate-messages';
import { receiveFile } from './received-file';
import type { ReceivedFile } from './received-file';
import { tempPathFor } from './upload-store';
import type { UploadDirs } from './upload-store';

export interface UploadLimits {
  maxFileBytes: number;
  maxRequestBytes: number;
}

/** What a multipart form holds: its text fields (how many, and the longest one's length in characters) and its file fields. */
export interface MultipartForm {
  fieldCount: number;
  textMax: number;
  files: readonly UploadField[];
}

/** What the reader needs of a file field: its name, the label its messages name, and whether it takes several files. */
export type UploadField = Pick<FileFieldDefinition, 'name' | 'label' | 'multiple'>;

/** A certificate definition's form: its fields and uploads. */
export function certificateForm(definition: CertificateDefinition): MultipartForm {
  return { fieldCount: definition.fields.length, textMax: TEXTAREA_MAX, files: definition.files };
}

export interface MultipartSubmission {
  /** Text parts as sent (not yet normalised or validated). */
  values: Record<string, unknown>;
  files: ReceivedFile[];
}

/** Text parts beyond the definition's fields are still read (and refused by name), up to this many. */
const EXTRA_FIELDS = 20;
/** Room for the multipart framing and the text fields on top of the files themselves. */
const FRAMING_ALLOWANCE = 1024 * 1024;

/**
 * Reads a multipart form (an application, a grievance with its photo) part by part: text fields into memory (bounded by busboy's
 * limits), files streamed to uploads/.tmp. Every temp path is pushed to `tempPaths` before it is
 * written, so the caller can always delete them, whatever happens here. Throws an HttpError for
 * anything the client got wrong: an unknown file field, too many files, a file or request that is
 * too large, a malformed body.
 */
export async function readMultipart(
  request: FastifyRequest,
  form: MultipartForm,
  context: { dirs: UploadDirs; limits: UploadLimits; tempPaths: string[] },
): Promise<MultipartSubmission> {
  const { limits } = context;
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > limits.maxRequestBytes + FRAMING_ALLOWANCE) {
    throw uploadTooLarge(limits.maxRequestBytes);
  }
  const fileFields = new Map(form.files.map((file) => [file.name, file]));
  const values: Record<string, unknown> = {};
  const files: ReceivedFile[] = [];
  const counts = new Map<string, number>();
  let totalBytes = 0;

  try {
    const parts = request.parts({
      limits: {
        fieldNameSize: 100,
        // UTF-8: up to 4 bytes a character; the schema then checks the length in characters.
        fieldSize: form.textMax * 4,
        fields: form.fieldCount + EXTRA_FIELDS,
        files: form.files.reduce((sum, file) => sum + allowedCount(file), 0) + 1,
        fileSize: limits.maxFileBytes,
        headerPairs: 100,
        parts: form.fieldCount + EXTRA_FIELDS + form.files.length * MAX_FILES_PER_FIELD,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (Object.hasOwn(values, part.fieldname)) throw repeated(part.fieldname);
        values[part.fieldname] = part.valueTruncated ? tooLongMarker(part.value, form.textMax) : part.value;
        continue;
      }
      const file = fileFields.get(part.fieldname);
      if (!file) throw unknownField(part.fieldname);
      const count = (counts.get(file.name) ?? 0) + 1;
      if (count > allowedCount(file))
        throw badRequest('validation_failed', {
          english: fileMessageTexts.tooMany(file.label, file.multiple),
          ...fieldError(file.name, 'tooMany'),
        });

      const tempPath = tempPathFor(context.dirs);
      context.tempPaths.push(tempPath);
      // Typed as a string, but a part with a content type and no filename= has none at all.
      const filename = typeof part.filename === 'string' ? part.filename : '';
      const received = await receiveFile(part.file, { field: file.name, position: count - 1, filename, tempPath });
      if (part.file.truncated) throw fileTooLarge(file, limits.maxFileBytes);
      totalBytes += received.size;
      if (totalBytes > limits.maxRequestBytes) throw uploadTooLarge(limits.maxRequestBytes);
      // A browser sends an untouched file input as an empty part without a name: no file chosen.
      if (received.size === 0 && filename === '') continue;
      counts.set(file.name, count);
      files.push(received);
    }
  } catch (err) {
    throw asClientError(err);
  }
  // The check every JSON body gets before its handler (http/well-formed-text.ts), on the text parts.
  refuseMalformedText(values);
  return { values, files };
}

function allowedCount(file: UploadField): number {
  return file.multiple ? MAX_FILES_PER_FIELD : 1;
}

/** busboy cut the value at its byte limit: keep it over-long, so the schema reports the field. */
function tooLongMarker(value: unknown, textMax: number): string {
  return typeof value === 'string' ? value.padEnd(textMax + 1, ' ') : String(value);
}

function repeated(name: string): HttpError {
  return badRequest('certificate.field_repeated', fieldError(name, 'repeated'));
}

function unknownField(name: string): HttpError {
  return badRequest('unknown_field', {
    values: { names: name, count: 1 },
    fields: { [name]: certificateFieldMessages.notAccepted },
    fieldCodes: { [name]: 'notAccepted' },
  });
}

function uploadTooLarge(maxBytes: number): HttpError {
  return payloadTooLarge('certificate.upload_too_large', {
    values: { size: formatMegabytes(maxBytes) },
  });
}

function fileTooLarge(file: UploadField, maxBytes: number): HttpError {
  const message = fileMessageTexts.tooLarge(file.label, formatMegabytes(maxBytes));
  return payloadTooLarge('certificate.file_too_large', { english: message, ...fieldError(file.name, 'tooLarge') });
}

const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);
const CLIENT_GONE_CODES = new Set(['ERR_STREAM_PREMATURE_CLOSE', 'ECONNRESET', 'ECONNABORTED']);

/**
 * The multipart parser's errors are the client's doing (a malformed or truncated body, a limit
 * reached): 4xx with a plain message. Everything else (a full disk, a bug of ours) stays a 500.
 */
function asClientError(err: unknown): unknown {
  if (err instanceof HttpError || !(err instanceof Error)) return err;
  const code = 'code' in err && typeof err.code === 'string' ? err.code : '';
  if (LIMIT_CODES.has(code)) return payloadTooLarge('certificate.too_many_parts');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge('certificate.file_too_large');
  if (code.startsWith('FST_') || CLIENT_GONE_CODES.has(code)) return badRequest('certificate.upload_unreadable');
  // busboy reports a malformed body ("Unexpected end of form", "Malformed part header") as a plain Error.
  if (code === '' && err.constructor === Error) return badRequest('certificate.upload_unreadable');
  return err;
}
