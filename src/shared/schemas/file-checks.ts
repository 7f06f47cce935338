import type { FieldErrors } from '../validation/validate';
import type { AcceptedFiles, CertificateDefinition, FileFieldDefinition } from '../domain/certificates/definition-types';
import { acceptedFileTypes } from '../domain/certificates/field-rules';

/** How many files a "multiple" upload may carry. */
export const MAX_FILES_PER_FIELD = 5;

export interface FileFacts {
  name: string;
  size: number;
  /** The MIME type: as the browser guessed it on the client, as detected from the bytes on the server. */
  type: string;
}

/**
 * What the file checks say, by the upload's label, in English (the server's answers). A page passes
 * its language's to `fileMessagesOf`, typed by this.
 */
export const fileMessageTexts = {
  required: (label: string) => `${label} is required`,
  tooMany: (label: string, multiple: boolean) =>
    multiple ? `Attach at most ${MAX_FILES_PER_FIELD} files for ${label}` : `Attach one file for ${label}`,
  tooLarge: (label: string, size: string) => `${label} must be at most ${size}`,
  /** `types`: what the upload takes, as `acceptedFileTypes` describes it ("a JPG, PNG or PDF file"). */
  wrongType: (label: string, types: string) => `${label} must be ${types}`,
  empty: (label: string) => `${label} is an empty file`,
};

export type FileMessageTexts = typeof fileMessageTexts;

/** The messages of checkFiles for one upload, from a language's texts and its words for the accepted types. */
export function fileMessagesOf(
  texts: FileMessageTexts,
  typesOf: (accept: AcceptedFiles) => string = (accept) => acceptedFileTypes[accept].description,
) {
  return {
    required: (file: FileFieldDefinition) => file.requiredMessage ?? texts.required(file.label),
    tooMany: (file: FileFieldDefinition) => texts.tooMany(file.label, file.multiple),
    tooLarge: (file: FileFieldDefinition) => texts.tooLarge(file.label, formatMegabytes(file.maxBytes)),
    wrongType: (file: FileFieldDefinition) => texts.wrongType(file.label, typesOf(file.accept)),
    empty: (file: FileFieldDefinition) => texts.empty(file.label),
  };
}

export type FileMessages = ReturnType<typeof fileMessagesOf>;

/** The English messages: what the server answers. */
export const fileMessages: FileMessages = fileMessagesOf(fileMessageTexts);

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
export function checkFiles(
  definition: CertificateDefinition,
  chosen: Readonly<Record<string, readonly FileFacts[]>>,
  messages: FileMessages = fileMessages,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const file of definition.files) {
    const files = chosen[file.name] ?? [];
    const limit = file.multiple ? MAX_FILES_PER_FIELD : 1;
    const allowed = acceptedFileTypes[file.accept].mimeTypes;
    if (files.length === 0) {
      if (file.required) errors[file.name] = messages.required(file);
    } else if (files.length > limit) {
      errors[file.name] = messages.tooMany(file);
    } else if (files.some((facts) => facts.size === 0)) {
      errors[file.name] = messages.empty(file);
    } else if (files.some((facts) => facts.size > file.maxBytes)) {
      errors[file.name] = messages.tooLarge(file);
    } else if (files.some((facts) => !allowed.includes(facts.type))) {
      errors[file.name] = messages.wrongType(file);
    }
  }
  return errors;
}
