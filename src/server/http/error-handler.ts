import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../shared/api/auth-types';
import type { ErrorCode } from '../../shared/api/error-codes';
import { DatabaseBusyError, waitedInVainForConnection } from '../db/write-slots';
import { BusyError, HttpError } from './http-error';
import type { ErrorDetails } from './http-error';
import { answerLanguage } from './answer-language';
import { errorText, fieldTexts } from './error-texts';
import { DEFAULT_LANGUAGE } from '../../shared/i18n/languages';
import type { Language } from '../../shared/i18n/languages';

/** Words of Fastify's and Node's refusals that the catalogue does not hold (English only: no request to read). */
const HEADERS_TOO_LARGE = 'The request headers are too large';

export interface ErrorResponse {
  status: number;
  body: ApiErrorBody;
}

/**
 * The one place errors become responses. Every body is `{ error, code, values?, fields?,
 * fieldCodes? }` (decision 036) in the request's language (decision 070): a 4xx explains what to
 * fix, a 5xx says only that it is our fault: its details go to the log, never to the client.
 * Fastify's own errors get codes here too.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | Error, request, reply) => {
    const { status, body } = errorAnswerOf(thrown, request, reply);
    return sendError(reply, status, body);
  });
}

/**
 * What a thrown error answers, in the request's language, with what goes with it: a 5xx logged, a
 * Retry-After set. The one mapping of errors, for a plugin that sends the same answer in another
 * shape (Open311's, decision 086).
 */
export function errorAnswerOf(thrown: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): ErrorResponse {
  // Past capacity, not a fault: the client is told to come back, as for a write past its slots.
  const error = waitedInVainForConnection(thrown) ? new DatabaseBusyError() : thrown;
  if (error !== thrown) request.log.warn({ url: request.url }, 'No database connection came free in time: answered 503 busy');
  const answer = toErrorResponse(error, answerLanguage(request));
  // An HttpError is a deliberate answer (e.g. 503 from the health check), already explained.
  if (answer.status >= 500 && !(error instanceof HttpError)) logServerError(request, error, answer.status);
  if (error instanceof BusyError) void reply.header('retry-after', String(error.retryAfterSeconds));
  return answer;
}

/** A 404 for a path no route answers (the static client's not-found handler), in the request's language. */
export function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
  return sendError(reply, 404, toErrorResponse(new HttpError(404, 'not_found'), answerLanguage(request)).body);
}

/**
 * Fastify's `frameworkErrors`: what it refuses before any route or hook runs (a URL that does not
 * decode, `FST_ERR_BAD_URL`), answered in the same shape as everything else.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = toErrorResponse(error, answerLanguage(request));
  void sendError(reply, status, body);
}

/** Its words depend on the request's Accept-Language: a cache keeps one answer per language. */
function sendError(reply: FastifyReply, status: number, body: ApiErrorBody) {
  const vary = reply.getHeader('vary');
  const varies = typeof vary === 'string' && vary !== '' ? `${vary}, Accept-Language` : 'Accept-Language';
  return reply.code(status).header('vary', varies).type('application/json; charset=utf-8').send(body);
}

/**
 * Fastify's `clientErrorHandler`: what Node refuses on a connection before any route sees it (a
 * request whose headers or body did not arrive within their time, headers too large, bytes that
 * are not HTTP), answered in the same shape as everything else, in English (there is no request to
 * read a language from); then the connection closes.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  // Reset by the client: there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? respond(408, 'request_timeout')
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? respond(431, 'bad_request', 'en', { english: HEADERS_TOO_LARGE })
        : respond(400, 'bad_request');
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    );
  }
  socket.destroy(error);
}

export function toErrorResponse(error: FastifyError | Error, language: Language = DEFAULT_LANGUAGE): ErrorResponse {
  if (error instanceof HttpError) return respond(error.statusCode, error.code, language, { ...error.details, english: error.message });

  const code = 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return respond(400, 'invalid_json', language);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return respond(400, 'empty_json', language);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return respond(415, 'unsupported_media_type', language);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return respond(413, 'body_too_large', language);
    case 'FST_ERR_BAD_URL':
      return respond(400, 'bad_request', language);
  }

  // Fastify's own words (its schema validation, a plugin's 4xx) are English: another language gets the code's text.
  const own = error.message ? { english: error.message } : {};
  if ('validation' in error && Array.isArray(error.validation)) return respond(400, 'bad_request', language, own);

  const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status === 429) return respond(429, 'rate_limited', language);
  if (status === 404) return respond(404, 'not_found', language, own);
  // By Fastify's convention a 4xx error's message is written for the client (plugins follow it).
  if (status >= 400 && status < 500) return respond(status, 'bad_request', language, own);
  return respond(500, 'internal', language);
}

/** The body in `language`: English takes the error's own English where it has one, every other language the code's text. */
function respond(status: number, code: ErrorCode, language: Language = DEFAULT_LANGUAGE, details: ErrorDetails = {}): ErrorResponse {
  const error = language === 'en' && details.english !== undefined ? details.english : errorText(language, code, details.values);
  const body: ApiErrorBody = { error, code };
  if (details.values && Object.keys(details.values).length > 0) body.values = details.values;
  if (details.fields && Object.keys(details.fields).length > 0) {
    body.fields = fieldTexts(language, details.fields, details.fieldCodes);
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
