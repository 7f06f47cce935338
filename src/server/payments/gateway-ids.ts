import { randomBytes } from 'node:crypto';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An id shaped like Razorpay's (`order_`, `pay_`, `rfnd_` and 14 base62 characters). */
export function gatewayId(prefix: 'order' | 'pay' | 'rfnd'): string {
  // 248 = 4 × 62: bytes at or above it are skipped, so every character is equally likely.
  let id = '';
  while (id.length < 14) {
    for (const byte of randomBytes(16)) {
      if (byte < 248 && id.length < 14) id += BASE62[byte % 62] ?? '';
    }
  }
  return `${prefix}_${id}`;
}
