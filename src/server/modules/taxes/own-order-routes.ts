import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api/paths';
import type { TaxOrderCancelled, TaxOrderCreated } from '../../../shared/api/submissions/tax-types';
import { isUnpaid, UNPAID_STATUSES } from '../../../shared/domain/taxes/payment-status';
import type { Database } from '../../db/database';
import type { TaxPaymentRow } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import type { PaymentGateway } from '../../payments/gateway';
import { currentUserOf } from '../auth/guards';
import { findOwnTaxPayment } from '../my-requests/my-requests-repository';
import { ORDER_LIFETIME_MS } from './order-expiry';
import { orderCreated } from './tax-order';
import { findTaxPayment, insertTaxPaymentEvent, transition } from './tax-repository';
import { ownCancelSchema, ownCheckoutSchema } from './tax-schemas';

type OwnPaymentRequest = { Params: { id: string } };

/**
 * The citizen's own unpaid order, from its page (decision 074), the owner only (another account's
 * is 404, as its page is):
 *
 * - POST /api/me/payments/{id}/checkout answers the order's own gateway order again, as
 *   create-order did, while it is unpaid and within its day: the checkout continues with it, so a
 *   second payment of one order cannot happen (the gateway hands out the payment it already took,
 *   and verify records it). An order past its day is 409 `tax.order_expired`; one paid, refunded,
 *   declined or cancelled is 409 `payment.order_not_payable`.
 * - POST /api/me/payments/{id}/cancel makes an unpaid order `cancelled`. A repeat answers as the
 *   first did; a paid order is 409 `tax.cancel_paid`, any other 409 `tax.not_cancellable`. A
 *   payment the gateway takes for it afterwards is still recorded by verify (decision 040).
 */
export function ownOrderRoutes(gateway: PaymentGateway) {
  return async function registerOwnOrderRoutes(app: FastifyInstance) {
    app.post<OwnPaymentRequest>(
      apiPaths.me.patterns.paymentCheckout,
      { config: { access: 'citizen' }, schema: ownCheckoutSchema, ...notFoundWhenMalformed('tax.not_found') },
      async (request): Promise<TaxOrderCreated> => {
        const row = await ownOrder(app.db, currentUserOf(request).id, request.params.id);
        const madeBefore = Date.now() - ORDER_LIFETIME_MS;
        if (row.status === 'expired' || (isUnpaid(row.status) && row.createdAt.getTime() <= madeBefore)) {
          throw conflict('tax.order_expired');
        }
        // An order made with another gateway than the one configured now cannot be paid here.
        if (!isUnpaid(row.status) || row.gateway !== gateway.provider) throw conflict('payment.order_not_payable');
        return orderCreated(gateway, { ...row, orderId: row.gatewayOrderId });
      },
    );

    app.post<OwnPaymentRequest>(
      apiPaths.me.patterns.paymentCancel,
      { config: { access: 'citizen' }, schema: ownCancelSchema, ...notFoundWhenMalformed('tax.not_found') },
      async (request): Promise<TaxOrderCancelled> => {
        const ownerId = currentUserOf(request).id;
        const row = await ownOrder(app.db, ownerId, request.params.id);
        if (!isUnpaid(row.status)) return cancelledAnswer(row);
        const cancelled = await app.db.transaction(async (tx) => {
          const changed = await transition(tx, row.id, UNPAID_STATUSES, 'cancelled');
          if (changed)
            await insertTaxPaymentEvent(tx, { paymentId: row.id, status: 'cancelled', actorId: ownerId, note: 'Cancelled by the citizen' });
          return changed;
        });
        // Paid (or cancelled) by another request meanwhile: the answer for what it is now.
        return cancelledAnswer(cancelled ?? (await findTaxPayment(app.db, row.id)) ?? row);
      },
    );
  };
}

async function ownOrder(db: Database, ownerId: string, id: string): Promise<TaxPaymentRow> {
  const row = await findOwnTaxPayment(db, { ownerId, id: id.toLowerCase() });
  if (!row) throw notFound('tax.not_found');
  return row;
}

/** A cancelled order's answer, the first time and every time after; why not, for any other. */
function cancelledAnswer(row: TaxPaymentRow): TaxOrderCancelled {
  if (row.status === 'cancelled') return { id: row.id, status: 'cancelled' };
  if (row.status === 'paid') throw conflict('tax.cancel_paid');
  throw conflict('tax.not_cancellable', { values: { status: row.status } });
}
