import { array, object, string } from 'yup';
import type { CertificateDefinition } from '../certificates/definition-types';
import { normalizeTypedText } from '../../validation/typed-text';
import { seenVersion } from './seen-version';

/**
 * What a clerk writes with a decision (decision 048): a note with an acceptance or a grievance's
 * status, a reason with a decline, a message with a return for correction. The citizen reads it
 * in the request's history. All optional but the return's message.
 */
export const CLERK_MESSAGE_MAX = 1000;

export const clerkMessageTexts = {
  tooLong: `Write at most ${CLERK_MESSAGE_MAX} characters.`,
  messageRequired: 'Write what the applicant should correct.',
  fieldsRequired: 'Choose at least one field or document to correct.',
  fieldUnknown: (names: string) => `This form has no field ${names}.`,
} as const;

/** An optional note or reason, as a field of a body's schema. */
export const optionalMessage = () => string().max(CLERK_MESSAGE_MAX, clerkMessageTexts.tooLong);

/** POST …/accept: `{ note?, version? }` (`version`: the application's updatedAt as the clerk read it). */
export const acceptBodySchema = object({ note: optionalMessage(), version: seenVersion() });
/** POST …/decline: `{ reason?, version? }`. */
export const declineBodySchema = object({ reason: optionalMessage(), version: seenVersion() });

/** The names a return may ask to correct: the type's form fields, then its documents. */
export function correctableFields(definition: CertificateDefinition): string[] {
  return [...definition.fields.map((field) => field.name), ...definition.files.map((file) => file.name)];
}

/** POST …/return: `{ message, fields, version? }`, each field one of the type's (form and file fields), at least one. */
export function returnBodySchema(definition: CertificateDefinition) {
  const names = correctableFields(definition);
  return object({
    message: string()
      .required(clerkMessageTexts.messageRequired)
      .matches(/\S/, clerkMessageTexts.messageRequired)
      .max(CLERK_MESSAGE_MAX, clerkMessageTexts.tooLong),
    fields: array()
      .of(
        string()
          .required()
          .oneOf(names, (params: { value: unknown }) => clerkMessageTexts.fieldUnknown(String(params.value))),
      )
      .required(clerkMessageTexts.fieldsRequired)
      .min(1, clerkMessageTexts.fieldsRequired),
    version: seenVersion(),
  });
}

/** A message as stored: normalised as typed text is, and none at all when nothing but spaces was written. */
export function storedMessage(text: string | undefined): string | null {
  const normalized = normalizeTypedText(text ?? '');
  return normalized === '' ? null : normalized;
}
