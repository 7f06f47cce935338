import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../shared/api/auth-types';
import type { ErrorCode } from '../../shared/api/error-codes';
import { DatabaseBusyError, waitedInVainForConnection } from '../db/write-slots';
import { BusyError, HttpError } from './http-error';
import type { ErrorDetails } from './http-error';

export const errorMessages = {
  invalidJson: 'The request body is not valid JSON',
  emptyJson: 'The request body is empty. Send a JSON object.',
  unsupportedMediaType: 'This content type is not accepted. Send the body as JSON with Content-Type: application/json.',
  bodyTooLarge: 'The request body is too large',
  tooManyAttempts: 'Too many attempts. Please wait a minute and try again.',
  notFound: 'Not found',
  badRequest: 'The request could not be understood',
  requestTimeout: 'The request took too long to arrive. Please check your connection and try again.',
  headersTooLarge: 'The request headers are too large',
  internal: 'Something went wrong on our side. Please try again.',
} as const;

/** The body of a 404 for a path no route answers (the static client's not-found handler sends it). */
export const notFoundBody: ApiErrorBody = { error: errorMessages.notFound, code: 'not_found' };

interface ErrorResponse {
  status: number;
  body: ApiErrorBody;
}

/**
 * The one place errors become responses. Every body is `{ error, code, values?, fields?,
 * fieldCodes? }` (decision 036): a 4xx explains what to fix, a 5xx says only that it is our fault:
 * its details go to the log, never to the client. Fastify's own errors get codes here too.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | Error, request, reply) => {
    // Past capacity, not a fault: the client is told to come back, as for a write past its slots.
    const error = waitedInVainForConnection(thrown) ? new DatabaseBusyError() : thrown;
    if (error !== thrown) request.log.warn({ url: request.url }, 'No database connection came free in time: answered 503 busy');
    const { status, body } = toErrorResponse(error);
    // An HttpError is a deliberate answer (e.g. 503 from the health check), already explained.
    if (status >= 500 && !(error instanceof HttpError)) logServerError(request, error, status);
    if (error instanceof BusyError) void reply.header('retry-after', String(error.retryAfterSeconds));
    return reply.code(status).type('application/json; charset=utf-8').send(body);
  });
}

/**
 * Fastify's `frameworkErrors`: what it refuses before any route or hook runs (a URL that does not
 * decode, `FST_ERR_BAD_URL`), answered in the same shape as everything else.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = toErrorResponse(error);
  void reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Fastify's `clientErrorHandler`: what Node refuses on a connection before any route sees it (a
 * request whose headers or body did not arrive within their time, headers too large, bytes that
 * are not HTTP), answered in the same shape as everything else; then the connection closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // Reset by the client: there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? respond(408, 'request_timeout', errorMessages.requestTimeout)
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? respond(431, 'bad_request', errorMessages.headersTooLarge)
        : respond(400, 'bad_request', errorMessages.badRequest);
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

export function toErrorResponse(error: FastifyError | Error): ErrorResponse {
  if (error instanceof HttpError) return respond(error.statusCode, error.code, error.message, error.details);

  const code = 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return respond(400, 'invalid_json', errorMessages.invalidJson);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return respond(400, 'empty_json', errorMessages.emptyJson);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return respond(415, 'unsupported_media_type', errorMessages.unsupportedMediaType);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return respond(413, 'body_too_large', errorMessages.bodyTooLarge);
    case 'FST_ERR_BAD_URL':
      return respond(400, 'bad_request', errorMessages.badRequest);
  }

  // Fastify's own schema validation, for routes that declare a JSON schema.
  if ('validation' in error && Array.isArray(error.validation))
    return respond(400, 'bad_request', error.message || errorMessages.badRequest);

  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status === 429) return respond(429, 'rate_limited', errorMessages.tooManyAttempts);
  if (status === 404) return respond(404, 'not_found', error.message || errorMessages.notFound);
  // By Fastify's convention a 4xx error's message is written for the client (plugins follow it).
  if (status >= 400 && status < 500) return respond(status, 'bad_request', error.message || errorMessages.badRequest);
  return respond(500, 'internal', errorMessages.internal);
}

function respond(status: number, code: ErrorCode, error: string, details: ErrorDetails = {}): ErrorResponse {
  const body: ApiErrorBody = { error, code };
  if (details.values && Object.keys(details.values).length > 0) body.values = details.values;
  if (details.fields && Object.keys(details.fields).length > 0) {
    body.fields = details.fields;
    if (details.fieldCodes) body.fieldCodes = details.fieldCodes;
  }
  if (details.current !== undefined) body.current = details.current;
  return { status, body };
}

function logServerError(request: FastifyRequest, error: Error, status: number) {
  if (error instanceof DrizzleQueryError) {
    // Drizzle's message lists the query parameters, which can be password hashes or personal
    // data: log the SQL and the driver's error instead.
    request.log.error({ err: driverErrorSummary(error.cause), query: error.query, status }, 'Database query failed');
    return;
  }
  request.log.error({ err: error, status }, 'Request failed');
}

/**
 * What of a driver error may be logged. PostgreSQL's `detail` and `where` quote the values of
 * the failing row ("Failing row contains (…)"), and those can be Aadhaar numbers: left out.
 */
function driverErrorSummary(cause: unknown): Record<string, unknown> {
  if (!(cause instanceof Error)) return { message: 'Unknown database error' };
  const fields = cause as Error & Record<string, unknown>;
  const summary: Record<string, unknown> = { type: cause.name, message: cause.message, stack: cause.stack };
  for (const key of ['code', 'severity', 'table', 'column', 'constraint', 'routine']) {
    if (typeof fields[key] === 'string') summary[key] = fields[key];
  }
  return summary;
}
