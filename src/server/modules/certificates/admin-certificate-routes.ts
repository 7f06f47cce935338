import type { FastifyInstance } from 'fastify';
import { adminApiPaths } from '../../../shared/api/admin-paths';
import { certificateBySlug } from '../../../shared/domain/certificates/certificate-definitions';
import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import type { AadhaarCipher } from '../../aadhaar/aadhaar-cipher';
import { aadhaarRevealer } from '../../aadhaar/aadhaar-fields';
import { CLERK_MESSAGE_MAX, acceptBodySchema, declineBodySchema, returnBodySchema, storedMessage } from '../../../shared/domain/admin/clerk-messages';
import { normalizeTypedText } from '../../../shared/validation/typed-text';
import type { ApplicationRow } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { adminActionDoneJsonSchema } from '../../http/schemas/answers';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { runAdminAction } from '../audit/admin-action';
import { applicationEvent } from '../notifications/request-events';
import { recordSight } from '../audit/audit-repository';
import { currentUserOf } from '../auth/guards';
import { decidePending, findApplication, insertEvent, listDocuments, listHistory, returnPending } from './application-repository';
import { toCertificateRow, toHistory } from './application-view';
import { certificateApiMessages } from './certificate-messages';
import { applicationDetailJsonSchema, applicationParamsJsonSchema, issuedCertificateJsonProperties } from './certificate-schemas';
import type { DocumentLinks } from './document-links';
import { findCertificateOf, issueCertificate, issuedLinkOf } from './issue-certificate';

interface ApplicationParams {
  type: string;
  id: string;
}

/** Each decision, its status, and what its body may say (decision 048): a note with an acceptance, a reason with a decline. */
const DECISIONS = [
  { decision: 'accept', status: 'accepted', body: acceptBodySchema, messageOf: (body: unknown) => parseBody(acceptBodySchema, body).note },
  { decision: 'decline', status: 'declined', body: declineBodySchema, messageOf: (body: unknown) => parseBody(declineBodySchema, body).reason },
] as const;

/** An accepted application's answer also names its certificate (decision 050). */
const decisionDoneJsonSchema = {
  ...adminActionDoneJsonSchema,
  properties: { ...adminActionDoneJsonSchema.properties, ...issuedCertificateJsonProperties },
} as const;

