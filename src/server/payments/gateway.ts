import { errorText } from '../http/error-texts';
import { HttpError } from '../http/http-error';

export const PAYMENT_PROVIDERS = ['sandbox', 'razorpay'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export interface GatewayOrderInput {
  /** Integer paise, at least 100 (Razorpay's minimum order is ₹1). */
  amountPaise: number;
  /** Our reference, at most 40 characters (Razorpay's limit). */
  receipt: string;
  /** At most 15 short key-value pairs, kept with the order at the gateway. */
  notes: Record<string, string>;
}

/** Razorpay's payment states; 'authorized' is money held, 'captured' is money taken. */
export type GatewayPaymentStatus = 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';

export interface GatewayPayment {
  status: GatewayPaymentStatus;
  amountPaise: number;
  orderId: string | null;
}

/** One of an order's payments, as the gateway lists them. */
export interface GatewayOrderPayment extends GatewayPayment {
  id: string;
}

/**
 * What the tax module needs from a payment gateway (DESIGN section 7). Two implementations:
 * the real Razorpay API and the sandbox, which plays Razorpay's part so the flow runs offline.
 * Every failure to reach or understand the gateway is a PaymentGatewayError (a 502).
 */
export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** The public key id the client's Razorpay Checkout needs; null for the sandbox. */
  readonly keyId: string | null;
  /**
   * True when createOrder reaches nothing outside this process (the sandbox makes an id and
   * keeps nothing): an order may then be made before its Idempotency-Key is claimed, and the
   * key, the payment and its event written in one statement (decision 022). A gateway whose
   * orders are kept elsewhere is called only after the claim, so a duplicate never opens one.
   */
  readonly ordersAreLocal: boolean;
  createOrder(input: GatewayOrderInput): Promise<{ orderId: string }>;
  /** Razorpay's checkout signature: hex HMAC-SHA256 of `orderId|paymentId`, compared in constant time. */
  verifySignature(orderId: string, paymentId: string, signature: string): boolean;
  /** The payment as the gateway knows it; null when the gateway has no such payment. */
  fetchPayment(paymentId: string): Promise<GatewayPayment | null>;
  /** Every payment the gateway holds for one of our orders (none for an order it does not know). */
  fetchOrderPayments(orderId: string): Promise<GatewayOrderPayment[]>;
  /** A full refund; the same idempotency key never refunds twice. */
  refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<{ refundId: string }>;
}

/**
 * The gateway failed us: a 502 whose message is safe to show; `detail` (never sent to the
 * client) says what happened, for the log.
 */
export class PaymentGatewayError extends HttpError {
  override name = 'PaymentGatewayError';
  constructor(
    readonly problem: 'unreachable' | 'refused' | 'unexpected',
    readonly detail: string,
    /** The gateway's HTTP status when it answered at all. */
    readonly gatewayStatus: number | null = null,
    /** The gateway's own reason for refusing, in its words (English), added to the English text. */
    reason?: string,
  ) {
    const code = `payment.gateway_${problem}` as const;
    super(502, code, reason === undefined ? {} : { english: `${errorText('en', code).replace(/\.$/, '')}: ${reason}` });
  }
}
