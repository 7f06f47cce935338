import type { AnyObject, ObjectSchema } from 'yup';
import { validateWithCodes } from '../../shared/validation/validate';
import { badRequest } from './http-error';

/**
 * Validates a request body with the same Yup schema the client's form uses (strict: no coercion,
 * no unknown fields) and returns the typed value, or throws a 400 naming every bad field, with its code.
 */
export function parseBody<T extends AnyObject>(schema: ObjectSchema<T>, body: unknown): T {
  const result = validateWithCodes(schema, body);
  if (!result.ok) throw badRequest(result.code, result.error, ...result.details);
  return result.value;
}
