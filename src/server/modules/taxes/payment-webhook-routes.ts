import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiPaths } from '../../../shared/api/paths';
import { CURRENCY } from '../../../shared/domain/common/money';
import { badRequest, notFound } from '../../http/http-error';
import type { PaymentGateway } from '../../payments/gateway';
import { isValidWebhookSignature } from '../../payments/razorpay-signature';
import { recordCapturedPayment } from './captured-payment';
import { findTaxPaymentByOrderId } from './tax-repository';

/** The events that say an order's money was captured; both carry the payment's entity. */
const CAPTURE_EVENTS = new Set(['payment.captured', 'order.paid']);

/** Razorpay's events are a few kilobytes; anything much larger is not one of them. */
const WEBHOOK_BODY_LIMIT = 64 * 1024;

const webhookRouteSchema = {
  description:
    "Razorpay's webhook (decision 076), called by Razorpay, not by a client: the body is signed in X-Razorpay-Signature " +
    'with RAZORPAY_WEBHOOK_SECRET. 404 when that secret is not set.',
  headers: {
    type: 'object',
    properties: { 'x-razorpay-signature': { type: 'string', description: 'Hex HMAC-SHA256 of the raw body with the webhook secret' } },
  },
  body: {
    type: 'object',
    required: ['event', 'payload'],
    properties: {
      event: { type: 'string', description: 'payment.captured and order.paid are acted on; others are acknowledged' },
      payload: { type: 'object', description: '`payment.entity`: id, order_id, amount (paise), currency, status' },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['received'],
      additionalProperties: false,
      properties: { received: { type: 'boolean' } },
    },
  },
} as const;

/** The captured payment an event names, when it names one completely. */
interface CapturedEntity {
  id: string;
  orderId: string;
  amountPaise: number;
  currency: string;
  status: string;
}

/**
 * POST /api/payments/razorpay/webhook (public, decision 076): Razorpay tells this server that an
 * order's money was captured, so a payment whose phone lost signal before verify is recorded.
 * The signature is checked over the body's bytes as they arrived (this route alone reads its body
 * raw) in constant time: missing or wrong is 400 `payment.webhook_signature`; without
 * RAZORPAY_WEBHOOK_SECRET the route is 404 `payment.webhook_off`. Every signed event is answered
 * 200, acted on or not (an unknown order, another event, an amount that is not the order's total
 * are logged): Razorpay retries anything else for a day. Only a failed refund at the gateway
 * answers its 502, so that Razorpay brings the event again.
 */
export function paymentWebhookRoutes(gateway: PaymentGateway) {
  return async function registerPaymentWebhookRoutes(app: FastifyInstance) {
    // In this plugin only: the body stays the bytes Razorpay signed.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );

    app.post(
      apiPaths.payments.razorpayWebhook,
      { config: { access: 'public' }, schema: webhookRouteSchema, bodyLimit: WEBHOOK_BODY_LIMIT },
      async (request) => {
        const secret = app.config.razorpayWebhookSecret;
        if (secret === null) throw notFound('payment.webhook_off');
        const signature = request.headers['x-razorpay-signature'];
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (typeof signature !== 'string' || !isValidWebhookSignature(body, signature, secret)) {
          request.log.warn('Razorpay webhook with a missing or wrong signature');
          throw badRequest('payment.webhook_signature');
        }
        await actOn(request, app, gateway, body);
        return { received: true as const };
      },
    );
  };
}

async function actOn(request: FastifyRequest, app: FastifyInstance, gateway: PaymentGateway, body: Buffer): Promise<void> {
  const event = parsedEvent(body);
  const name = event?.event;
  if (!event || typeof name !== 'string' || !CAPTURE_EVENTS.has(name)) {
    request.log.info({ event: name }, 'Razorpay webhook event acknowledged, not acted on');
    return;
  }
  const captured = capturedEntityOf(event);
  if (!captured || captured.status !== 'captured') {
    request.log.warn({ event: name }, 'Razorpay webhook event without a captured payment');
    return;
  }
  const payment = await findTaxPaymentByOrderId(app.db, captured.orderId);
  if (!payment) {
    request.log.info({ event: name, orderId: captured.orderId }, 'Razorpay webhook for an order this portal did not make');
    return;
  }
  if (captured.currency !== CURRENCY || captured.amountPaise !== payment.totalPaise) {
    request.log.warn(
      { payment: payment.id, amountPaise: captured.amountPaise, currency: captured.currency, totalPaise: payment.totalPaise },
      'Razorpay webhook payment is not for the order total: not recorded',
    );
    return;
  }
  const recorded = await recordCapturedPayment(app, gateway, payment, captured.id, request);
  request.log.info({ payment: payment.id, gatewayPaymentId: captured.id, outcome: recorded.outcome }, 'Razorpay webhook recorded');
}

function parsedEvent(body: Buffer): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** `payload.payment.entity`, as payment.captured and order.paid both carry it. */
function capturedEntityOf(event: Record<string, unknown>): CapturedEntity | null {
  const entity = field(field(field(event, 'payload'), 'payment'), 'entity');
  const id = field(entity, 'id');
  const orderId = field(entity, 'order_id');
  const amount = field(entity, 'amount');
  const currency = field(entity, 'currency');
  const status = field(entity, 'status');
  if (typeof id !== 'string' || typeof orderId !== 'string' || typeof currency !== 'string' || typeof status !== 'string') return null;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount)) return null;
  return { id, orderId, amountPaise: amount, currency, status };
}

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined;
}
