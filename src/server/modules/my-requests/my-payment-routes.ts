import type { FastifyInstance } from 'fastify';
import type { MyPaymentDetail, MyPaymentItem } from '../../../shared/api/my-requests-types';
import { apiPaths } from '../../../shared/api/paths';
import { paiseToRupees } from '../../../shared/domain/common/money';
import type { TaxPaymentRow } from '../../db/schema';
import { answerLanguage } from '../../http/answer-language';
import { notFound } from '../../http/http-error';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { idParams } from '../../http/schemas/ids';
import { clerkWordsIn } from '../audit/clerk-words';
import { currentUserOf } from '../auth/guards';
import { findReceiptOf, receiptLinkOf } from '../taxes/receipts';
import { toReceipt, toTaxAdminRow } from '../taxes/tax-view';
import { myListQuerystring, ownPage } from './my-list-query';
import { timelineEntry } from './timeline';
import { findOwnTaxPayment, pageOwnTaxPayments, taxPaymentHistory } from './my-requests-repository';
import { myPaymentJsonSchema, myPaymentsJsonSchema } from './my-requests-schemas';

/** A payment in the citizen's list: amounts in rupees, as create-order takes them. */
function toMyPaymentItem(row: TaxPaymentRow): MyPaymentItem {
  return {
    id: row.id,
    reference: row.reference,
    type: row.type,
    amount: paiseToRupees(row.amountPaise),
    lateFee: paiseToRupees(row.lateFeePaise),
    total: paiseToRupees(row.totalPaise),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * GET /api/me/payments (newest first) and GET /api/me/payments/:id (with its identifiers, the
 * gateway's ids, the receipt once paid, and its history): the signed-in citizen's own only
 * (decision 043).
 */
export async function myPaymentRoutes(app: FastifyInstance) {
  app.get(
    apiPaths.me.payments,
    { config: { access: 'citizen' }, schema: { querystring: myListQuerystring, response: { 200: myPaymentsJsonSchema } } },
    (request) => ownPage(request, pageOwnTaxPayments, toMyPaymentItem),
  );

  app.get<{ Params: { id: string } }>(
    apiPaths.me.patterns.payment,
    {
      config: { access: 'citizen' },
      schema: { params: idParams, response: { 200: myPaymentJsonSchema } },
      ...notFoundWhenMalformed('tax.not_found'),
    },
    async (request): Promise<MyPaymentDetail> => {
      const row = await findOwnTaxPayment(app.db, { ownerId: currentUserOf(request).id, id: request.params.id.toLowerCase() });
      if (!row) throw notFound('tax.not_found');
      const history = await taxPaymentHistory(app.db, row.id);
      // The clerk's view of the same payment, whose amounts are rupees too.
      const { identifiers, period, billMonth, dueDate, paymentMethod, paidAt } = toTaxAdminRow(row);
      return {
        ...toMyPaymentItem(row),
        identifiers,
        period,
        billMonth,
        dueDate,
        paymentMethod,
        updatedAt: row.updatedAt.toISOString(),
        paidAt,
        orderId: row.gatewayOrderId,
        paymentId: row.gatewayPaymentId,
        refundId: row.gatewayRefundId,
        receipt: row.paidAt === null ? null : toReceipt(row, receiptLinkOf(app.config, await findReceiptOf(app.db, row.id))),
        // The reasons chosen in the reader's language, the clerk's words as written (decision 073).
        timeline: history.map((event) => timelineEntry(event.at, event.status, clerkWordsIn(answerLanguage(request), 'payment', event))),
      };
    },
  );
}
