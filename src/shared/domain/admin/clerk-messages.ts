import { array, object, string } from 'yup';
import type { CertificateDefinition } from '../certificates/definition-types';
import { normalizeTypedText } from '../../validation/typed-text';
import { reasonCodesField } from './clerk-reasons';
import { seenVersion } from './seen-version';

/**
 * What a clerk writes with a decision (decision 048): a note with an acceptance or a grievance's
 * status, a reason with a decline, a message with a return for correction. The citizen reads it
 * in the request's history. A decline and a return may also carry `reasonCodes`, reasons chosen
 * from a list and worded in the reader's language (decision 073). All optional but a return's
 * message, which a chosen reason may stand in for.
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
/** POST …/decline: `{ reason?, reasonCodes?, version? }`. */
export const declineBodySchema = object({
  reason: optionalMessage(),
  reasonCodes: reasonCodesField('certificate'),
  version: seenVersion(),
});

/** The names a return may ask to correct: the type's form fields, then its documents. */
export function correctableFields(definition: CertificateDefinition): string[] {
  return [...definition.fields.map((field) => field.name), ...definition.files.map((file) => file.name)];
}

/**
 * POST …/return: `{ message, fields, reasonCodes?, version? }`, each field one of the type's (form
 * and file fields), at least one; the message may be left out when a reason is chosen.
 */
export function returnBodySchema(definition: CertificateDefinition) {
  const names = correctableFields(definition);
  return object({
    message: string()
      .max(CLERK_MESSAGE_MAX, clerkMessageTexts.tooLong)
      .when('reasonCodes', ([codes]: unknown[], message) =>
        Array.isArray(codes) && codes.length > 0
          ? message
          : message.required(clerkMessageTexts.messageRequired).matches(/\S/, clerkMessageTexts.messageRequired),
      ),
    reasonCodes: reasonCodesField('correction'),
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
