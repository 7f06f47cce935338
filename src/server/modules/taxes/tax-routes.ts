import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api/paths';
import { perMinuteLimit } from '../../http/rate-limit';
import type { ConcurrencyLimit } from '../../lib/concurrency-limit';
import type { PaymentGateway } from '../../payments/gateway';
import { idempotencyKeyOf, idempotencyScopeOf } from '../idempotency/idempotency-key';
import { requestHash } from '../idempotency/request-hash';
import { viaGateway } from './gateway-calls';
import { pricedByRegister, placeRegisterOrder, registerDemandOf } from './register-order';
import { parseTaxOrder, placeTaxOrder } from './tax-order';
import { createOrderSchema, verifySchema } from './tax-schemas';
import { verifyPayment } from './verify-payment';

/** Verifications per client IP per minute: generous for an office behind one IP, hopeless for guessing. */
const VERIFY_PER_MINUTE = 300;

/** The citizen's side: create the order, then verify what the checkout returned (spec section 4). */
export function taxRoutes(gateway: PaymentGateway, gatewaySlots: ConcurrencyLimit) {
  return async function registerTaxRoutes(app: FastifyInstance) {
    // Open to everyone; a signed-in citizen becomes the payment's owner (a bad token is a 401).
    app.post(apiPaths.taxes.createOrder, { config: { access: 'public-identified' }, schema: createOrderSchema }, async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const order = parseTaxOrder(request.body);
      const ownerId = request.currentUser?.id ?? null;
      const idempotency = { scope: idempotencyScopeOf(request), key, requestHash: requestHash({ owner: ownerId, order: order.request }) };
      // A bill the register holds is charged as the register says (decision 075); any other is the citizen's own assessment.
      const bill = await registerDemandOf(app.db, order, app.config.taxRegister);
      const outcome = await viaGateway(request, () =>
        bill
          ? placeRegisterOrder(
              app.db,
              gateway,
              gatewaySlots,
              { ...pricedByRegister(order, bill), demandId: bill.demand.id },
              ownerId,
              idempotency,
            )
          : placeTaxOrder(app.db, gateway, gatewaySlots, order, ownerId, idempotency),
      );
      return reply.code(outcome.status).send(outcome.body);
    });

    app.post(
      apiPaths.taxes.verify,
      { config: { access: 'public', ...perMinuteLimit(VERIFY_PER_MINUTE) }, schema: verifySchema },
      (request) => verifyPayment(request, app.db, gateway),
    );
  };
}