/** Accept, decline or return an application, and read one with its history (admin only). */
export function adminCertificateRoutes(links: DocumentLinks, aadhaar: AadhaarCipher) {
  return async function registerAdminCertificateRoutes(app: FastifyInstance) {
    // An unknown type or a malformed id names no application: the same 404 as an unknown id.
    const params = applicationParamsJsonSchema();
    const malformed = notFoundWhenMalformed('certificate.not_found', certificateApiMessages.notFound);

    app.get<{ Params: ApplicationParams }>(
      adminApiPaths.patterns.certificate,
      { config: { access: 'admin' }, schema: { params, response: { 200: applicationDetailJsonSchema } }, ...malformed },
      async (request) => {
        const { definition, id } = target(request.params);
        const admin = currentUserOf(request);
        const application = await findApplication(app.db, { type: definition.slug, id });
        if (!application) throw notFound('certificate.not_found', certificateApiMessages.notFound);
        // The one view that shows Aadhaar numbers in full (issue 9): a clerk checking them against
        // the card. Each view is a line of the audit log, written before the answer goes (issue 22).
        const [documents, history, certificate] = await Promise.all([
          listDocuments(app.db, id),
          listHistory(app.db, id),
          findCertificateOf(app.db, id),
          recordSight(app.db, { actor: admin, action: 'certificate.view', application }),
        ]);
        const reveal = aadhaarRevealer(definition, aadhaar, (err) => request.log.error({ err, applicationId: id }, 'An Aadhaar number could not be decrypted'));
        const row = toCertificateRow(definition, application, documents, links.forAdmin(admin.id), { aadhaar: 'full', reveal });
        return { ...row, history: toHistory(history), ...issuedLinkOf(app.config, certificate), ...(certificate?.revokedAt ? { certificateRevokedAt: certificate.revokedAt.toISOString() } : {}) };
      },
    );

    for (const { decision, status, body, messageOf } of DECISIONS) {
      app.post<{ Params: ApplicationParams }>(
        `${adminApiPaths.patterns.certificate}/${decision}`,
        { config: { access: 'admin' }, schema: { params, body: bodyJsonSchemaOf(body), response: { 200: decisionDoneJsonSchema } }, ...malformed },
        async (request) => {
          const { definition, id } = target(request.params);
          // The spec's call sends no body at all: then no reason or note was given.
          const message = storedMessage(messageOf(request.body ?? {}));
          const admin = currentUserOf(request);
          // Accepting issues the certificate, and the citizen is told of it: its number, where to download it and to check it.
          let issued: Awaited<ReturnType<typeof issueCertificate>> | null = null;
          const decided = await runAdminAction(app.db, {
            admin,
            action: `certificate.${decision}`,
            // Only a pending application can be decided (decidePending's WHERE).
            before: 'pending',
            change: async (tx) => {
              const row = await decidePending(tx, { type: definition.slug, id }, { status, adminId: admin.id });
              if (row && status === 'accepted') issued = await issueCertificate(tx, row, app.config);
              return row && issued ? { ...row, certificateNumber: issued.certificateNumber, verifyUrl: issued.verifyUrl } : row;
            },
            event: async (tx, row) => {
              await insertEvent(tx, { applicationId: row.id, action: status, actorId: admin.id, message });
              const told = issued
                ? { type: 'application.certificate_issued' as const, certificateNumber: issued.certificateNumber, verifyPath: issued.verifyPath }
                : { type: 'application.declined' as const, reason: message };
              await app.messages.queue(tx, applicationEvent(row, told));
            },
            target: (row) => ({ type: 'application', id: row.id, reference: row.reference }),
          });
          return decided ? { ...decided, _id: decided.id } : refuseUndecided(app, definition, id);
        },
      );
    }

    // Back to the applicant for correction: the fields and documents to fix, and why (decision 048).
    app.post<{ Params: ApplicationParams }>(
      `${adminApiPaths.patterns.certificate}/return`,
      { config: { access: 'admin' }, schema: { params, body: returnBodyJsonSchema, response: { 200: adminActionDoneJsonSchema } }, ...malformed },
      async (request) => {
        const { definition, id } = target(request.params);
        const { fields, ...body } = parseBody(returnBodySchema(definition), request.body ?? {});
        const message = normalizeTypedText(body.message);
        const admin = currentUserOf(request);
        const returned = await runAdminAction(app.db, {
          admin,
          action: 'certificate.return',
          before: 'pending',
          change: (tx) => returnPending(tx, { type: definition.slug, id }),
          event: async (tx, row) => {
            await insertEvent(tx, { applicationId: row.id, action: 'returned', actorId: admin.id, message, fields: [...new Set(fields)] });
            await app.messages.queue(tx, applicationEvent(row, { type: 'application.returned', message }));
          },
          target: (row) => ({ type: 'application', id: row.id, reference: row.reference }),
        });
        return returned ? { _id: returned.id, status: returned.status } : refuseUndecided(app, definition, id);
      },
    );
  };
}

/** The return's body; which names a type accepts is its definition's (returnBodySchema checks them). */
const returnBodyJsonSchema = {
  type: 'object',
  required: ['message', 'fields'],
  additionalProperties: false,
  properties: {
    message: { type: 'string', minLength: 1, maxLength: CLERK_MESSAGE_MAX, description: 'What the applicant should correct' },
    fields: { type: 'array', minItems: 1, items: { type: 'string' }, description: 'Form field and file field names of the type' },
  },
} as const;

/** Nothing changed: either there is no such application or it is no longer pending (404 or 409). */
async function refuseUndecided(app: FastifyInstance, definition: CertificateDefinition, id: string): Promise<never> {
  const existing: ApplicationRow | null = await findApplication(app.db, { type: definition.slug, id });
  if (!existing) throw notFound('certificate.not_found', certificateApiMessages.notFound);
  throw conflict('certificate.already_decided', certificateApiMessages.alreadyDecided(existing.status), { values: { status: existing.status } });
}

/** The definition and id of a path its schema has checked. */
function target(params: ApplicationParams): { definition: CertificateDefinition; id: string } {
  const definition = certificateBySlug(params.type);
  if (!definition) throw notFound('certificate.not_found', certificateApiMessages.notFound);
  return { definition, id: params.id.toLowerCase() };
}
