import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sandboxPayments } from '../db/schema';
import { gatewayId } from './gateway-ids';
import { PaymentGatewayError } from './gateway';
import type { GatewayOrderInput, GatewayOrderPayment, GatewayPayment, PaymentGateway } from './gateway';
import { isValidRazorpaySignature, razorpaySignature } from './razorpay-signature';

export interface SandboxCheckoutPayment {
  paymentId: string;
  orderId: string;
  signature: string;
}

/**
 * PAYMENT_PROVIDER=sandbox (the default): the server plays Razorpay's part so the whole flow
 * runs without the internet. Orders are ids only (the merchant's own row holds the amount, and
 * creating one touches no database, so it is safe inside the caller's transaction); the
 * payments its checkout makes are kept in sandbox_payments, as Razorpay keeps them, and are
 * signed exactly as Razorpay signs them.
 */
export class SandboxGateway implements PaymentGateway {
  readonly provider = 'sandbox' as const;
  readonly ordersAreLocal = true;
  readonly keyId = null;

  constructor(
    private readonly db: Database,
    private readonly keySecret: string,
  ) {}

  async createOrder(input: GatewayOrderInput): Promise<{ orderId: string }> {
    if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise < 100) {
      throw new PaymentGatewayError('refused', `sandbox: order amount ${input.amountPaise} paise is below ₹1`);
    }
    return { orderId: gatewayId('order') };
  }

  verifySignature(orderId: string, paymentId: string, signature: string): boolean {
    return isValidRazorpaySignature(orderId, paymentId, signature, this.keySecret);
  }

  async fetchPayment(paymentId: string): Promise<GatewayPayment | null> {
    const [row] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).limit(1);
    return row ? { status: row.status, amountPaise: row.amountPaise, orderId: row.orderId } : null;
  }

  async fetchOrderPayments(orderId: string): Promise<GatewayOrderPayment[]> {
    const rows = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.orderId, orderId));
    return rows.map((row) => ({ id: row.id, status: row.status, amountPaise: row.amountPaise, orderId: row.orderId }));
  }

  async refund(paymentId: string, amountPaise: number, idempotencyKey: string): Promise<{ refundId: string }> {
    const [refunded] = await this.db
      .update(sandboxPayments)
      .set({ status: 'refunded', refundId: gatewayId('rfnd'), refundKey: idempotencyKey })
      .where(and(eq(sandboxPayments.id, paymentId), eq(sandboxPayments.status, 'captured'), eq(sandboxPayments.amountPaise, amountPaise)))
      .returning();
    if (refunded?.refundId) return { refundId: refunded.refundId };
    // Not refunded now: a retry of the same refund gets the same answer, as with Razorpay's header.
    const [existing] = await this.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)).limit(1);
    if (existing?.status === 'refunded' && existing.refundKey === idempotencyKey && existing.refundId)
      return { refundId: existing.refundId };
    throw new PaymentGatewayError(
      'refused',
      existing
        ? `sandbox: payment ${paymentId} is ${existing.status} (${existing.amountPaise} paise), refund of ${amountPaise} refused`
        : `sandbox: no payment ${paymentId}`,
      400,
    );
  }

  /**
   * The checkout's "Pay now": a captured payment of the whole order, signed as Razorpay signs it.
   * An order is paid at most once: when it already has a captured payment (the first answer was
   * lost on the way to the browser), that payment is handed out again instead of taking the
   * money twice. `capturedNow` says whether this call took the money (and so has news to tell).
   */
  async payOrder(orderId: string, amountPaise: number): Promise<SandboxCheckoutPayment & { capturedNow: boolean }> {
    const [captured] = await this.db
      .select()
      .from(sandboxPayments)
      .where(and(eq(sandboxPayments.orderId, orderId), eq(sandboxPayments.status, 'captured')))
      .limit(1);
    const paymentId = captured?.id ?? gatewayId('pay');
    if (!captured) await this.db.insert(sandboxPayments).values({ id: paymentId, orderId, amountPaise, status: 'captured' });
    return { paymentId, orderId, signature: razorpaySignature(orderId, paymentId, this.keySecret), capturedNow: !captured };
  }

  /** The checkout's "Simulate failure": a failed attempt, as a declined card leaves at Razorpay. */
  async failOrder(orderId: string, amountPaise: number): Promise<{ paymentId: string }> {
    const paymentId = gatewayId('pay');
    await this.db.insert(sandboxPayments).values({ id: paymentId, orderId, amountPaise, status: 'failed' });
    return { paymentId };
  }
}
