import type { AnyObject, ObjectSchema } from 'yup';
import { validateStrict } from '../../shared/validation/validate';
import { badRequest } from './http-error';

/**
 * Validates a request body with the same Yup schema the client's form uses (strict: no coercion,
 * no unknown fields) and returns the typed value, or throws a 400 naming every bad field.
 */
export function parseBody<T extends AnyObject>(schema: ObjectSchema<T>, body: unknown): T {
  const result = validateStrict(schema, body);
  if (!result.ok) throw badRequest(result.error, result.fields);
  return result.value;
}
