import type { PaymentMethod, TaxSlug } from '../../domain/taxes/tax-definitions';

/** POST /api/taxes/create-order (spec section 3, tax payment order). */
export interface TaxOrderRequest {
  type: TaxSlug;
  identifiers: Record<string, string>;
  period?: string;
  billMonth?: string;
  dueDate: string;
  /** Rupees, at most two decimals. */
  amount: number;
  /** Sent for compatibility; the server computes its own. */
  lateFee?: number;
  paymentMethod: PaymentMethod;
}

/**
 * Its answer: the gateway order, the total in paise, and our payment record's id. POST
 * /api/me/payments/{id}/checkout answers the same for an order made before (decision 074).
 */
export interface TaxOrderCreated {
  orderId: string;
  amount: number;
  id: string;
  currency: 'INR';
  /** Which checkout the client opens, and (for Razorpay) the public key id. */
  provider: 'sandbox' | 'razorpay';
  keyId?: string;
  lateFee: number;
  reference: string;
}

/** POST /api/me/payments/{id}/cancel: the order, now cancelled (decision 074). */
export interface TaxOrderCancelled {
  id: string;
  status: 'cancelled';
}

/** POST /api/taxes/verify. */
export interface PaymentVerificationRequest {
  paymentId: string;
  orderId: string;
  signature: string;
  id: string;
}

export interface PaymentVerified {
  verified: boolean;
  receipt?: TaxReceipt;
}

/** What a citizen keeps after paying. Amounts in paise. */
export interface TaxReceipt {
  reference: string;
  type: TaxSlug;
  identifiers: Record<string, string>;
  period?: string;
  billMonth?: string;
  amount: number;
  lateFee: number;
  total: number;
  paymentMethod: PaymentMethod;
  paidAt: string;
  paymentId: string;
  /** The signed receipt's number (MUN/RCT/2026/000001) and its public verify page (decision 053). */
  receiptNumber?: string;
  verifyUrl?: string;
}

/** The sandbox gateway (DESIGN section 7). */
export interface SandboxCheckoutRequest {
  orderId: string;
  outcome: 'success' | 'failure';
}
export interface SandboxCheckoutResult {
  paymentId: string;
  orderId: string;
  signature: string;
}
