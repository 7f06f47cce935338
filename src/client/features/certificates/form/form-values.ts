import { buildCertificateSchema, emptyCertificateValues, normalizeCertificateValues } from '../../../../shared/schemas/certificate-schema';
import type { CertificateDefinition } from '../../../../shared/domain/certificates/definition-types';
import { checkFiles, fileMessagesOf } from '../../../../shared/schemas/file-checks';
import type { FileFacts } from '../../../../shared/schemas/file-checks';
import type { FieldErrors } from '../../../../shared/validation/validate';
import type { Submission } from '../../../offline/form/request-body';
import { validateWithSchema } from '../../../ui/form/schema-validation';
import { certificateTexts } from '../certificate-texts';
import { certificateMessagesOf, fileMessageTextsOf } from './validation-messages';

/** A certificate form's Formik values: the text fields, and the chosen files per upload. */
export type CertificateFormValues = Record<string, string | File[]>;

export function initialFormValues(definition: CertificateDefinition): CertificateFormValues {
  return {
    ...emptyCertificateValues(definition),
    ...Object.fromEntries(definition.files.map((file) => [file.name, [] as File[]])),
  };
}

/** A draft back into the form: only the fields this definition has, the rest as a new form. */
export function restoredFormValues(
  definition: CertificateDefinition,
  draft: { values: Record<string, string>; files: Record<string, File[]> },
): CertificateFormValues {
  const values = initialFormValues(definition);
  for (const field of definition.fields) {
    const saved = draft.values[field.name];
    if (typeof saved === 'string') values[field.name] = saved;
  }
  for (const file of definition.files) {
    const saved = draft.files[file.name];
    if (saved) values[file.name] = saved;
  }
  return values;
}

/** What the form submits: the text as the server stores it (trimmed), and the files of each upload. */
export function toSubmission(definition: CertificateDefinition, values: CertificateFormValues): Submission {
  const typed = Object.fromEntries(definition.fields.map((field) => [field.name, values[field.name] ?? '']));
  const text = normalizeCertificateValues(definition, typed);
  return {
    values: Object.fromEntries(definition.fields.map((field) => [field.name, String(text[field.name] ?? '')])),
    files: Object.fromEntries(
      definition.files.map((file) => {
        const chosen = values[file.name];
        return [file.name, Array.isArray(chosen) ? chosen : []];
      }),
    ),
  };
}

const TYPE_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  webp: 'image/webp',
  gif: 'image/gif',
  heic: 'image/heic',
  heif: 'image/heif',
};

/** Some phones report no type for a photo (HEIC on Android): fall back to the extension. */
function facts(file: File): FileFacts {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return { name: file.name, size: file.size, type: file.type || TYPE_BY_EXTENSION[extension] || '' };
}

/**
 * The same rules the server applies: the definition's schema and its file checks, worded in the
 * page's language. `definition` is the one the page shows (definitionInPageLanguage): its labels
 * and per-field messages are the page's; English is exactly what the server says.
 */
export async function validateCertificateForm(definition: CertificateDefinition, values: CertificateFormValues): Promise<FieldErrors> {
  const { fileTypes } = certificateTexts.get().form;
  const { values: text, files } = toSubmission(definition, values);
  const fieldErrors = await validateWithSchema(
    buildCertificateSchema(definition, { messages: certificateMessagesOf(), label: (field) => field.label }),
    text,
  );
  const messages = fileMessagesOf(fileMessageTextsOf(), (accept) => fileTypes[accept]);
  const fileErrors = checkFiles(
    definition,
    Object.fromEntries(Object.entries(files).map(([name, list]) => [name, list.map(facts)])),
    messages,
  );
  return { ...fieldErrors, ...fileErrors };
}
