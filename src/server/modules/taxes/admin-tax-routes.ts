import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mixed, object } from 'yup';
import type { Database } from '../../db/database';
import type { TaxPaymentRow } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import type { PaymentGateway } from '../../payments/gateway';
import { recordAudit } from '../audit/audit-repository';
import { currentUserOf } from '../auth/guards';
import type { AccountUser } from '../auth/public-user';
import { viaGateway } from './gateway-calls';
import { taxApiMessages } from './tax-messages';
import { findTaxPayment, insertTaxPaymentEvent, lockTaxPayment, transition } from './tax-repository';

export const adminTaxPaths = {
  status: '/api/admin/taxes/:id/status',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    app.post<{ Params: { id: string } }>(adminTaxPaths.status, { config: { access: 'admin' } }, async (request) => {
      const id = UUID.test(request.params.id) ? request.params.id.toLowerCase() : null;
      if (!id) throw notFound(taxApiMessages.notFound);
      const { status } = parseBody(statusSchema, request.body) as { status: 'declined' | 'refunded' };
      const payment = await findTaxPayment(app.db, id);
      if (!payment) throw notFound(taxApiMessages.notFound);
      const admin = currentUserOf(request);
      const row = status === 'declined' ? await decline(app.db, payment, admin) : await refund(request, app.db, gateway, payment, admin);
      return { _id: row.id, status: row.status };
    });
  };
}

async function decline(db: Database, payment: TaxPaymentRow, admin: AccountUser): Promise<TaxPaymentRow> {
  const row = await db.transaction(async (tx) => {
    // Locked first, so the audit line's "before" is the status this change replaced.
    const before = await lockTaxPayment(tx, payment.id);
    const declined = before ? await transition(tx, payment.id, ['created', 'failed'], 'declined') : null;
    if (declined && before) {
      await insertTaxPaymentEvent(tx, { paymentId: declined.id, status: 'declined', actorId: admin.id });
      await recordAudit(tx, {
        actor: admin,
        action: 'tax.decline',
        target: { type: 'tax_payment', id: declined.id, reference: declined.reference },
        before: before.status,
        after: declined.status,
      });
    }
    return declined;
  });
  if (row) return row;
  const now = (await findTaxPayment(db, payment.id)) ?? payment;
  throw conflict(now.status === 'paid' ? taxApiMessages.declinePaid : taxApiMessages.declineOnlyUnpaid(now.status));
}

async function refund(request: FastifyRequest, db: Database, gateway: PaymentGateway, payment: TaxPaymentRow, admin: AccountUser): Promise<TaxPaymentRow> {
  if (payment.status === 'refunded') throw conflict(taxApiMessages.alreadyRefunded);
  if (payment.status !== 'paid' || !payment.gatewayPaymentId) throw conflict(taxApiMessages.refundOnlyPaid(payment.status));
  const paymentId = payment.gatewayPaymentId;
  // Before the transaction, not in it: no connection waits on the gateway (decision 024).
  const { refundId } = await viaGateway(request, () => gateway.refund(paymentId, payment.totalPaise, payment.id));
  const row = await db.transaction(async (tx) => {
    const refunded = await transition(tx, payment.id, ['paid'], 'refunded', { gatewayRefundId: refundId });
    if (refunded) {
      await insertTaxPaymentEvent(tx, { paymentId: refunded.id, status: 'refunded', actorId: admin.id, note: `Refund ${refundId}` });
      await recordAudit(tx, {
        actor: admin,
        action: 'tax.refund',
        target: { type: 'tax_payment', id: refunded.id, reference: refunded.reference },
        // Only a paid payment is refunded (transition's WHERE).
        before: 'paid',
        after: refunded.status,
      });
    }
    return refunded;
  });
  if (row) return row;
  // Another clerk's refund won; the gateway's idempotency made both the same single refund.
  throw conflict(taxApiMessages.alreadyRefunded);
}
