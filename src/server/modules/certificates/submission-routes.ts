import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { certificateDefinitions } from '../../../shared/domain/certificates/certificate-definitions';
import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import type { AadhaarCipher } from '../../aadhaar/aadhaar-cipher';
import { blindAadhaarFields, sealAadhaarFields } from '../../aadhaar/aadhaar-fields';
import { unsupportedMediaType } from '../../http/http-error';
import { perMinuteLimit } from '../../http/rate-limit';
import { idempotencyKeyHeaders } from '../../http/schemas/headers';
import { idempotencyKeyOf, idempotencyScopeOf } from '../idempotency/idempotency-key';
import { requestHash } from '../idempotency/request-hash';
import { runIdempotent } from '../idempotency/run-idempotent';
import type { IdempotentOutcome } from '../idempotency/run-idempotent';
import { certificateSubmittedJsonSchema, submissionBodyJsonSchema } from './certificate-schemas';
import { applicationDueBy } from './due-by';
import { certificateForm, readMultipart } from './read-multipart';
import type { MultipartSubmission, UploadLimits } from './read-multipart';
import { storeApplication } from './store-application';
import { removeFiles } from './upload-store';
import type { UploadDirs } from './upload-store';
import { validateApplication } from './validate-application';

/**
 * POST /api/<type>-certificate for the six definitions: one handler, registered once per
 * definition. Nothing is written (no row, no stored file) unless the whole application is valid,
 * and then everything is written in one transaction.
 */
export function submissionRoutes(dirs: UploadDirs, aadhaar: AadhaarCipher) {
  return async function registerSubmissionRoutes(app: FastifyInstance) {
    const limits: UploadLimits = {
      maxFileBytes: app.config.uploadMaxFileBytes,
      maxRequestBytes: app.config.uploadMaxRequestBytes,
    };
    for (const definition of certificateDefinitions) {
      // The guard runs on request: a bad token is refused before a single byte is uploaded.
      const schema = {
        headers: idempotencyKeyHeaders,
        body: submissionBodyJsonSchema(definition),
        response: { 201: certificateSubmittedJsonSchema },
      };
      // Limited like the other public writes: each queues a message to the number it names.
      const config = { access: 'public-identified' as const, ...perMinuteLimit(app.config.certificateSubmitRateLimitMax) };
      app.post(definition.apiPath, { config, schema }, (request, reply) => submit(request, reply, { definition, dirs, limits, aadhaar }));
    }
  };
}

async function submit(
  request: FastifyRequest,
  reply: FastifyReply,
  context: { definition: CertificateDefinition; dirs: UploadDirs; limits: UploadLimits; aadhaar: AadhaarCipher },
) {
  const { definition, dirs, limits, aadhaar } = context;
  // Checked first: a malformed key is refused before the upload is read.
  const key = idempotencyKeyOf(request);
  const ownerId = request.currentUser?.id ?? null;
  const tempPaths: string[] = [];
  const moved: string[] = [];
  let outcome: IdempotentOutcome;
  try {
    const received = await readSubmission(request, definition, { dirs, limits, tempPaths });
    const application = validateApplication(definition, { ...received, ownerId }, limits.maxFileBytes);
    // The hash is stored: Aadhaar numbers go into it as keyed digests, never as guessable SHA-256 input.
    const hash = requestHash({
      owner: ownerId,
      values: blindAadhaarFields(definition, application.values, aadhaar),
      files: application.files.map((file) => [file.field, file.position, file.sha256]),
    });
    outcome = await runIdempotent(request.server.db, { scope: idempotencyScopeOf(request), key, requestHash: hash }, async (tx) => ({
      status: 201,
      body: await storeApplication(
        tx,
        { ...application, values: sealAadhaarFields(definition, application.values, aadhaar) },
        {
          dirs,
          moved,
          messages: request.server.messages,
          escalation: request.server.escalation,
          dueBy: (createdAt) => applicationDueBy(request.server.config, definition.slug, createdAt),
        },
      ),
    }));
  } catch (err) {
    // The transaction did not commit: files already moved into place belong to no row.
    await removeFiles(moved);
    throw err;
  } finally {
    // Whatever happened (stored, replayed, refused, aborted), no temp file outlives the request:
    // removed before the answer is sent, so a client that sees the answer sees a clean disk.
    await removeFiles(tempPaths);
  }
  return reply.code(outcome.status).send(outcome.body);
}

export async function readSubmission(
  request: FastifyRequest,
  definition: CertificateDefinition,
  context: { dirs: UploadDirs; limits: UploadLimits; tempPaths: string[] },
): Promise<{ values: unknown; files: MultipartSubmission['files'] }> {
  if (definition.transport === 'json') {
    if (request.isMultipart()) throw unsupportedMediaType('certificate.json_expected');
    return { values: request.body, files: [] };
  }
  if (!request.isMultipart()) throw unsupportedMediaType('certificate.multipart_expected');
  return readMultipart(request, certificateForm(definition), context);
}
