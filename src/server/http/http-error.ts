import type { ErrorCode, ErrorValues, FieldCode, FieldCodes } from '../../shared/api/error-codes';
import type { FieldErrors } from '../../shared/validation/validate';

/** What an error answer carries beside its text: the values its text names, and the fields to correct. */
export interface ErrorDetails {
  /** The values the English text names, for the text in another language (`ErrorValues`). */
  values?: Record<string, string | number>;
  /** The English message per field. */
  fields?: FieldErrors;
  /** The code per field (the Yup test's name, or the server check's: `FIELD_CODES`). */
  fieldCodes?: FieldCodes;
  /** A 409 of a record changed since the clerk read it: the record as it is now (decision 064). */
  current?: unknown;
}

/** The details an error with `code` must carry: its values when its text names any. */
export type DetailsOf<C extends ErrorCode> = C extends keyof ErrorValues
  ? [details: ErrorDetails & { values: ErrorValues[C] }]
  : [details?: ErrorDetails & { values?: undefined }];

/**
 * An error whose message is meant for the person using the portal. Route handlers and hooks
 * throw it; the central error handler turns it into `{ error, code, values?, fields?, fieldCodes? }`
 * with its status. `code` is stable (shared/api/error-codes.ts, decision 036); the message is
 * the English text, written where the module keeps its messages.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly details: ErrorDetails;
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    details: ErrorDetails = {},
  ) {
    super(message);
    this.details = details;
  }
}

/** 503 for a server too busy to take the request now: answered with Retry-After, nothing written. */
export class BusyError extends HttpError {
  override name = 'BusyError';
  constructor(
    code: ErrorCode,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, code, message);
  }
}

/** One field to correct: its message is also the answer's `error`. */
export function fieldError(field: string, fieldCode: FieldCode, message: string): { fields: FieldErrors; fieldCodes: FieldCodes } {
  return { fields: { [field]: message }, fieldCodes: { [field]: fieldCode } };
}

type Thrower = <C extends ErrorCode>(code: C, message: string, ...details: DetailsOf<C>) => HttpError;
const withStatus =
  (status: number): Thrower =>
  (code, message, ...details) =>
    new HttpError(status, code, message, details[0]);

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
