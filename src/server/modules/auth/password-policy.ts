import { badRequest, fieldError } from '../../http/http-error';
import { isCommonPassword } from './common-passwords';

/**
 * What the server checks on top of the shared schema (length 6–128, which the client checks
 * too): the 10,000 most common passwords are refused. Server-only, so the client's first
 * download does not carry the list. `field` names the form field the message belongs to.
 */
export function assertPasswordAllowed(password: string, field = 'password'): void {
  if (isCommonPassword(password)) throw badRequest('auth.password_too_common', fieldError(field, 'common'));
}
