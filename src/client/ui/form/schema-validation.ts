import { ValidationError } from 'yup';
import type { AnyObject, ObjectSchema } from 'yup';
import { toFieldErrors } from '../../../shared/validation/validate';
import type { FieldErrors } from '../../../shared/validation/validate';

/**
 * Runs a shared Yup schema the way the server will (no coercion), and returns Formik's
 * error map: the client says exactly what the server would say, before the round trip.
 */
export async function validateWithSchema<T extends AnyObject>(schema: ObjectSchema<T>, values: unknown): Promise<FieldErrors> {
  try {
    await schema.validate(values, { abortEarly: false, strict: true });
    return {};
  } catch (err) {
    if (err instanceof ValidationError) return toFieldErrors(err);
    throw err;
  }
}
