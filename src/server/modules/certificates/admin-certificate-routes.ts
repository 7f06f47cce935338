import type { FastifyInstance } from 'fastify';
import { certificateBySlug } from '../../../shared/domain/certificates/certificate-definitions';
import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import type { AadhaarCipher } from '../../aadhaar/aadhaar-cipher';
import { aadhaarRevealer } from '../../aadhaar/aadhaar-fields';
import { conflict, notFound } from '../../http/http-error';
import { recordAudit } from '../audit/audit-repository';
import { currentUserOf } from '../auth/guards';
import { decidePending, findApplication, insertEvent, listDocuments, listHistory } from './application-repository';
import { toCertificateRow, toHistory } from './application-view';
import { certificateApiMessages } from './certificate-messages';
import type { DocumentLinks } from './document-links';

export const adminCertificatePaths = {
  one: '/api/admin/certificates/:type/:id',
  accept: '/api/admin/certificates/:type/:id/accept',
  decline: '/api/admin/certificates/:type/:id/decline',
} as const;

interface ApplicationParams {
  type: string;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Accept or decline an application, and read one with its history (admin only). */
export function adminCertificateRoutes(links: DocumentLinks, aadhaar: AadhaarCipher) {
  return async function registerAdminCertificateRoutes(app: FastifyInstance) {
    app.get<{ Params: ApplicationParams }>(adminCertificatePaths.one, { config: { access: 'admin' } }, async (request) => {
      const { definition, id } = target(request.params);
      const application = await findApplication(app.db, { type: definition.slug, id });
      if (!application) throw notFound(certificateApiMessages.notFound);
      const [documents, history] = await Promise.all([listDocuments(app.db, id), listHistory(app.db, id)]);
      // The one view that shows Aadhaar numbers in full (issue 9): a clerk checking them against the card.
      const reveal = aadhaarRevealer(definition, aadhaar, (err) => request.log.error({ err, applicationId: id }, 'An Aadhaar number could not be decrypted'));
      return { ...toCertificateRow(definition, application, documents, links, { aadhaar: 'full', reveal }), history: toHistory(history) };
    });

    for (const [path, status] of [
      [adminCertificatePaths.accept, 'accepted'],
      [adminCertificatePaths.decline, 'declined'],
    ] as const) {
      app.post<{ Params: ApplicationParams }>(path, { config: { access: 'admin' } }, async (request) => {
        const { definition, id } = target(request.params);
        const admin = currentUserOf(request);
        const decided = await app.db.transaction(async (tx) => {
          const row = await decidePending(tx, { type: definition.slug, id }, { status, adminId: admin.id });
          if (row) {
            await insertEvent(tx, { applicationId: row.id, action: status, actorId: admin.id });
            await recordAudit(tx, {
              actor: admin,
              action: status === 'accepted' ? 'certificate.accept' : 'certificate.decline',
              target: { type: 'application', id: row.id, reference: row.reference },
              // Only a pending application can be decided (decidePending's WHERE).
              before: 'pending',
              after: row.status,
            });
          }
          return row;
        });
        if (decided) return { _id: decided.id, status: decided.status };
        // Nothing changed: either there is no such application or it was decided already.
        const existing = await findApplication(app.db, { type: definition.slug, id });
        if (!existing) throw notFound(certificateApiMessages.notFound);
        throw conflict(certificateApiMessages.alreadyDecided(existing.status));
      });
    }
  };
}

/** The definition and id a path names; anything unknown or malformed is simply not found. */
function target(params: ApplicationParams): { definition: CertificateDefinition; id: string } {
  const definition = certificateBySlug(params.type);
  if (!definition || !UUID.test(params.id)) throw notFound(certificateApiMessages.notFound);
  return { definition, id: params.id.toLowerCase() };
}
