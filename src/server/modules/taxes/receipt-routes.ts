import type { FastifyInstance, FastifyReply } from 'fastify';
import { adminApiPaths } from '../../../shared/api/admin-paths';
import { apiPaths } from '../../../shared/api/paths';
import type { TaxPaymentRow } from '../../db/schema';
import { gone, notFound } from '../../http/http-error';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { idParams } from '../../http/schemas/ids';
import { currentUserOf } from '../auth/guards';
import { findOwnTaxPayment } from '../my-requests/my-requests-repository';
import { findReceiptOf, receiptPdfOf } from './receipts';
import { findTaxPayment } from './tax-repository';
import { TAX_DEPARTMENT } from '../../../shared/domain/staff/departments';
import { assertInScope, wardOfPayment } from '../staff/staff-scope';

const pdfAnswer = { 200: { type: 'string', format: 'binary', description: 'The signed PDF (application/pdf)' } };

/**
 * A paid payment's signed receipt (decision 053): for the citizen who paid it, to keep, and for a
 * clerk, to print. Someone else's payment, or an unknown id, is not found; one not paid (yet, or
 * ever) has no receipt. A refunded payment keeps its receipt's number, which then verifies as
 * refunded, but its PDF is given to no one (decision 064): it says paid, with a valid signature.
 */
export async function receiptRoutes(app: FastifyInstance) {
  const malformed = notFoundWhenMalformed('tax.not_found');

  app.get<{ Params: { id: string } }>(
    apiPaths.me.patterns.receiptPdf,
    { config: { access: 'citizen' }, schema: { params: idParams, response: pdfAnswer }, ...malformed },
    async (request, reply) => {
      const payment = await findOwnTaxPayment(app.db, { ownerId: currentUserOf(request).id, id: request.params.id.toLowerCase() });
      return sendReceipt(app, reply, payment, 'attachment');
    },
  );

  app.get<{ Params: { id: string } }>(
    adminApiPaths.patterns.taxReceiptPdf,
    { config: { access: 'staff' }, schema: { params: idParams, response: pdfAnswer }, ...malformed },
    async (request, reply) => {
      assertInScope(request, TAX_DEPARTMENT);
      const payment = await findTaxPayment(app.db, request.params.id.toLowerCase());
      if (payment) assertInScope(request, TAX_DEPARTMENT, wardOfPayment(payment));
      return sendReceipt(app, reply, payment, 'inline');
    },
  );
}

async function sendReceipt(app: FastifyInstance, reply: FastifyReply, payment: TaxPaymentRow | null, disposition: 'attachment' | 'inline') {
  if (!payment) throw notFound('tax.not_found');
  if (payment.status !== 'paid') {
    // A receipt is given when a payment is paid, and only its money going back ends `paid`.
    if (await findReceiptOf(app.db, payment.id)) throw gone('tax.receipt_refunded');
    throw notFound('tax.not_paid');
  }
  const receipt = await receiptPdfOf(app.db, payment, app.config);
  if (!receipt) throw notFound('tax.not_paid');
  const name = `receipt-${receipt.number.replaceAll('/', '-')}.pdf`;
  return reply.type('application/pdf').header('content-disposition', `${disposition}; filename="${name}"`).send(receipt.pdf);
}
