import type { FastifyInstance } from 'fastify';
import { isUnpaid } from '../../../shared/domain/taxes/payment-status';
import type { ConcurrencyLimit } from '../../lib/concurrency-limit';
import type { Gateways } from '../../payments/create-gateway';
import { sandboxCheckoutRoutes } from '../../payments/sandbox-checkout-routes';
import { sandboxWebhookDelivery } from '../../payments/sandbox-webhook';
import { adminTaxRoutes } from './admin-tax-routes';
import { billRoutes } from './bill-routes';
import { collectionRoutes } from './collection-routes';
import { registerOrderExpiry } from './order-expiry';
import { ownOrderRoutes } from './own-order-routes';
import { registerPaymentSweep } from './payment-sweep';
import { paymentWebhookRoutes } from './payment-webhook-routes';
import { receiptRoutes } from './receipt-routes';
import { findTaxPaymentByOrderId } from './tax-repository';
import { taxRoutes } from './tax-routes';

/**
 * Tax and bill payments (DESIGN section 7, decision 007): create-order and verify for citizens, an
 * unpaid order paid or cancelled from its page (decision 074), the
 * clerks' decline and refund, the receipts' PDFs, the collection report, the expiry of unpaid orders, Razorpay's webhook
 * and the sweep that find payments the phone never reported (decision 076), and, with the sandbox
 * gateway only, its checkout endpoint, which sends that webhook itself.
 * `gatewaySlots` bounds the transactions that wait on a remote gateway (decision 024).
 */
export function taxModule({ gateway, sandbox }: Gateways, gatewaySlots: ConcurrencyLimit) {
  return async function registerTaxModule(app: FastifyInstance) {
    await app.register(taxRoutes(gateway, gatewaySlots));
    await app.register(billRoutes);
    await app.register(collectionRoutes);
    await app.register(ownOrderRoutes(gateway));
    await app.register(adminTaxRoutes(gateway));
    await app.register(receiptRoutes);
    await app.register(paymentWebhookRoutes(gateway));
    registerOrderExpiry(app);
    registerPaymentSweep(app, gateway);
    if (sandbox) {
      await app.register(
        sandboxCheckoutRoutes(
          sandbox,
          async (orderId) => {
            const payment = await findTaxPaymentByOrderId(app.db, orderId);
            return payment && { amountPaise: payment.totalPaise, payable: isUnpaid(payment.status) };
          },
          sandboxWebhookDelivery(app, app.config.razorpayWebhookSecret, app.config.sandboxWebhookDelayMs),
        ),
      );
    }
  };
}
