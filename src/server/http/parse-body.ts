import type { AnyObject, ObjectSchema } from 'yup';
import { validateWithCodes } from '../../shared/validation/validate';
import type { CodedValidationResult } from '../../shared/validation/validate';
import { badRequest } from './http-error';
import type { HttpError } from './http-error';

/**
 * Validates a request body with the same Yup schema the client's form uses (strict: no coercion,
 * no unknown fields) and returns the typed value, or throws a 400 naming every bad field, with its code.
 */
export function parseBody<T extends AnyObject>(schema: ObjectSchema<T>, body: unknown): T {
  const result = validateWithCodes(schema, body);
  if (!result.ok) throw refusedBody(result);
  return result.value;
}

/** The 400 of a body the schema refused; in English, a refused form's `error` is its first field's own message. */
export function refusedBody(result: Extract<CodedValidationResult<AnyObject>, { ok: false }>): HttpError {
  switch (result.code) {
    case 'validation_failed':
      return badRequest('validation_failed', { english: result.error, ...result.details[0] });
    case 'unknown_field':
      return badRequest('unknown_field', ...result.details);
    case 'body_not_object':
      return badRequest('body_not_object');
  }
}
