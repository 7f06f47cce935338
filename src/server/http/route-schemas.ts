import Ajv from 'ajv';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { ErrorCode, ErrorValues } from '../../shared/api/error-codes';
import { notFound } from './http-error';
import { errorResponses } from './schemas/answers';

/** Path parameters only: they are strings, so nothing is coerced, defaulted or removed. */
const paramsAjv = new Ajv({ allErrors: false });

/**
 * Path parameters are checked by their schema (`:id` is a UUID, `:type` a known slug). Bodies,
 * query strings and headers are checked by their handlers, with the shared Yup schemas and the
 * spec's messages (decision 003): their schemas describe the API in the OpenAPI document and
 * check nothing, so no message, status or field error depends on Fastify's validator (decision 030).
 * That each query parameter is one string holds for every route before it runs (single-valued-query.ts).
 */
const validatorFor: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (httpPart !== 'params') return () => true;
  return paramsAjv.compile(schema as object);
};

/**
 * Call on the root instance before any route. Every route's responses also describe its errors:
 * `{ error, code, values?, fields?, fieldCodes? }`, the one error shape (error-handler.ts).
 */
export function registerRouteSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorFor);
  app.addHook('onRoute', (route) => {
    if (route.schema?.response) route.schema = { ...route.schema, response: { ...errorResponses, ...route.schema.response } };
  });
}

/**
 * Route options for a path whose parameters fail their schema: it names nothing that exists, so
 * it answers the route's own 404, exactly as an unknown id does.
 */
export function notFoundWhenMalformed(code: Exclude<ErrorCode, keyof ErrorValues>) {
  return { schemaErrorFormatter: () => notFound(code) };
}
