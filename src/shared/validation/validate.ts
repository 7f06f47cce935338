import { ValidationError } from 'yup';
import type { AnyObject, ObjectSchema } from 'yup';
import type { FieldCodes } from '../api/error-codes';

export type FieldErrors = Record<string, string>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; error: string; fields: FieldErrors };

/** What the server answers for a refused body (decision 036): validateStrict's verdict with its codes. */
export type CodedValidationResult<T> = { ok: true; value: T } | ({ ok: false; error: string; fields: FieldErrors } & CodedProblem);

type CodedProblem =
  | { code: 'body_not_object'; details: [] }
  | { code: 'unknown_field'; details: [{ values: { names: string; count: number }; fields: FieldErrors; fieldCodes: FieldCodes }] }
  | { code: 'validation_failed'; details: [{ fields: FieldErrors; fieldCodes: FieldCodes }] };

export const BODY_NOT_OBJECT = 'The request body must be a JSON object';

/**
 * Validates untrusted input against a shared schema: no type coercion (a number where text
 * belongs is an error, not a silent conversion), unknown fields refused, every failing field
 * reported with the schema's own message. Used by the server for every body and by tests.
 */
export function validateStrict<T extends AnyObject>(schema: ObjectSchema<T>, input: unknown): ValidationResult<T> {
  const result = validateWithCodes(schema, input);
  return result.ok ? result : { ok: false, error: result.error, fields: result.fields };
}

/**
 * validateStrict, with the code of the answer and a code per field (the Yup test that failed:
 * `required`, `max`, `email`, the schema's own test names; decision 036).
 */
export function validateWithCodes<T extends AnyObject>(schema: ObjectSchema<T>, input: unknown): CodedValidationResult<T> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, error: BODY_NOT_OBJECT, fields: {}, code: 'body_not_object', details: [] };
  }
  const known = new Set(Object.keys(schema.fields));
  const unknown = Object.keys(input).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    const fields = Object.fromEntries(unknown.map((key) => [key, 'This field is not accepted']));
    const fieldCodes = Object.fromEntries(unknown.map((key) => [key, 'notAccepted']));
    const error = `Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`;
    return {
      ok: false,
      error,
      fields,
      code: 'unknown_field',
      details: [{ values: { names: unknown.join(', '), count: unknown.length }, fields, fieldCodes }],
    };
  }
  try {
    const value = schema.validateSync(input, { strict: true, abortEarly: false });
    return { ok: true, value: value as T };
  } catch (err) {
    if (err instanceof ValidationError) {
      const fields = toFieldErrors(err);
      const fieldCodes = toFieldCodes(err);
      const first = Object.values(fields)[0] ?? err.message;
      return { ok: false, error: first, fields, code: 'validation_failed', details: [{ fields, fieldCodes }] };
    }
    throw err;
  }
}

/** First message per field, in the order the schema reported them. */
export function toFieldErrors(err: ValidationError): FieldErrors {
  const fields: FieldErrors = {};
  const inner = err.inner.length > 0 ? err.inner : [err];
  for (const item of inner) {
    const key = item.path ?? '_';
    if (!(key in fields)) fields[key] = item.message;
  }
  return fields;
}

/**
 * The code of each field's first message (toFieldErrors): the failing test's name. Yup names a
 * missing value `optionality` and a null one `nullable`; both are `required` here.
 */
export function toFieldCodes(err: ValidationError): FieldCodes {
  const codes: FieldCodes = {};
  const inner = err.inner.length > 0 ? err.inner : [err];
  for (const item of inner) {
    const key = item.path ?? '_';
    if (!(key in codes))
      codes[key] = item.type === 'optionality' || item.type === 'nullable' || item.type === undefined ? 'required' : item.type;
  }
  return codes;
}
