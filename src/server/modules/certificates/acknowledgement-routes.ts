import type { FastifyInstance, FastifyReply } from 'fastify';
import { adminApiPaths } from '../../../shared/api/admin-paths';
import { apiPaths } from '../../../shared/api/paths';
import { certificateBySlug } from '../../../shared/domain/certificates/certificate-definitions';
import type { ApplicationRow } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { currentUserOf } from '../auth/guards';
import { findOwnApplication } from '../my-requests/my-requests-repository';
import { findApplication, listDocuments, listHistory } from './application-repository';
import { inFormOrder } from './application-view';
import { applicationParamsJsonSchema } from './certificate-schemas';
import { applicationDueBy } from './due-by';
import { withoutBidiControls } from '../../../shared/validation/typed-text';
import { assertCertificateInScope } from '../staff/staff-scope';

interface ApplicationParams {
  type: string;
  id: string;
}

/**
 * The acknowledgement of a submitted application (decision 054): for its owner, to keep, and for
 * a clerk, to print at the counter. Made from the application as it is on each request, so after
 * a resubmission it lists the documents held now; neither signed nor stored.
 */
export async function acknowledgementRoutes(app: FastifyInstance) {
  const params = applicationParamsJsonSchema();
  const malformed = notFoundWhenMalformed('certificate.not_found');
  const pdfAnswer = {
    200: {
      type: 'string',
      format: 'binary',
      description: 'The acknowledgement: reference, dates, documents received, status (application/pdf)',
    },
  };

  app.get<{ Params: ApplicationParams }>(
    apiPaths.me.patterns.acknowledgementPdf,
    { config: { access: 'citizen' }, schema: { params, response: pdfAnswer }, ...malformed },
    async (request, reply) => {
      const { type, id } = request.params;
      const own = certificateBySlug(type)
        ? await findOwnApplication(app.db, { ownerId: currentUserOf(request).id, type, id: id.toLowerCase() })
        : null;
      if (!own) throw notFound('certificate.not_found');
      return sendAcknowledgement(reply, own, 'attachment');
    },
  );

  app.get<{ Params: ApplicationParams }>(
    adminApiPaths.patterns.acknowledgementPdf,
    { config: { access: 'staff' }, schema: { params, response: pdfAnswer }, ...malformed },
    async (request, reply) => {
      assertCertificateInScope(request, request.params.type);
      const application = await findApplication(app.db, { type: request.params.type, id: request.params.id.toLowerCase() });
      if (!application) throw notFound('certificate.not_found');
      // Opened in the browser, to print; like the certificate's PDF, not a sight for the audit log (decision 054).
      return sendAcknowledgement(reply, application, 'inline');
    },
  );

  async function sendAcknowledgement(reply: FastifyReply, application: ApplicationRow, disposition: 'attachment' | 'inline') {
    const pdf = await acknowledgementOf(application);
    return reply
      .type('application/pdf')
      .header('content-disposition', `${disposition}; filename="acknowledgement-${application.reference}.pdf"`)
      .send(pdf);
  }

  async function acknowledgementOf(application: ApplicationRow): Promise<Buffer> {
    const definition = certificateBySlug(application.type);
    if (!definition) throw new Error(`No certificate definition for type ${application.type}`);
    // pdfkit and its fonts load with the first PDF asked for, not at start (as issueCertificate).
    const [{ acknowledgementPdf }, documents, history] = await Promise.all([
      import('./acknowledgement-pdf'),
      listDocuments(app.db, application.id),
      listHistory(app.db, application.id),
    ]);
    return acknowledgementPdf({
      definition,
      reference: application.reference,
      name: application.data[definition.applicantField] ?? '',
      receivedAt: application.createdAt,
      correctedAt: [...history].reverse().find((event) => event.action === 'resubmitted')?.at ?? null,
      dueBy: applicationDueBy(app.config, application.type, application.createdAt),
      status: application.status,
      documents: inFormOrder(definition, documents).map((document) => ({
        field: document.field,
        name: withoutBidiControls(document.originalName),
      })),
      madeAt: new Date(),
    });
  }
}
