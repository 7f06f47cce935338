import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../shared/api/paths';
import { CURRENCY } from '../../shared/domain/common/money';
import { razorpayWebhookSignature } from './razorpay-signature';

/** A payment the sandbox's checkout has just captured. */
export interface SandboxCapture {
  paymentId: string;
  orderId: string;
  amountPaise: number;
}

/** Sends the webhook of one capture, later. */
export type DeliverSandboxWebhook = (capture: SandboxCapture) => void;

/**
 * The sandbox's other half of Razorpay (decision 076): `delayMs` after its checkout captures a
 * payment, it posts the signed `payment.captured` event Razorpay would send to this server's own
 * webhook, in process, so a demonstration in which the phone never calls verify still ends paid.
 * Without a webhook secret nothing is sent, as Razorpay sends nothing to a webhook never set up.
 * Closing the app drops the deliveries still waiting and waits for those under way.
 */
export function sandboxWebhookDelivery(app: FastifyInstance, secret: string | null, delayMs: number): DeliverSandboxWebhook {
  const waiting = new Set<NodeJS.Timeout>();
  const sending = new Set<Promise<void>>();
  let closed = false;
  app.addHook('onClose', async () => {
    closed = true;
    for (const timer of waiting) clearTimeout(timer);
    waiting.clear();
    await Promise.all(sending);
  });

  const send = async (capture: SandboxCapture) => {
    if (secret === null) return;
    const body = JSON.stringify(capturedEvent(capture));
    try {
      const response = await app.inject({
        method: 'POST',
        url: apiPaths.payments.razorpayWebhook,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': razorpayWebhookSignature(body, secret) },
        payload: body,
      });
      if (response.statusCode !== 200) {
        app.log.warn({ status: response.statusCode, orderId: capture.orderId }, 'The sandbox webhook was not taken; the sweep will ask');
      }
    } catch (err) {
      app.log.error({ err, orderId: capture.orderId }, 'The sandbox webhook could not be delivered; the sweep will ask');
    }
  };

  return (capture) => {
    if (closed || secret === null) return;
    const timer = setTimeout(() => {
      waiting.delete(timer);
      const sent = send(capture).finally(() => sending.delete(sent));
      sending.add(sent);
    }, delayMs);
    timer.unref();
    waiting.add(timer);
  };
}

/** Razorpay's `payment.captured` event, with the fields of its payment entity this server reads and a few more. */
function capturedEvent({ paymentId, orderId, amountPaise }: SandboxCapture) {
  const createdAt = Math.floor(Date.now() / 1000);
  return {
    entity: 'event',
    account_id: 'acc_sandbox',
    event: 'payment.captured',
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          entity: 'payment',
          amount: amountPaise,
          currency: CURRENCY,
          status: 'captured',
          order_id: orderId,
          method: 'upi',
          captured: true,
          created_at: createdAt,
        },
      },
    },
    created_at: createdAt,
  };
}
