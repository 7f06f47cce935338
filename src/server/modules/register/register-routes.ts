import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { adminApiPaths } from '../../../shared/api/admin-paths';
import type { RegisterImportResult } from '../../../shared/api/submissions/tax-types';
import { taxBySlug, taxDefinitions } from '../../../shared/domain/taxes/tax-definitions';
import type { TaxDefinition } from '../../../shared/domain/taxes/tax-definition-types';
import { inWriteSlot } from '../../db/write-slots';
import { answerLanguage } from '../../http/answer-language';
import { errorText } from '../../http/error-texts';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../../http/http-error';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { apiErrorJsonSchema } from '../../http/schemas/answers';
import { recordAudit } from '../audit/audit-repository';
import { currentUserOf } from '../auth/guards';
import { readRegisterFile } from './register-file';
import { accountsOfFile, importAccounts } from './register-import';
import type { ImportCounts } from './register-import';
import { registerTexts } from './register-texts';
import { TAX_DEPARTMENT } from '../../../shared/domain/staff/departments';
import { assertWholeDepartment } from '../staff/staff-scope';

/** The largest register file taken: a whole municipality's register of one type, with room to spare. */
const REGISTER_FILE_MAX_BYTES = 32 * 1024 * 1024;

const counts = {
  dryRun: { type: 'boolean', description: 'True when nothing was written (`?dryRun=true`)' },
  rows: { type: 'integer', description: 'The demands (rows) the file holds' },
  created: { type: 'integer', description: 'Demands new to the register' },
  updated: { type: 'integer', description: 'Demands whose due date or amount changed, or whose account’s name, ward or identifiers did' },
  unchanged: { type: 'integer', description: 'Demands the register already holds as the file has them: not written' },
  errors: {
    type: 'array',
    description: 'The first 100 errors, in the file’s order, worded in the request’s language',
    items: {
      type: 'object',
      required: ['line', 'column', 'message'],
      properties: {
        line: { type: 'integer', description: 'The file’s line the row starts on (1 is the header)' },
        column: { type: ['string', 'null'], description: 'The column’s header name; null for the whole line' },
        message: { type: 'string' },
      },
    },
  },
  errorCount: { type: 'integer', description: 'Every error found, listed or not' },
} as const;

const resultJsonSchema = {
  type: 'object',
  required: Object.keys(counts),
  properties: counts,
  description: 'What was written (or, in a dry run, would be)',
} as const;

const refusedJsonSchema = {
  ...apiErrorJsonSchema,
  required: [...apiErrorJsonSchema.required, ...Object.keys(counts)],
  properties: { ...apiErrorJsonSchema.properties, ...counts },
  description: '`register.rows_invalid`: the file has errors, listed with their line and column; nothing was written',
} as const;

const importSchema = {
  params: {
    type: 'object',
    required: ['type'],
    properties: { type: { type: 'string', enum: taxDefinitions.map((definition) => definition.slug) } },
  },
  querystring: {
    type: 'object',
    properties: { dryRun: { type: 'string', enum: ['true', 'false'], description: '`true`: check the file and write nothing' } },
  },
  body: {
    content: {
      'text/csv': {
        schema: {
          type: 'string',
          description: `UTF-8 (a byte order mark allowed), at most ${REGISTER_FILE_MAX_BYTES / 1024 / 1024} MB: a header line of the type’s columns, then one demand per line`,
        },
      },
    },
  },
  response: { 200: resultJsonSchema, 422: refusedJsonSchema },
} as const;

/**
 * POST /api/admin/register/{type}/import (DESIGN section 11, decision 077): a tax type's register
 * as CSV, streamed through the parser, checked whole, then written in one transaction in batches;
 * any error imports nothing (422 with every error's line and column), `?dryRun=true` only checks.
 */
export async function registerRoutes(app: FastifyInstance) {
  // The body is read by the handler as it streams, whatever its type: a wrong one is its 415.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  app.post(
    adminApiPaths.patterns.registerImport,
    {
      config: { access: 'staff' },
      bodyLimit: REGISTER_FILE_MAX_BYTES,
      ...notFoundWhenMalformed('register.unknown_type'),
      schema: importSchema,
    },
    async (request, reply) => {
      assertWholeDepartment(request, TAX_DEPARTMENT);
      const definition = taxBySlug((request.params as { type: string }).type) as TaxDefinition;
      const dryRun = dryRunOf(request);
      refuseUnlessCsv(request);
      const { rows, rowCount, errors } = await readRegisterFile(Readable.from(limited(request, reply)), definition);
      const accounts = await accountsOfFile(app.db, rows, definition.numberField, errors);

      if (errors.count > 0) {
        const language = answerLanguage(request);
        const result: RegisterImportResult = {
          dryRun,
          rows: rowCount,
          created: 0,
          updated: 0,
          unchanged: 0,
          errors: [...errors.kept]
            .sort((a, b) => a.line - b.line)
            .map(({ line, column, message }) => ({ line, column, message: message(registerTexts[language]) })),
          errorCount: errors.count,
        };
        const error = errorText(language, 'register.rows_invalid', { count: errors.count });
        return reply
          .code(422)
          .header('vary', 'Accept-Language')
          .send({ error, code: 'register.rows_invalid', values: { count: errors.count }, ...result });
      }

      const written: ImportCounts = dryRun
        ? await importAccounts(app.db, definition.slug, accounts, false)
        : await inWriteSlot(app.db, () =>
            app.db.transaction(async (tx) => {
              const done = await importAccounts(tx, definition.slug, accounts, true);
              await recordAudit(tx, {
                actor: currentUserOf(request),
                action: 'register.import',
                target: {
                  type: 'register',
                  id: randomUUID(),
                  reference: `${definition.slug}: ${done.created} created, ${done.updated} updated`,
                },
                before: null,
                after: 'imported',
              });
              return done;
            }),
          );
      const result: RegisterImportResult = { dryRun, rows: rowCount, ...written, errors: [], errorCount: 0 };
      return result;
    },
  );
}

function dryRunOf(request: FastifyRequest): boolean {
  const { dryRun } = (request.query ?? {}) as { dryRun?: string };
  if (dryRun === undefined || dryRun === 'false') return false;
  if (dryRun === 'true') return true;
  throw badRequest('register.dry_run_invalid');
}

/** `text/csv`, in UTF-8 when a charset is named. */
function refuseUnlessCsv(request: FastifyRequest): void {
  const [mediaType = '', ...parameters] = (request.headers['content-type'] ?? '').split(';').map((part) => part.trim().toLowerCase());
  const charset = parameters
    .find((parameter) => parameter.startsWith('charset='))
    ?.slice('charset='.length)
    .replaceAll('"', '');
  if (mediaType !== 'text/csv' || (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8'))
    throw unsupportedMediaType('register.not_csv');
}

/**
 * The body as it arrives, cut off with a 413 at the limit: at once when its declared length is
 * past it, else when that many bytes have come (a body sent without a length). The rest is not
 * read: the connection closes with the answer.
 */
async function* limited(request: FastifyRequest, reply: FastifyReply): AsyncGenerator<Buffer> {
  const tooLarge = () => {
    void reply.header('connection', 'close');
    return payloadTooLarge('register.file_too_large', { values: { megabytes: REGISTER_FILE_MAX_BYTES / 1024 / 1024 } });
  };
  if (Number(request.headers['content-length']) > REGISTER_FILE_MAX_BYTES) throw tooLarge();
  let bytes = 0;
  for await (const chunk of request.raw as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > REGISTER_FILE_MAX_BYTES) throw tooLarge();
    yield chunk;
  }
}
