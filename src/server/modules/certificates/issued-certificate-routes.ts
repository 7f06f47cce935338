import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { object, string } from 'yup';
import { apiPaths } from '../../../shared/api/paths';
import { adminApiPaths } from '../../../shared/api/admin-paths';
import { certificateBySlug } from '../../../shared/domain/certificates/certificate-definitions';
import { normalizeTypedText } from '../../../shared/validation/typed-text';
import { certificates } from '../../db/schema';
import { conflict, gone, notFound } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { adminActionDoneJsonSchema } from '../../http/schemas/answers';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { runAdminAction } from '../audit/admin-action';
import { currentUserOf } from '../auth/guards';
import { applicationEvent } from '../notifications/request-events';
import { findOwnApplication } from '../my-requests/my-requests-repository';
import { findApplication } from './application-repository';
import { applicationParamsJsonSchema } from './certificate-schemas';
import { certificatePdfOf, findCertificateOf } from './issue-certificate';
import { assertCertificateInScope } from '../staff/staff-scope';

interface ApplicationParams {
  type: string;
  id: string;
}

const REASON_MAX = 500;
const revokeSchema = object({
  reason: string()
    .typeError('The reason must be text')
    .required('A reason is required')
    .max(REASON_MAX, `At most ${REASON_MAX} characters`),
});

/** The reason normalised as typed text is, so that spaces alone are no reason. */
function trimmedReason(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || !('reason' in body) || typeof body.reason !== 'string') return body;
  return { ...body, reason: normalizeTypedText(body.reason) };
}

/** The rows a revocation changes: only a certificate not revoked yet (the WHERE picks one winner). */
const notRevoked = (applicationId: string) => and(eq(certificates.applicationId, applicationId), isNull(certificates.revokedAt));

/**
 * The certificate issued on acceptance (decision 050): its signed PDF for its owner and for a
 * clerk, and a clerk's revocation with a reason (the public check its QR code opens is
 * modules/verify). The PDF was made when the application was accepted; these only read it. A
 * revoked certificate's PDF is given to no one (decision 064): it would still carry a valid
 * signature, and a copy printed or saved would say nothing of the revocation.
 */
export async function issuedCertificateRoutes(app: FastifyInstance) {
  const params = applicationParamsJsonSchema();
  const malformed = notFoundWhenMalformed('certificate.not_found');
  const pdfAnswer = { 200: { type: 'string', format: 'binary', description: 'The signed PDF (application/pdf)' } };

  app.get<{ Params: ApplicationParams }>(
    apiPaths.me.patterns.certificatePdf,
    { config: { access: 'citizen' }, schema: { params, response: pdfAnswer }, ...malformed },
    async (request, reply) => {
      const { type, id } = request.params;
      const own = certificateBySlug(type)
        ? await findOwnApplication(app.db, { ownerId: currentUserOf(request).id, type, id: id.toLowerCase() })
        : null;
      if (!own) throw notFound('certificate.not_found');
      return sendPdf(reply, await certificatePdfOf(app.db, own.id), 'attachment');
    },
  );

  app.get<{ Params: ApplicationParams }>(
    adminApiPaths.patterns.certificatePdf,
    { config: { access: 'staff' }, schema: { params, response: pdfAnswer }, ...malformed },
    async (request, reply) => {
      assertCertificateInScope(request, request.params.type);
      const application = await findApplication(app.db, { type: request.params.type, id: request.params.id.toLowerCase() });
      if (!application) throw notFound('certificate.not_found');
      // Opened in the browser, to print.
      return sendPdf(reply, await certificatePdfOf(app.db, application.id), 'inline');
    },
  );

  app.post<{ Params: ApplicationParams }>(
    adminApiPaths.patterns.certificateRevoke,
    {
      config: { access: 'staff' },
      schema: { params, body: bodyJsonSchemaOf(revokeSchema), response: { 200: adminActionDoneJsonSchema } },
      ...malformed,
    },
    async (request) => {
      assertCertificateInScope(request, request.params.type);
      const { reason } = parseBody(revokeSchema, trimmedReason(request.body));
      const admin = currentUserOf(request);
      const application = await findApplication(app.db, { type: request.params.type, id: request.params.id.toLowerCase() });
      if (!application) throw notFound('certificate.not_found');
      const revoked = await runAdminAction(app.db, {
        admin,
        action: 'certificate.revoke',
        before: 'valid',
        change: async (tx) => {
          const [row] = await tx
            .update(certificates)
            .set({ revokedAt: new Date(), revokedBy: admin.id, revokeReason: reason })
            .where(notRevoked(application.id))
            .returning({ id: certificates.id, number: certificates.number });
          return row ? { ...row, status: 'revoked' } : null;
        },
        // The audit log is its history (an application's events are its own statuses); its owner is told, with the reason.
        event: (tx, row) =>
          app.messages.queue(
            tx,
            applicationEvent(application, { type: 'application.certificate_revoked', certificateNumber: row.number, reason }),
          ),
        target: () => ({ type: 'application', id: application.id, reference: application.reference }),
      });
      if (revoked) return { _id: application.id, status: 'revoked' };
      const certificate = await findCertificateOf(app.db, application.id);
      if (!certificate) throw notFound('certificate.not_issued');
      throw conflict('certificate.already_revoked');
    },
  );
}

/** The stored PDF; the 404 of an application whose certificate is not issued (yet, or ever); the 410 of a revoked one. */
function sendPdf(
  reply: FastifyReply,
  certificate: { number: string; pdf: Buffer; revokedAt: Date | null } | null,
  disposition: 'attachment' | 'inline',
) {
  if (!certificate) throw notFound('certificate.not_issued');
  if (certificate.revokedAt) throw gone('certificate.revoked');
  const name = `certificate-${certificate.number.replaceAll('/', '-')}.pdf`;
  return reply.type('application/pdf').header('content-disposition', `${disposition}; filename="${name}"`).send(certificate.pdf);
}
