import type { ErrorCode, ErrorValues, FieldCode, FieldCodes } from '../../shared/api/error-codes';
import type { FieldErrors } from '../../shared/validation/validate';
import { errorText } from './error-texts';

/** What an error answer carries beside its code: the values its text names, and the fields to correct. */
export interface ErrorDetails {
  /** The values the code's text names (`ErrorValues`): its words in every language take them. */
  values?: Record<string, string | number>;
  /**
   * The English `error` where the code's text in the catalogue cannot be it: a refused form's first
   * field's own message, Fastify's or the gateway's words. Every other language takes the code's text.
   */
  english?: string;
  /** The English message per field (a schema's or a check's own words). */
  fields?: FieldErrors;
  /** The code per field (the Yup test's name, or the server check's: `FIELD_CODES`), which words it in another language. */
  fieldCodes?: FieldCodes;
  /** The one field the answer's own text is about (`fieldError`): its message is that text. */
  field?: { name: string; code: FieldCode };
  /** A 409 of a record changed since the clerk read it: the record as it is now (decision 064). */
  current?: unknown;
}

/** The details an error with `code` must carry: its values when its text names any. */
export type DetailsOf<C extends ErrorCode> = C extends keyof ErrorValues
  ? [details: ErrorDetails & { values: ErrorValues[C] }]
  : [details?: ErrorDetails & { values?: undefined }];

/**
 * An error whose message is meant for the person using the portal. Route handlers and hooks
 * throw it with its code (shared/api/error-codes.ts, decisions 036 and 070); the central error
 * handler words it in the request's language from the catalogue (shared/api/error-texts.pot) and
 * answers `{ error, code, values?, fields?, fieldCodes? }` with its status. Its `message`, for the
 * log, is the English.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly details: ErrorDetails;
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    details: ErrorDetails = {},
  ) {
    super(details.english ?? errorText('en', code, details.values));
    const { field, ...rest } = details;
    this.details = field
      ? { ...rest, fields: { ...rest.fields, [field.name]: this.message }, fieldCodes: { ...rest.fieldCodes, [field.name]: field.code } }
      : rest;
  }
}

/** 503 for a server too busy to take the request now: answered with Retry-After, nothing written. */
export class BusyError extends HttpError {
  override name = 'BusyError';
  constructor(
    code: 'busy' | 'payment.busy',
    readonly retryAfterSeconds: number,
  ) {
    super(503, code);
  }
}

/**
 * The one field to correct, whose message is the answer's own text:
 * `conflict('auth.email_taken', fieldError('email', 'taken'))`.
 */
export function fieldError(name: string, code: FieldCode): Pick<ErrorDetails, 'field'> {
  return { field: { name, code } };
}

type Thrower = <C extends ErrorCode>(code: C, ...details: DetailsOf<C>) => HttpError;
const withStatus =
  (status: number): Thrower =>
  (code, ...details) =>
    new HttpError(status, code, details[0]);

export const badRequest = withStatus(400);
export const unauthorized = withStatus(401);
export const forbidden = withStatus(403);
export const notFound = withStatus(404);
export const conflict = withStatus(409);
export const gone = withStatus(410);
export const payloadTooLarge = withStatus(413);
export const unsupportedMediaType = withStatus(415);
export const unprocessable = withStatus(422);
export const tooManyRequests = withStatus(429);
export const serviceUnavailable = withStatus(503);
