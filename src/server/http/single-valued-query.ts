import type { FastifyInstance } from 'fastify';
import type { FieldCodes } from '../../shared/api/error-codes';
import type { FieldErrors } from '../../shared/validation/validate';
import { badRequest } from './http-error';

const REPEATED_MESSAGE = 'Give each parameter once.';
const INVALID_MESSAGE = 'The request gives a query parameter more than once: give each parameter once.';

/** Throws the 400 naming every parameter of `query` given more than once (validation_failed, field code `repeated`), if any is. */
export function refuseRepeatedParameters(query: unknown): void {
  if (typeof query !== 'object' || query === null) return;
  const repeated = Object.entries(query).filter(([, value]) => Array.isArray(value));
  if (repeated.length === 0) return;
  const fields: FieldErrors = {};
  const fieldCodes: FieldCodes = {};
  for (const [name] of repeated) {
    fields[name] = REPEATED_MESSAGE;
    fieldCodes[name] = 'repeated';
  }
  throw badRequest('validation_failed', { english: INVALID_MESSAGE, fields, fieldCodes });
}

/**
 * A query string names each parameter once, on every route. The parser gives a repeated name an
 * array, while every route declares its parameters as single strings and reads them as such:
 * refused here, first, before any guard, limit or handler reads the query, so no route has to
 * remember it and a new one cannot forget it. A URL that does not decode is refused even earlier,
 * before routing (error-handler.ts).
 */
export function registerSingleValuedQuery(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    refuseRepeatedParameters(request.query);
  });
}
