import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api/paths';
import { certificateBySlug } from '../../../shared/domain/certificates/certificate-definitions';
import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import type { AadhaarCipher } from '../../aadhaar/aadhaar-cipher';
import { aadhaarRevealer } from '../../aadhaar/aadhaar-fields';
import { conflict, notFound } from '../../http/http-error';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { adminActionDoneJsonSchema } from '../../http/schemas/answers';
import { runAdminAction } from '../audit/admin-action';
import { applicationEvent } from '../notifications/request-events';
import { recordSight } from '../audit/audit-repository';
import { currentUserOf } from '../auth/guards';
import { decidePending, findApplication, insertEvent, listDocuments, listHistory } from './application-repository';
import { toCertificateRow, toHistory } from './application-view';
import { certificateApiMessages } from './certificate-messages';
import { applicationDetailJsonSchema, applicationParamsJsonSchema } from './certificate-schemas';
import type { DocumentLinks } from './document-links';

interface ApplicationParams {
  type: string;
  id: string;
}

const DECISIONS = [
  { decision: 'accept', status: 'accepted' },
  { decision: 'decline', status: 'declined' },
] as const;

/** Accept or decline an application, and read one with its history (admin only). */
export function adminCertificateRoutes(links: DocumentLinks, aadhaar: AadhaarCipher) {
  return async function registerAdminCertificateRoutes(app: FastifyInstance) {
    // An unknown type or a malformed id names no application: the same 404 as an unknown id.
    const params = applicationParamsJsonSchema();
    const malformed = notFoundWhenMalformed('certificate.not_found', certificateApiMessages.notFound);

    app.get<{ Params: ApplicationParams }>(
      apiPaths.admin.patterns.certificate,
      { config: { access: 'admin' }, schema: { params, response: { 200: applicationDetailJsonSchema } }, ...malformed },
      async (request) => {
        const { definition, id } = target(request.params);
        const admin = currentUserOf(request);
        const application = await findApplication(app.db, { type: definition.slug, id });
        if (!application) throw notFound('certificate.not_found', certificateApiMessages.notFound);
        // The one view that shows Aadhaar numbers in full (issue 9): a clerk checking them against
        // the card. Each view is a line of the audit log, written before the answer goes (issue 22).
        const [documents, history] = await Promise.all([
          listDocuments(app.db, id),
          listHistory(app.db, id),
          recordSight(app.db, { actor: admin, action: 'certificate.view', application }),
        ]);
        const reveal = aadhaarRevealer(definition, aadhaar, (err) => request.log.error({ err, applicationId: id }, 'An Aadhaar number could not be decrypted'));
        const row = toCertificateRow(definition, application, documents, links.forAdmin(admin.id), { aadhaar: 'full', reveal });
        return { ...row, history: toHistory(history) };
      },
    );

    for (const { decision, status } of DECISIONS) {
      app.post<{ Params: ApplicationParams }>(
        `${apiPaths.admin.patterns.certificate}/${decision}`,
        { config: { access: 'admin' }, schema: { params, response: { 200: adminActionDoneJsonSchema } }, ...malformed },
        async (request) => {
          const { definition, id } = target(request.params);
          const admin = currentUserOf(request);
          const decided = await runAdminAction(app.db, {
            admin,
            action: `certificate.${decision}`,
            // Only a pending application can be decided (decidePending's WHERE).
            before: 'pending',
            change: (tx) => decidePending(tx, { type: definition.slug, id }, { status, adminId: admin.id }),
            event: async (tx, row) => {
              await insertEvent(tx, { applicationId: row.id, action: status, actorId: admin.id });
              await app.messages.queue(tx, applicationEvent(row, status === 'accepted' ? { type: 'application.accepted' } : { type: 'application.declined', reason: null }));
            },
            target: (row) => ({ type: 'application', id: row.id, reference: row.reference }),
          });
          if (decided) return { _id: decided.id, status: decided.status };
          // Nothing changed: either there is no such application or it was decided already.
          const existing = await findApplication(app.db, { type: definition.slug, id });
          if (!existing) throw notFound('certificate.not_found', certificateApiMessages.notFound);
          throw conflict('certificate.already_decided', certificateApiMessages.alreadyDecided(existing.status), { values: { status: existing.status } });
        },
      );
    }
  };
}

/** The definition and id of a path its schema has checked. */
function target(params: ApplicationParams): { definition: CertificateDefinition; id: string } {
  const definition = certificateBySlug(params.type);
  if (!definition) throw notFound('certificate.not_found', certificateApiMessages.notFound);
  return { definition, id: params.id.toLowerCase() };
}
