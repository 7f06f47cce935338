import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_KEY_ID = 'rzp_test_FakeKey12345';
export const FAKE_KEY_SECRET = 'fake-razorpay-secret-0123456789abcdef';

interface FakeOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string>;
  created_at: number;
}

interface FakePayment {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  order_id: string;
  method: string;
  amount_refunded: number;
  refund_status: 'full' | null;
  captured: boolean;
  created_at: number;
}

interface FakeRefund {
  id: string;
  entity: 'refund';
  amount: number;
  currency: string;
  payment_id: string;
  status: 'processed';
  speed_processed: 'normal';
  created_at: number;
}

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

/**
 * What the next request gets instead of its answer: a given status (a 5xx, a refusal), no answer
 * at all (`hang`), or `loseAnswer`: the request is carried out as Razorpay would, then the
 * connection drops before the answer leaves (a timeout or a broken line after Razorpay acted).
 */
type Override = { status: number; body?: unknown } | { hang: true } | { loseAnswer: true };

/** Answers never delivered (see Override's `loseAnswer`): their connection is dropped instead. */
const lostAnswers = new WeakSet<ServerResponse>();

/** Order requests kept without an answer until the test lets them through (see holdOrders). */
export interface HeldOrders {
  /** How many order requests are waiting for their answer now. */
  readonly count: number;
  /** Answers the oldest held request as Razorpay would; the hold goes on. */
  releaseNext(): void;
  /** Answers every held request and ends the hold. */
  release(): void;
}

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const id = (prefix: string) => `${prefix}_${Array.from(randomBytes(14), (byte) => BASE62[byte % 62]).join('')}`;
const now = () => Math.floor(Date.now() / 1000);
const error = (description: string, field?: string) => ({
  error: {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
    ...(field ? { field } : {}),
  },
});

/** The server's environment for Razorpay pointed at `fake`, with a timeout for each call. */
export function razorpayEnvFor(fake: FakeRazorpay, timeoutMs: number): Record<string, string> {
  return {
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: FAKE_KEY_ID,
    RAZORPAY_KEY_SECRET: FAKE_KEY_SECRET,
    RAZORPAY_API_BASE: fake.url,
    RAZORPAY_TIMEOUT_MS: String(timeoutMs),
  };
}

/**
 * A local stand-in for Razorpay's API (the real one is not reachable from these machines),
 * answering as its documentation says: Basic auth with key id and secret, POST /v1/orders,
 * GET /v1/orders/:id/payments, GET /v1/payments/:id, POST /v1/payments/:id/refund with
 * X-Refund-Idempotency, and its error shape `{ error: { code, description, … } }`. `pay()` does
 * what Checkout does in the browser.
 */
export class FakeRazorpay {
  readonly orders = new Map<string, FakeOrder>();
  readonly payments = new Map<string, FakePayment>();
  readonly refunds = new Map<string, FakeRefund>();
  private readonly refundKeys = new Map<string, { refundId: string; body: string }>();
  readonly seen: SeenRequest[] = [];
  private overrides: Override[] = [];
  private readonly server: Server;
  private readonly hanging = new Set<ServerResponse>();
  private held: Array<() => void> | null = null;
  url = '';

  constructor(
    private readonly keyId = FAKE_KEY_ID,
    private readonly keySecret = FAKE_KEY_SECRET,
  ) {
    this.server = createServer((req, res) => void this.handle(req, res));
  }

