import { ValidationError } from 'yup';
import type { AnyObject, ObjectSchema } from 'yup';

export type FieldErrors = Record<string, string>;

export type ValidationResult<T> = { ok: true; value: T } | { ok: false; error: string; fields: FieldErrors };

export const BODY_NOT_OBJECT = 'The request body must be a JSON object';

/**
 * Validates untrusted input against a shared schema: no type coercion (a number where text
 * belongs is an error, not a silent conversion), unknown fields refused, every failing field
 * reported with the schema's own message. Used by the server for every body and by tests.
 */
export function validateStrict<T extends AnyObject>(schema: ObjectSchema<T>, input: unknown): ValidationResult<T> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, error: BODY_NOT_OBJECT, fields: {} };
  }
  const known = new Set(Object.keys(schema.fields));
  const unknown = Object.keys(input).filter((key) => !known.has(key));
  if (unknown.length > 0) {
    const fields = Object.fromEntries(unknown.map((key) => [key, 'This field is not accepted']));
    return { ok: false, error: `Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`, fields };
  }
  try {
    const value = schema.validateSync(input, { strict: true, abortEarly: false });
    return { ok: true, value: value as T };
  } catch (err) {
    if (err instanceof ValidationError) {
      const fields = toFieldErrors(err);
      const first = Object.values(fields)[0] ?? err.message;
      return { ok: false, error: first, fields };
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
