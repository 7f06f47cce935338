import type { FastifyInstance } from 'fastify';
import type { FieldCodes } from '../../shared/api/error-codes';
import type { FieldErrors } from '../../shared/validation/validate';
import { badRequest } from './http-error';

/**
 * What a text field may not hold, whatever the field: a NUL character, which PostgreSQL refuses in
 * `text` and `jsonb` (the write failed with a 500), and half of a UTF-16 surrogate pair, which is
 * no character at all (`jsonb` refuses it; `text` would store U+FFFD in its place).
 */
const MALFORMED_TEXT_MESSAGE = 'This text holds a character that is not allowed (a NUL byte or half of a Unicode character)';

const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** An answer names this many fields at most, however many a body spoils. */
const MAX_REPORTED = 20;

const isMalformed = (text: string) => text.includes(NUL) || LONE_SURROGATE.test(text);

/**
 * The paths of every string in `input` (keys included) that is malformed, named as Yup names a
 * field (`name`, `identifiers.wardNo`, `files[0]`), outer fields first. Walked with a queue, not
 * recursion, so a deeply nested body cannot exhaust the call stack.
 */
function malformedTextPaths(input: unknown): string[] {
  const found: string[] = [];
  const queue: [unknown, string][] = [[input, '']];
  for (let next = 0; next < queue.length && found.length < MAX_REPORTED; next += 1) {
    const [value, path] = queue[next] as [unknown, string];
    if (typeof value === 'string') {
      if (isMalformed(value)) found.push(path);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => queue.push([item, `${path}[${index}]`]));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const itemPath = path === '' ? key : `${path}.${key}`;
        if (isMalformed(key)) found.push(itemPath);
        else queue.push([item, itemPath]);
      }
    }
  }
  return found;
}

/** Throws the 400 naming every malformed text of `input` (validation_failed, field code `invalidCharacter`), if it has any. */
export function refuseMalformedText(input: unknown): void {
  const paths = malformedTextPaths(input);
  if (paths.length === 0) return;
  const fields: FieldErrors = {};
  const fieldCodes: FieldCodes = {};
  for (const path of paths) {
    fields[path || '_'] = MALFORMED_TEXT_MESSAGE;
    fieldCodes[path || '_'] = 'invalidCharacter';
  }
  throw badRequest('validation_failed', { english: MALFORMED_TEXT_MESSAGE, fields, fieldCodes });
}

/**
 * Every route's parsed JSON body and query string are checked before any handler sees them
 * (decision 044): one place for every text field of the API, instead of a rule in each schema. Multipart
 * fields are read by their handler, after this hook: readMultipart checks them the same way.
 */
export function registerWellFormedText(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseMalformedText(request.query);
    refuseMalformedText(request.body);
  });
}
