import type { FastifyInstance } from 'fastify';
import { mixed, object, string } from 'yup';
import { apiPaths } from '../../shared/api/paths';
import type { SandboxCheckoutRequest, SandboxCheckoutResult } from '../../shared/api/submissions/tax-types';
import { HttpError, conflict, notFound } from '../http/http-error';
import { parseBody } from '../http/parse-body';
import { bodyJsonSchemaOf } from '../http/schemas/body-from-yup';
import type { SandboxGateway } from './sandbox-gateway';
import type { DeliverSandboxWebhook } from './sandbox-webhook';

/** The merchant's side of an order, as the sandbox checkout needs it. */
export interface SandboxOrder {
  amountPaise: number;
  /** False once the order is paid (or refunded, or declined): no second payment is taken. */
  payable: boolean;
}
export type SandboxOrderLookup = (orderId: string) => Promise<SandboxOrder | null>;

export const sandboxCheckoutMessages = {
  orderId: 'orderId must be the order id from create-order',
  outcome: 'outcome must be success or failure',
} as const;

const checkoutSchema = object({
  orderId: string()
    .typeError(sandboxCheckoutMessages.orderId)
    .required(sandboxCheckoutMessages.orderId)
    .matches(/^order_[A-Za-z0-9]{1,40}$/, sandboxCheckoutMessages.orderId),
  outcome: mixed<'success' | 'failure'>()
    .required(sandboxCheckoutMessages.outcome)
    .oneOf(['success', 'failure'], sandboxCheckoutMessages.outcome),
});

const checkoutRouteSchema = {
  body: bodyJsonSchemaOf(checkoutSchema),
  response: {
    200: {
      type: 'object',
      required: ['paymentId', 'orderId', 'signature'],
      properties: {
        paymentId: { type: 'string' },
        orderId: { type: 'string' },
        signature: { type: 'string', description: 'For /api/taxes/verify' },
      },
    },
  },
} as const;

/**
 * POST /api/payments/sandbox/checkout (DESIGN section 7), mounted only when
 * PAYMENT_PROVIDER=sandbox: what Razorpay's checkout does in the browser, done by the server.
 * success → 200 `{ paymentId, orderId, signature }`, a captured payment of the whole order, whose
 * `payment.captured` webhook follows a few seconds later, as Razorpay's does (decision 076);
 * failure → 402 `{ error }`, a failed attempt recorded at the "gateway", the order still payable.
 */
export function sandboxCheckoutRoutes(sandbox: SandboxGateway, findOrder: SandboxOrderLookup, deliverWebhook: DeliverSandboxWebhook) {
  return async function registerSandboxCheckoutRoutes(app: FastifyInstance) {
    app.post(
      apiPaths.payments.sandboxCheckout,
      { config: { access: 'public' }, schema: checkoutRouteSchema },
      async (request): Promise<SandboxCheckoutResult> => {
        const input = parseBody(checkoutSchema, request.body) as SandboxCheckoutRequest;
        const order = await findOrder(input.orderId);
        if (!order) throw notFound('payment.order_not_found');
        if (!order.payable) throw conflict('payment.order_not_payable');
        if (input.outcome === 'failure') {
          await sandbox.failOrder(input.orderId, order.amountPaise);
          throw new HttpError(402, 'payment.failed');
        }
        const { capturedNow, ...payment } = await sandbox.payOrder(input.orderId, order.amountPaise);
        if (capturedNow) deliverWebhook({ paymentId: payment.paymentId, orderId: payment.orderId, amountPaise: order.amountPaise });
        return payment;
      },
    );
  };
}
