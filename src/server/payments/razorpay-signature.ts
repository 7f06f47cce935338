import { createHmac, timingSafeEqual } from 'node:crypto';

/** Razorpay's checkout signature: hex HMAC-SHA256 of `orderId + "|" + paymentId` with the key secret. */
export function razorpaySignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

const HEX_SHA256 = /^[0-9a-f]{64}$/i;

/**
 * Whether `signature` is the one Razorpay (or the sandbox) made for this order and payment. The
 * comparison takes the same time wherever the first difference is, so an attacker cannot find a
 * valid signature byte by byte. Anything that is not 64 hex digits is simply wrong.
 */
export function isValidRazorpaySignature(orderId: string, paymentId: string, signature: string, keySecret: string): boolean {
  if (!HEX_SHA256.test(signature)) return false;
  const expected = Buffer.from(razorpaySignature(orderId, paymentId, keySecret), 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
