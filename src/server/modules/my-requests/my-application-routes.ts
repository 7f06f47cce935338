import type { FastifyInstance } from 'fastify';
import type { MyApplicationDetail, MyApplicationItem, MyApplicationRecord } from '../../../shared/api/my-requests-types';
import { apiPaths } from '../../../shared/api/paths';
import { certificateBySlug } from '../../../shared/domain/certificates/certificate-definitions';
import type { CertificateDefinition } from '../../../shared/domain/certificates/definition-types';
import type { AadhaarCipher } from '../../aadhaar/aadhaar-cipher';
import { aadhaarRevealer } from '../../aadhaar/aadhaar-fields';
import type { ApplicationAction, ApplicationDocumentRow, ApplicationRow, ApplicationStatus } from '../../db/schema';
import type { Language } from '../../../shared/i18n/languages';
import { answerLanguage } from '../../http/answer-language';
import { notFound } from '../../http/http-error';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { currentUserOf } from '../auth/guards';
import { listDocuments, listHistory } from '../certificates/application-repository';
import type { HistoryEntry } from '../certificates/application-repository';
import { applicationFields, eventMessage, inFormOrder } from '../certificates/application-view';
import { applicationParamsJsonSchema } from '../certificates/certificate-schemas';
import { applicationDueBy } from '../certificates/due-by';
import { findCertificateOf, issuedLinkOf } from '../certificates/issue-certificate';
import { withoutBidiControls } from '../../../shared/validation/typed-text';
import { myListQuerystring, ownPage } from './my-list-query';
import { timelineEntry } from './timeline';
import { findOwnApplication, pageOwnApplications } from './my-requests-repository';
import { myApplicationJsonSchema, myApplicationsJsonSchema } from './my-requests-schemas';

/** The status an application took with each of its events; null: the event left it as it was (decision 081). */
const STATUS_AFTER: Readonly<Record<ApplicationAction, ApplicationStatus | null>> = {
  submitted: 'pending',
  accepted: 'accepted',
  declined: 'declined',
  returned: 'returned',
  resubmitted: 'pending',
  escalated: null,
  appealed: null,
  appeal_upheld: 'pending',
  appeal_dismissed: null,
};

/** Each event with the status the application had after it. */
function statusesAfter(history: readonly HistoryEntry[]): ApplicationStatus[] {
  let status: ApplicationStatus = 'pending';
  return history.map((event) => (status = STATUS_AFTER[event.action] ?? status));
}

/**
 * GET /api/me/applications (every type, newest first) and GET /api/me/applications/:type/:id
 * (the answers as the clerk's view shows them but with Aadhaar masked, the documents' names and
 * sizes, the history): the signed-in citizen's own only (decision 043).
 */
export function myApplicationRoutes(aadhaar: AadhaarCipher) {
  return async function registerMyApplicationRoutes(app: FastifyInstance) {
    app.get(
      apiPaths.me.applications,
      { config: { access: 'citizen' }, schema: { querystring: myListQuerystring, response: { 200: myApplicationsJsonSchema } } },
      (request) =>
        ownPage(request, pageOwnApplications, (row): MyApplicationItem => ({
          type: row.type,
          id: row.id,
          reference: row.reference,
          status: row.status,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          dueBy: applicationDueBy(app.config, row.type, row.createdAt),
          ...(row.certificateRevokedAt ? { certificateRevokedAt: row.certificateRevokedAt.toISOString() } : {}),
        })),
    );

    app.get<{ Params: { type: string; id: string } }>(
      apiPaths.me.patterns.application,
      {
        config: { access: 'citizen' },
        schema: { params: applicationParamsJsonSchema(), response: { 200: myApplicationJsonSchema } },
        // A malformed id or an unknown type names nothing: the same 404 as someone else's application.
        ...notFoundWhenMalformed('certificate.not_found'),
      },
      async (request): Promise<MyApplicationDetail> => {
        const definition = certificateBySlug(request.params.type);
        const id = request.params.id.toLowerCase();
        const application = definition
          ? await findOwnApplication(app.db, { ownerId: currentUserOf(request).id, type: definition.slug, id })
          : null;
        if (!definition || !application) throw notFound('certificate.not_found');
        const [documents, history, certificate] = await Promise.all([
          listDocuments(app.db, id),
          listHistory(app.db, id),
          findCertificateOf(app.db, id),
        ]);
        const reveal = aadhaarRevealer(definition, aadhaar, (err) =>
          request.log.error({ err, applicationId: id }, 'An Aadhaar number could not be decrypted'),
        );
        const about = aboutApplication(definition, application, {
          documents,
          history,
          language: answerLanguage(request),
          dueBy: applicationDueBy(app.config, application.type, application.createdAt),
        });
        return {
          ...applicationFields(definition, application, { aadhaar: 'masked', reveal }),
          ...about,
          ...issuedLinkOf(app.config, certificate),
          ...(certificate?.revokedAt ? revocationOf(about, certificate.revokedAt, certificate.revokeReason) : {}),
        };
      },
    );
  };
}

/**
 * A revoked certificate as its owner reads it: when and why, and the revocation as the latest
 * entry of the timeline. The application stays accepted; its certificate is what no longer stands.
 */
function revocationOf(
  about: MyApplicationRecord,
  at: Date,
  reason: string | null,
): Pick<MyApplicationRecord, 'timeline' | 'certificateRevokedAt' | 'certificateRevokeReason'> {
  return {
    timeline: [...about.timeline, timelineEntry(at, 'revoked', reason)],
    certificateRevokedAt: at.toISOString(),
    ...(reason === null ? {} : { certificateRevokeReason: reason }),
  };
}

/** What the citizen's view of one application says besides its answers: no stored name, no link, no clerk's name. */
function aboutApplication(
  definition: CertificateDefinition,
  application: ApplicationRow,
  {
    documents,
    history,
    dueBy,
    language,
  }: { documents: readonly ApplicationDocumentRow[]; history: readonly HistoryEntry[]; dueBy: string; language: Language },
): MyApplicationRecord {
  const statuses = statusesAfter(history);
  return {
    _id: application.id,
    type: application.type,
    reference: application.reference,
    status: application.status,
    createdAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    decidedAt: application.decidedAt?.toISOString() ?? null,
    dueBy,
    documents: inFormOrder(definition, documents).map((document) => ({
      field: document.field,
      // As the clerk's view shows it: no direction marks that could disguise its extension.
      name: withoutBidiControls(document.originalName),
      size: document.sizeBytes,
    })),
    // The office answers, not a person: the clerk who acted is not named. Its reasons in the
    // reader's language, its words as written (decision 073).
    timeline: history.map((event, at) =>
      timelineEntry(
        event.at,
        statuses[at] ?? 'pending',
        eventMessage(event, language),
        event.action === 'escalated' ? 'escalated' : undefined,
      ),
    ),
    // While returned: what the latest return asked to correct (decision 048).
    ...(application.status === 'returned'
      ? { returnedFields: [...history].reverse().find((event) => event.action === 'returned')?.fields ?? [] }
      : {}),
  };
}
