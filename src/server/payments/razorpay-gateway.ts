import { CURRENCY } from '../../shared/domain/common/money';
import { PaymentGatewayError } from './gateway';
import type { GatewayOrderInput, GatewayOrderPayment, GatewayPayment, GatewayPaymentStatus, PaymentGateway } from './gateway';
import { isValidRazorpaySignature } from './razorpay-signature';

export interface RazorpayOptions {
  keyId: string;
  keySecret: string;
  /** https://api.razorpay.com, or a local stand-in in tests. No trailing slash needed. */
  apiBase: string;
  timeoutMs: number;
}

const PAYMENT_STATUSES: readonly GatewayPaymentStatus[] = ['created', 'authorized', 'captured', 'refunded', 'failed'];
const ID_PATTERN = /^[A-Za-z0-9_]{1,64}$/;

/**
 * PAYMENT_PROVIDER=razorpay: Razorpay's Orders, Payments and Refunds API over HTTPS with Basic
 * auth (key id and secret). Every request has a deadline; a network error, a timeout, a 5xx, a
 * refusal or an answer of the wrong shape becomes a PaymentGatewayError (502) with a message for
 * the person and the details for the log, never a stack trace.
 */
export class RazorpayGateway implements PaymentGateway {
  readonly provider = 'razorpay' as const;
  readonly ordersAreLocal = false;
  readonly keyId: string;
  private readonly authorization: string;
  private readonly apiBase: string;

  constructor(private readonly options: RazorpayOptions) {
    this.keyId = options.keyId;
    this.authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;
    this.apiBase = options.apiBase.replace(/\/+$/, '');
  }

  async createOrder(input: GatewayOrderInput): Promise<{ orderId: string }> {
    const body = await this.call('POST', '/v1/orders', {
      body: { amount: input.amountPaise, currency: CURRENCY, receipt: input.receipt.slice(0, 40), notes: input.notes },
    });
    const id = stringField(body, 'id');
    if (!id?.startsWith('order_')) throw unexpected('POST /v1/orders', 'no order id in the answer');
    return { orderId: id };
  }

  verifySignature(orderId: string, paymentId: string, signature: string): boolean {
    return isValidRazorpaySignature(orderId, paymentId, signature, this.options.keySecret);
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment | null> {
    if (!ID_PATTERN.test(paymentId)) return null;
    const what = `GET /v1/payments/${paymentId}`;
    const body = await this.call('GET', `/v1/payments/${paymentId}`, { notFoundIsNull: true });
    return body === null ? null : paymentOf(body, what);
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayOrderPayment[]> {
    if (!ID_PATTERN.test(orderId)) return [];
    const what = `GET /v1/orders/${orderId}/payments`;
    const body = await this.call('GET', `/v1/orders/${orderId}/payments`, { notFoundIsNull: true });
    if (body === null) return [];
    const items = (body as Record<string, unknown>).items;
    if (!Array.isArray(items)) throw unexpected(what, 'no items in the answer');
    return items.map((item: unknown) => {
      const id = stringField(item, 'id');
      if (!id) throw unexpected(what, 'a payment without its id');
      return { id, ...paymentOf(item, what) };
    });
  }

  async refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<{ refundId: string }> {
    if (!ID_PATTERN.test(paymentId)) throw new PaymentGatewayError('refused', `refund: malformed payment id ${paymentId}`);
    const body = await this.call('POST', `/v1/payments/${paymentId}/refund`, {
      body: { amount: amountPaise, speed: 'normal' },
      // Razorpay's documented header: a retry with the same key never refunds twice.
      headers: { 'X-Refund-Idempotency': idempotencyKey },
    });
    const id = stringField(body, 'id');
    if (!id?.startsWith('rfnd_')) throw unexpected(`POST /v1/payments/${paymentId}/refund`, 'no refund id in the answer');
    return { refundId: id };
  }

  private async call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; notFoundIsNull?: boolean } = {},
  ): Promise<unknown> {
    const what = `${method} ${path}`;
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.apiBase}${path}`, {
        method,
        headers: {
          authorization: this.authorization,
          accept: 'application/json',
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...options.headers,
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.timeout(this.options.timeoutMs),
        redirect: 'error',
      });
      text = await response.text();
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      const reason = timedOut ? `no answer within ${this.options.timeoutMs} ms` : errorText(err);
      throw new PaymentGatewayError('unreachable', `${what}: ${reason}`);
    }

    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      body = null;
    }
    if (response.ok) {
      if (typeof body !== 'object' || body === null) throw unexpected(what, `status ${response.status} without a JSON object`);
      return body;
    }

    const description = razorpayErrorDescription(body);
    if (options.notFoundIsNull && (response.status === 404 || (response.status === 400 && /does not exist/i.test(description ?? '')))) {
      return null;
    }
    const detail = `${what}: status ${response.status}${description ? ` (${description})` : ''}`;
    if (response.status === 401)
      throw new PaymentGatewayError('unreachable', `${detail}: check RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET`, 401);
    if (response.status >= 500 || response.status === 409 || response.status === 429) {
      throw new PaymentGatewayError('unreachable', detail, response.status);
    }
    throw new PaymentGatewayError('refused', detail, response.status, description && description.length <= 200 ? description : undefined);
  }
}

function unexpected(what: string, why: string): PaymentGatewayError {
  return new PaymentGatewayError('unexpected', `${what}: ${why}`);
}

/** Razorpay's payment entity, as far as we read it: its status, amount in paise and order. */
function paymentOf(body: unknown, what: string): GatewayPayment {
  const status = stringField(body, 'status');
  const amount = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).amount : undefined;
  if (!status || !(PAYMENT_STATUSES as readonly string[]).includes(status) || !Number.isSafeInteger(amount)) {
    throw unexpected(what, 'no status or amount in the answer');
  }
  return { status: status as GatewayPaymentStatus, amountPaise: amount as number, orderId: stringField(body, 'order_id') };
}

function stringField(body: unknown, name: string): string | null {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : null;
}

/** Razorpay's error answers: `{ error: { code, description, source, step, reason, metadata, field } }`. */
function razorpayErrorDescription(body: unknown): string | null {
  const error = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).error : undefined;
  return stringField(error, 'description');
}

function errorText(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const cause = err.cause instanceof Error ? `: ${err.cause.message}` : '';
  return `${err.message}${cause}`;
}
