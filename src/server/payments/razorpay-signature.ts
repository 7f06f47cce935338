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
  return sameHexDigest(razorpaySignature(orderId, paymentId, keySecret), signature);
}

/**
 * Razorpay's webhook signature (`X-Razorpay-Signature`): hex HMAC-SHA256 of the request body
 * exactly as sent, with the secret set on the webhook, which is not the key secret.
 */
export function razorpayWebhookSignature(rawBody: Buffer | string, webhookSecret: string): string {
  return createHmac('sha256', webhookSecret).update(rawBody).digest('hex');
}

/** Whether `signature` is Razorpay's for these bytes: parsed and re-serialised JSON would differ. */
export function isValidWebhookSignature(rawBody: Buffer, signature: string, webhookSecret: string): boolean {
  return sameHexDigest(razorpayWebhookSignature(rawBody, webhookSecret), signature);
}

function sameHexDigest(expectedHex: string, signature: string): boolean {
  if (!HEX_SHA256.test(signature)) return false;
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(signature, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
