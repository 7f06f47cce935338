import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import type { CertificateSubmitted } from '../../../shared/api/submissions/certificate-types';
import { apiPaths } from '../../../shared/api/paths';
import { certificateBySlug } from '../../../shared/domain/certificates/certificate-definitions';
import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import type { FileFacts } from '../../../shared/schemas/file-checks';
import type { AadhaarCipher } from '../../aadhaar/aadhaar-cipher';
import { aadhaarRevealer, blindAadhaarFields, sealAadhaarFields } from '../../aadhaar/aadhaar-fields';
import type { Transaction } from '../../db/database';
import { applicationDocuments, applications } from '../../db/schema';
import type { ApplicationDocumentRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { idempotencyKeyHeaders } from '../../http/schemas/headers';
import { currentUserOf } from '../auth/guards';
import { findOwnApplication, lockOwnApplication } from '../my-requests/my-requests-repository';
import { idempotencyKeyOf, idempotencyScopeOf } from '../idempotency/idempotency-key';
import { requestHash } from '../idempotency/request-hash';
import { runIdempotent } from '../idempotency/run-idempotent';
import type { IdempotentOutcome } from '../idempotency/run-idempotent';
import { insertDocuments, insertEvent, listDocuments, listHistory } from './application-repository';
import { certificateFieldMessages } from './certificate-messages';
import { applicationParamsJsonSchema, certificateSubmittedJsonSchema } from './certificate-schemas';
import type { ReceivedFile } from './received-file';
import type { UploadLimits } from './read-multipart';
import { readSubmission } from './submission-routes';
import { moveIntoPlace, newStoredName, removeFiles, storedPathFor } from './upload-store';
import type { UploadDirs } from './upload-store';
import { validateApplication } from './validate-application';

interface ResubmitContext {
  dirs: UploadDirs;
  limits: UploadLimits;
  aadhaar: AadhaarCipher;
}

/**
 * POST /api/me/applications/:type/:id/resubmit (the owner only, decision 048): a returned
 * application sent back with the fields and documents the clerk asked to correct, and nothing
 * else, as the original submission was sent (multipart, or JSON for death), with an
 * Idempotency-Key. The whole application is checked again with its kept answers and documents;
 * it becomes pending, and the history records what changed.
 */
export function resubmitRoutes(context: ResubmitContext) {
  return async function registerResubmitRoutes(app: FastifyInstance) {
    app.post<{ Params: { type: string; id: string } }>(
      apiPaths.me.patterns.resubmit,
      {
        config: { access: 'citizen' },
        schema: {
          params: applicationParamsJsonSchema(),
          headers: idempotencyKeyHeaders,
          body: {
            type: 'object',
            description: 'Only the returned fields and files, as the type’s submission sends them (multipart, or JSON for death)',
          },
          response: { 200: certificateSubmittedJsonSchema },
        },
        ...notFoundWhenMalformed('certificate.not_found'),
      },
      (request, reply) => resubmit(request, reply, context),
    );
  };
}

async function resubmit(request: FastifyRequest<{ Params: { type: string; id: string } }>, reply: FastifyReply, context: ResubmitContext) {
  const key = idempotencyKeyOf(request);
  const definition = certificateBySlug(request.params.type);
  const id = request.params.id.toLowerCase();
  const ownerId = currentUserOf(request).id;
  // Someone else's application, or none: refused before the upload is read.
  const owned = definition ? await findOwnApplication(request.server.db, { type: definition.slug, id, ownerId }) : null;
  if (!definition || !owned) throw notFound('certificate.not_found');
  const tempPaths: string[] = [];
  const moved: string[] = [];
  const replaced: string[] = [];
  let outcome: IdempotentOutcome;
  try {
    const received = await readSubmission(request, definition, { dirs: context.dirs, limits: context.limits, tempPaths });
    const values = isRecord(received.values) ? received.values : {};
    const hash = requestHash({
      owner: ownerId,
      application: id,
      values: blindAadhaarFields(definition, stringsOf(values), context.aadhaar),
      files: received.files.map((file) => [file.field, file.position, file.sha256]),
    });
    outcome = await runIdempotent(request.server.db, { scope: idempotencyScopeOf(request), key, requestHash: hash }, async (tx) => ({
      status: 200,
      body: await storeCorrection(
        tx,
        { definition, id, ownerId, values, files: received.files },
        { ...context, moved, replaced, log: request },
      ),
    }));
  } catch (err) {
    await removeFiles(moved);
    throw err;
  } finally {
    await removeFiles(tempPaths);
  }
  // The replaced documents' files, once the rows that named them are gone for good.
  await removeFiles(replaced);
  return reply.code(outcome.status).send(outcome.body);
}

interface Correction {
  definition: CertificateDefinition;
  id: string;
  ownerId: string;
  values: Record<string, unknown>;
  files: readonly ReceivedFile[];
}

/**
 * In the idempotent transaction: only a returned application takes a correction (409), only of
 * the fields the latest return named (400); the whole application, kept answers and documents
 * included, must be valid, as on the form.
 */
async function storeCorrection(
  tx: Transaction,
  correction: Correction,
  context: ResubmitContext & { moved: string[]; replaced: string[]; log: FastifyRequest },
): Promise<CertificateSubmitted> {
  const { definition, id, ownerId, values, files } = correction;
  const application = await lockOwnApplication(tx, { type: definition.slug, id, ownerId });
  if (!application) throw notFound('certificate.not_found');
  if (application.status !== 'returned') {
    throw conflict('certificate.not_returned', {
      values: { status: application.status },
    });
  }
  const history = await listHistory(tx, id);
  const returned = new Set([...history].reverse().find((event) => event.action === 'returned')?.fields ?? []);
  refuseFieldsNotReturned([...Object.keys(values), ...files.map((file) => file.field)], returned);

  const reveal = aadhaarRevealer(definition, context.aadhaar, (err) =>
    context.log.log.error({ err, applicationId: id }, 'An Aadhaar number could not be decrypted'),
  );
  const before = revealedValues(definition, application.data, reveal);
  const resent = new Set(files.map((file) => file.field));
  const documents = await listDocuments(tx, id);
  const kept = documents.filter((document) => !resent.has(document.field));
  const valid = validateApplication(
    definition,
    { values: { ...before, ...values }, files, ownerId },
    context.limits.maxFileBytes,
    factsOf(kept),
  );

  const changed = [
    ...definition.fields.map((field) => field.name).filter((name) => name in values && valid.values[name] !== before[name]),
    ...resent,
  ];
  await tx
    .update(applications)
    .set({ data: sealAadhaarFields(definition, valid.values, context.aadhaar), status: 'pending', updatedAt: new Date() })
    .where(eq(applications.id, id));
  const gone = documents.filter((document) => resent.has(document.field));
  if (gone.length > 0) {
    await tx
      .delete(applicationDocuments)
      .where(and(eq(applicationDocuments.applicationId, id), inArray(applicationDocuments.field, [...resent])));
  }
  const stored = valid.files.map((file) => ({ file, storedName: newStoredName() }));
  await insertDocuments(
    tx,
    stored.map(({ file, storedName }) => ({
      applicationId: id,
      field: file.field,
      position: file.position,
      originalName: file.originalName,
      storedName,
      sizeBytes: file.size,
      mimeType: file.detectedType,
      sha256: file.sha256,
    })),
  );
  await insertEvent(tx, { applicationId: id, action: 'resubmitted', actorId: ownerId, fields: changed });
  for (const { file, storedName } of stored) context.moved.push(await moveIntoPlace(file.tempPath, context.dirs, storedName));
  context.replaced.push(...gone.map((document) => storedPathFor(context.dirs, document.storedName)));
  return { id, ...(definition.answersApplicationId ? { applicationId: id } : {}), reference: application.reference, status: 'pending' };
}

function refuseFieldsNotReturned(sent: readonly string[], returned: ReadonlySet<string>): void {
  const refused = [...new Set(sent.filter((name) => !returned.has(name)))];
  if (refused.length === 0) return;
  const names = refused.join(', ');
  throw badRequest('certificate.field_not_returned', {
    values: { names },
    fields: Object.fromEntries(refused.map((name) => [name, certificateFieldMessages.notReturned])),
    fieldCodes: Object.fromEntries(refused.map((name) => [name, 'notReturned'])),
  });
}

/** The stored answers with each Aadhaar number opened, as the citizen typed them. */
function revealedValues(
  definition: CertificateDefinition,
  data: Readonly<Record<string, string>>,
  reveal: (field: string, stored: string) => string | null,
): Record<string, string> {
  const values = { ...data };
  for (const field of definition.fields) {
    if (field.kind === 'aadhaar' && values[field.name] !== undefined)
      values[field.name] = reveal(field.name, values[field.name] ?? '') ?? '';
  }
  return values;
}

function factsOf(documents: readonly ApplicationDocumentRow[]): Record<string, FileFacts[]> {
  const byField: Record<string, FileFacts[]> = {};
  for (const document of documents)
    (byField[document.field] ??= []).push({ name: document.originalName, size: document.sizeBytes, type: document.mimeType });
  return byField;
}

function stringsOf(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
