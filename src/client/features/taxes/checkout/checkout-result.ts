/** How a checkout ended, whichever gateway ran it. */
export type CheckoutResult =
  { kind: 'paid'; paymentId: string; orderId: string; signature: string } | { kind: 'dismissed' } | { kind: 'failed' };

/** What the checkout shows: the amount in paise and the description of spec section 7. */
export interface CheckoutRequest {
  orderId: string;
  amountPaise: number;
  description: string;
  prefillName?: string;
  keyId?: string;
}
