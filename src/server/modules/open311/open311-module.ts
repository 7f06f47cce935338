import formBody from '@fastify/formbody';
import type { FastifyError, FastifyInstance } from 'fastify';
import { errorAnswerOf } from '../../http/error-handler';
import { badRequest, notFound, unsupportedMediaType } from '../../http/http-error';
import { open311Routes } from './open311-routes';

/** A last path segment with an extension other than .json asks for a format this server does not write. */
const OTHER_FORMAT = /\/[^/]+\.(?!json$)[a-z0-9]+$/i;

/**
 * Open311 GeoReport v2 (decision 086), registered under its prefix (/open311/v2). Inside it:
 * bodies are form-encoded as the standard says (and nothing else: a JSON body is a 415), and
 * every refusal is the standard's `[{ code, description }]`, from the app's one mapping of errors
 * (its codes, its words in the request's language, a 5xx never explained).
 */
export async function open311Module(app: FastifyInstance) {
  app.removeAllContentTypeParsers();
  await app.register(formBody);

  app.setErrorHandler((thrown: FastifyError | Error, request, reply) => {
    // The app's words for another content type ask for JSON; Open311 asks for a form.
    const refused =
      'code' in thrown && thrown.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? unsupportedMediaType('open311.form_expected') : thrown;
    const { status, body } = errorAnswerOf(refused, request, reply);
    const fields = Object.entries(body.fields ?? {});
    const errors =
      fields.length > 0
        ? fields.map(([name, text]) => ({ code: status, description: `${name}: ${text}` }))
        : [{ code: status, description: body.error }];
    return reply.code(status).header('vary', 'Accept-Language').type('application/json; charset=utf-8').send(errors);
  });

  app.setNotFoundHandler(async (request) => {
    throw OTHER_FORMAT.test(request.url.split('?')[0] ?? '') ? badRequest('open311.format_unsupported') : notFound('not_found');
  });

  await app.register(open311Routes);
}