  static async start(): Promise<FakeRazorpay> {
    const fake = new FakeRazorpay();
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
    return fake;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The next request gets this instead of its answer (a 5xx, a refusal, no answer, a lost answer). */
  failNext(override: Override): void {
    this.overrides.push(override);
  }

  /**
   * From now on every POST /v1/orders gets no answer until the test releases it: Razorpay slow
   * or silent, for as long as the test needs (the caller's own deadline still applies).
   */
  holdOrders(): HeldOrders {
    const held: Array<() => void> = [];
    this.held = held;
    return {
      get count() {
        return held.length;
      },
      releaseNext: () => held.shift()?.(),
      release: () => {
        if (this.held === held) this.held = null;
        for (const answer of held.splice(0)) answer();
      },
    };
  }

  /** What Checkout does when the citizen pays: a payment of the order, and Razorpay's signature. */
  pay(orderId: string, options: { amount?: number; status?: FakePayment['status']; secret?: string } = {}) {
    const order = this.orders.get(orderId);
    if (!order) throw new Error(`fake Razorpay: no order ${orderId}`);
    const payment: FakePayment = {
      id: id('pay'),
      entity: 'payment',
      amount: options.amount ?? order.amount,
      currency: order.currency,
      status: options.status ?? 'captured',
      order_id: orderId,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: (options.status ?? 'captured') === 'captured',
      created_at: now(),
    };
    this.payments.set(payment.id, payment);
    if (payment.status === 'captured') Object.assign(order, { status: 'paid', amount_paid: order.amount, amount_due: 0 });
    order.attempts += 1;
    const signature = createHmac('sha256', options.secret ?? this.keySecret)
      .update(`${orderId}|${payment.id}`)
      .digest('hex');
    return { paymentId: payment.id, orderId, signature };
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      body = undefined;
    }
    const url = new URL(req.url ?? '/', 'http://fake');
    this.seen.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });

    if (this.held && req.method === 'POST' && url.pathname === '/v1/orders') {
      this.hanging.add(res);
      this.held.push(() => {
        this.hanging.delete(res);
        this.answer(req, res, url, body, text);
      });
      return;
    }
    this.answer(req, res, url, body, text);
  }

  private answer(req: IncomingMessage, res: ServerResponse, url: URL, body: unknown, text: string) {
    const override = this.overrides.shift();
    if (override && 'hang' in override) {
      this.hanging.add(res);
      return;
    }
    if (override && 'loseAnswer' in override) lostAnswers.add(res);
    else if (override) return send(res, override.status, override.body ?? error('Injected failure'));

    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return send(res, 401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed', source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
      });
    }
    if (body === undefined) return send(res, 400, error('The request body is not valid JSON'));

    const paymentMatch = /^\/v1\/payments\/([^/]+)(\/refund)?$/.exec(url.pathname);
    const orderPaymentsMatch = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname);
    if (req.method === 'POST' && url.pathname === '/v1/orders') return this.createOrder(res, body);
    if (req.method === 'GET' && orderPaymentsMatch) return this.fetchOrderPayments(res, orderPaymentsMatch[1] ?? '');
    if (req.method === 'GET' && paymentMatch && !paymentMatch[2]) return this.fetchPayment(res, paymentMatch[1] ?? '');
    if (req.method === 'POST' && paymentMatch?.[2]) {
      return this.refund(res, paymentMatch[1] ?? '', body, text, req.headers['x-refund-idempotency']);
    }
    return send(res, 404, error('The requested URL was not found on the server.'));
  }

  private createOrder(res: ServerResponse, body: unknown) {
    const input = (body ?? {}) as Record<string, unknown>;
    if (!Number.isInteger(input.amount) || (input.amount as number) < 100)
      return send(res, 400, error('The amount must be atleast INR 1.00', 'amount'));
    if (input.currency !== 'INR') return send(res, 400, error('The currency must be INR', 'currency'));
    if (typeof input.receipt === 'string' && input.receipt.length > 40)
      return send(res, 400, error('receipt: the length must be no more than 40.', 'receipt'));
    const order: FakeOrder = {
      id: id('order'),
      entity: 'order',
      amount: input.amount as number,
      amount_paid: 0,
      amount_due: input.amount as number,
      currency: 'INR',
      receipt: typeof input.receipt === 'string' ? input.receipt : null,
      status: 'created',
      attempts: 0,
      notes: (input.notes ?? {}) as Record<string, string>,
      created_at: now(),
    };
    this.orders.set(order.id, order);
    return send(res, 200, order);
  }

  private fetchPayment(res: ServerResponse, paymentId: string) {
    const payment = this.payments.get(paymentId);
    if (!payment) return send(res, 400, error('The id provided does not exist'));
    return send(res, 200, payment);
  }

  private fetchOrderPayments(res: ServerResponse, orderId: string) {
    if (!this.orders.has(orderId)) return send(res, 400, error('The id provided does not exist'));
    const items = [...this.payments.values()].filter((payment) => payment.order_id === orderId);
    return send(res, 200, { entity: 'collection', count: items.length, items });
  }

  private refund(res: ServerResponse, paymentId: string, body: unknown, text: string, key: string | string[] | undefined) {
    if (typeof key === 'string') {
      const earlier = this.refundKeys.get(key);
      if (earlier && earlier.body !== text)
        return send(res, 400, error('Different request with the same idempotency key has already been processed.'));
      if (earlier) return send(res, 200, this.refunds.get(earlier.refundId));
    }
    const payment = this.payments.get(paymentId);
    if (!payment) return send(res, 400, error('The id provided does not exist'));
    const amount = ((body ?? {}) as Record<string, unknown>).amount ?? payment.amount;
    if (payment.status === 'refunded') return send(res, 400, error('The payment has been fully refunded already'));
    if (payment.status !== 'captured') return send(res, 400, error('Only captured payments can be refunded'));
    if (!Number.isInteger(amount) || (amount as number) > payment.amount)
      return send(res, 400, error('The refund amount provided is greater than amount captured', 'amount'));
    const refund: FakeRefund = {
      id: id('rfnd'),
      entity: 'refund',
      amount: amount as number,
      currency: 'INR',
      payment_id: paymentId,
      status: 'processed',
      speed_processed: 'normal',
      created_at: now(),
    };
    this.refunds.set(refund.id, refund);
    Object.assign(payment, { status: 'refunded', amount_refunded: refund.amount, refund_status: 'full' });
    if (typeof key === 'string') this.refundKeys.set(key, { refundId: refund.id, body: text });
    return send(res, 200, refund);
  }
}

function send(res: ServerResponse, status: number, body: unknown) {
  if (lostAnswers.has(res)) return void res.destroy();
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
