import type { FastifyInstance } from 'fastify';
import type { Verification } from '../../../shared/api/my-requests-types';
import { apiPaths } from '../../../shared/api/paths';
import { taxBySlug } from '../../../shared/domain/taxes/tax-definitions';
import { paiseToRupees } from '../../../shared/domain/common/money';
import { issuingOffice } from '../../../shared/domain/issuing-office';
import { withoutBidiControls } from '../../../shared/validation/typed-text';
import { DOCUMENT_NUMBER_PATTERN, seriesOf, tokenMatches } from '../../documents/verifiable';
import { notFound } from '../../http/http-error';
import { perMinuteLimit } from '../../http/rate-limit';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { findCertificateByNumber } from '../certificates/issue-certificate';
import { findReceiptByNumber, RECEIPT_SERIES } from '../taxes/receipts';
import type { ReceiptFacts } from '../taxes/receipts';
import type { TaxPaymentRow } from '../../db/schema';
import type { CertificateFacts } from '../certificates/issue-certificate';
import { verificationJsonSchema } from './verify-schemas';

/**
 * GET /api/verify/{number}?t={token}: what the QR code of a certificate or a receipt opens, for
 * anyone (decisions 050 and 053). The number's series says where to look (RCT: receipts); one
 * read by the unique number, then the same constant-time comparison whether a row was found or
 * not, so an unknown number, a wrong token and no token give the same 404.
 */
export async function verifyRoutes(app: FastifyInstance) {
  app.get<{ Params: { number: string }; Querystring: { t?: string } }>(
    apiPaths.verifyPattern,
    {
      config: { access: 'public', ...perMinuteLimit(app.config.grievanceLookupRateLimitMax) },
      schema: {
        params: {
          type: 'object',
          properties: {
            number: {
              type: 'string',
              pattern: DOCUMENT_NUMBER_PATTERN,
              description: 'MUN/BIR/2026/000001 or MUN/RCT/2026/000001, URL-encoded',
            },
          },
        },
        querystring: { type: 'object', properties: { t: { type: 'string', description: 'The token the QR code carries' } } },
        response: { 200: verificationJsonSchema },
      },
      // A number that cannot be one (a NUL byte, a stray path) is not found, as a wrong one is.
      ...notFoundWhenMalformed('verify.not_found'),
    },
    async (request): Promise<Verification> => {
      const { number } = request.params;
      const token = request.query.t ?? '';
      if (seriesOf(number) === RECEIPT_SERIES) {
        const found = await findReceiptByNumber(app.db, number);
        if (!tokenMatches(found?.receipt ?? null, token) || !found) throw notFound('verify.not_found');
        return receiptVerification(found.receipt, found.payment);
      }
      const certificate = await findCertificateByNumber(app.db, number);
      if (!tokenMatches(certificate, token) || !certificate) throw notFound('verify.not_found');
      return certificateVerification(certificate);
    },
  );
}

function certificateVerification(certificate: CertificateFacts): Verification {
  const revoked = certificate.revokedAt !== null;
  return {
    valid: !revoked,
    status: revoked ? 'revoked' : 'valid',
    kind: 'certificate',
    type: certificate.type,
    number: certificate.number,
    // Stored names are typed text: shown without bidirectional controls, however old the record.
    name: withoutBidiControls(certificate.name),
    issuedAt: certificate.issuedAt.toISOString(),
    office: issuingOffice.en,
    ...(certificate.revokedAt ? { revokedAt: certificate.revokedAt.toISOString() } : {}),
  };
}

/**
 * A receipt is valid while its payment stands paid. A receipt exists only once a payment was
 * paid, and a paid payment changes only when its money goes back (a refund, or a decline, which
 * refunds it): then it verifies as refunded, since that change.
 */
function receiptVerification(receipt: ReceiptFacts, payment: TaxPaymentRow): Verification {
  const paid = payment.status === 'paid';
  const definition = taxBySlug(payment.type);
  return {
    valid: paid,
    status: paid ? 'paid' : 'refunded',
    kind: 'receipt',
    type: payment.type,
    number: receipt.number,
    name: withoutBidiControls((definition?.payerField && payment.identifiers[definition.payerField]) || ''),
    billNumber: (definition && payment.identifiers[definition.numberField]) || '',
    total: paiseToRupees(payment.totalPaise),
    issuedAt: receipt.issuedAt.toISOString(),
    office: issuingOffice.en,
    ...(paid ? {} : { refundedAt: payment.updatedAt.toISOString() }),
  };
}
