import type { FieldErrors } from '../validation/validate';
import type { CertificateDefinition, FileFieldDefinition } from '../domain/certificates/definition-types';
import { acceptedFileTypes } from '../domain/certificates/field-rules';

/** How many files a "multiple" upload may carry. */
export const MAX_FILES_PER_FIELD = 5;

export interface FileFacts {
  name: string;
  size: number;
  /** The MIME type: as the browser guessed it on the client, as detected from the bytes on the server. */
  type: string;
}

export const fileMessages = {
  required: (file: FileFieldDefinition) => file.requiredMessage ?? `${file.label} is required`,
  tooMany: (file: FileFieldDefinition) =>
    file.multiple ? `Attach at most ${MAX_FILES_PER_FIELD} files for ${file.label}` : `Attach one file for ${file.label}`,
  tooLarge: (file: FileFieldDefinition) => `${file.label} must be at most ${formatMegabytes(file.maxBytes)}`,
  wrongType: (file: FileFieldDefinition) => `${file.label} must be ${acceptedFileTypes[file.accept].description}`,
  empty: (file: FileFieldDefinition) => `${file.label} is an empty file`,
} as const;

/** A size limit as people read it: "5 MB", or "512 KB" below a megabyte. */
export function formatMegabytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
}

/**
 * Checks the files chosen for each upload field of a definition: presence, count, size and
 * type. The client runs it on what the browser reports; the server on what it received and
 * detected from the bytes themselves, so a renamed file cannot pass.
 */
export function checkFiles(definition: CertificateDefinition, chosen: Readonly<Record<string, readonly FileFacts[]>>): FieldErrors {
  const errors: FieldErrors = {};
  for (const file of definition.files) {
    const files = chosen[file.name] ?? [];
    const limit = file.multiple ? MAX_FILES_PER_FIELD : 1;
    const allowed = acceptedFileTypes[file.accept].mimeTypes;
    if (files.length === 0) {
      if (file.required) errors[file.name] = fileMessages.required(file);
    } else if (files.length > limit) {
      errors[file.name] = fileMessages.tooMany(file);
    } else if (files.some((facts) => facts.size === 0)) {
      errors[file.name] = fileMessages.empty(file);
    } else if (files.some((facts) => facts.size > file.maxBytes)) {
      errors[file.name] = fileMessages.tooLarge(file);
    } else if (files.some((facts) => !allowed.includes(facts.type))) {
      errors[file.name] = fileMessages.wrongType(file);
    }
  }
  return errors;
}
