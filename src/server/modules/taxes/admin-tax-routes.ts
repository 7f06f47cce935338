import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mixed, object } from 'yup';
import { apiPaths } from '../../../shared/api/paths';
import type { Database } from '../../db/database';
import type { TaxPaymentRow } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { adminActionDoneJsonSchema } from '../../http/schemas/answers';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { idParams } from '../../http/schemas/ids';
import type { PaymentGateway } from '../../payments/gateway';
import { runAdminAction } from '../audit/admin-action';
import { currentUserOf } from '../auth/guards';
import type { AccountUser } from '../auth/public-user';
import { viaGateway } from './gateway-calls';
import { taxApiMessages } from './tax-messages';
import { findTaxPayment, insertTaxPaymentEvent, lockTaxPayment, transition } from './tax-repository';

const statusSchema = object({
  status: mixed<'declined' | 'refunded'>().required(taxApiMessages.adminStatus).oneOf(['declined', 'refunded'], taxApiMessages.adminStatus),
});

/**
 * POST /api/admin/taxes/{id}/status (admin only) with `{ status }`:
 * - `declined`: an unpaid payment ('created' or 'failed') is closed; a paid one must be refunded;
 * - `refunded`: only a 'paid' payment, once, through the gateway (its idempotency key is our
 *   payment id, so even two clerks at once refund once), then recorded with the refund id.
 * Anything else is a 409 saying why. Answers `{ _id, status }`.
 */
export function adminTaxRoutes(gateway: PaymentGateway) {
  return async function registerAdminTaxRoutes(app: FastifyInstance) {
    app.post<{ Params: { id: string } }>(
      apiPaths.admin.patterns.taxStatus,
      {
        config: { access: 'admin' },
        schema: { params: idParams, body: bodyJsonSchemaOf(statusSchema), response: { 200: adminActionDoneJsonSchema } },
        ...notFoundWhenMalformed('tax.not_found', taxApiMessages.notFound),
      },
      async (request) => {
        const id = request.params.id.toLowerCase();
        const { status } = parseBody(statusSchema, request.body) as { status: 'declined' | 'refunded' };
        const payment = await findTaxPayment(app.db, id);
        if (!payment) throw notFound('tax.not_found', taxApiMessages.notFound);
        const admin = currentUserOf(request);
        const row = status === 'declined' ? await decline(app.db, payment, admin) : await refund(request, app.db, gateway, payment, admin);
        return { _id: row.id, status: row.status };
      },
    );
  };
}

async function decline(db: Database, payment: TaxPaymentRow, admin: AccountUser): Promise<TaxPaymentRow> {
  const row = await runAdminAction(db, {
    admin,
    action: 'tax.decline',
    before: async (tx) => (await lockTaxPayment(tx, payment.id))?.status ?? null,
    change: (tx) => transition(tx, payment.id, ['created', 'failed'], 'declined'),
    event: (tx, declined) => insertTaxPaymentEvent(tx, { paymentId: declined.id, status: 'declined', actorId: admin.id }),
    target: (declined) => ({ type: 'tax_payment', id: declined.id, reference: declined.reference }),
  });
  if (row) return row;
  const now = (await findTaxPayment(db, payment.id)) ?? payment;
  if (now.status === 'paid') throw conflict('tax.decline_paid', taxApiMessages.declinePaid);
  throw conflict('tax.decline_only_unpaid', taxApiMessages.declineOnlyUnpaid(now.status), { values: { status: now.status } });
}

async function refund(request: FastifyRequest, db: Database, gateway: PaymentGateway, payment: TaxPaymentRow, admin: AccountUser): Promise<TaxPaymentRow> {
  if (payment.status === 'refunded') throw conflict('tax.already_refunded', taxApiMessages.alreadyRefunded);
  if (payment.status !== 'paid' || !payment.gatewayPaymentId) throw conflict('tax.refund_only_paid', taxApiMessages.refundOnlyPaid(payment.status), { values: { status: payment.status } });
  const paymentId = payment.gatewayPaymentId;
  // Before the transaction, not in it: no connection waits on the gateway (decision 024).
  const { refundId } = await viaGateway(request, () => gateway.refund(paymentId, payment.totalPaise, payment.id));
  const row = await runAdminAction(db, {
    admin,
    action: 'tax.refund',
    // Only a paid payment is refunded (transition's WHERE).
    before: 'paid',
    change: (tx) => transition(tx, payment.id, ['paid'], 'refunded', { gatewayRefundId: refundId }),
    event: (tx, refunded) => insertTaxPaymentEvent(tx, { paymentId: refunded.id, status: 'refunded', actorId: admin.id, note: `Refund ${refundId}` }),
    target: (refunded) => ({ type: 'tax_payment', id: refunded.id, reference: refunded.reference }),
  });
  if (row) return row;
  // Another clerk's refund won; the gateway's idempotency made both the same single refund.
  throw conflict('tax.already_refunded', taxApiMessages.alreadyRefunded);
}
