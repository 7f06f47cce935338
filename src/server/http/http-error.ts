import type { FieldErrors } from '../../shared/validation/validate';

/**
 * An error whose message is meant for the person using the portal. Route handlers and hooks
 * throw it; the central error handler turns it into `{ error, fields? }` with its status.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

/** 503 for a server too busy to take the request now: answered with Retry-After, nothing written. */
export class BusyError extends HttpError {
  override name = 'BusyError';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, message);
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new HttpError(400, message, fields);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string, fields?: FieldErrors) => new HttpError(403, message, fields);
export const conflict = (message: string, fields?: FieldErrors) => new HttpError(409, message, fields);
export const serviceUnavailable = (message: string) => new HttpError(503, message);
export const notFound = (message: string) => new HttpError(404, message);
export const payloadTooLarge = (message: string, fields?: FieldErrors) => new HttpError(413, message, fields);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const unprocessable = (message: string) => new HttpError(422, message);
