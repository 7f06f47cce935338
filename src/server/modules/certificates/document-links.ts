import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export type LinkCheck = 'valid' | 'invalid' | 'expired';

export interface DocumentLinks {
  /** `/uploads/<storedName>?expires=<unix seconds>&signature=<hex>` valid for the configured time. */
  urlFor(storedName: string, nowMs?: number): string;
  check(storedName: string, expires: unknown, signature: unknown, nowMs?: number): LinkCheck;
}

const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;
const EXPIRES_PATTERN = /^\d{1,12}$/;

/**
 * Signed, expiring links to uploaded documents. The dashboard opens a document in a new tab,
 * where no bearer header can be sent, so the link itself carries the permission: an HMAC of the
 * stored name and the expiry time. Its key is derived from JWT_SECRET with HKDF under its own
 * label, so no new secret has to be managed and a link can never be mistaken for a token.
 */
export function documentLinks(jwtSecret: string, ttlSeconds: number): DocumentLinks {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, Buffer.alloc(0), 'document-links', 32));
  const sign = (storedName: string, expires: string) => createHmac('sha256', key).update(`${storedName}\n${expires}`).digest();

  return {
    urlFor(storedName, nowMs = Date.now()) {
      const expires = String(Math.floor(nowMs / 1000) + ttlSeconds);
      return `/uploads/${storedName}?expires=${expires}&signature=${sign(storedName, expires).toString('hex')}`;
    },
    check(storedName, expires, signature, nowMs = Date.now()) {
      if (typeof expires !== 'string' || typeof signature !== 'string') return 'invalid';
      if (!EXPIRES_PATTERN.test(expires) || !SIGNATURE_PATTERN.test(signature)) return 'invalid';
      // Constant time: the comparison must not tell an attacker how much of a guess was right.
      if (!timingSafeEqual(sign(storedName, expires), Buffer.from(signature, 'hex'))) return 'invalid';
      return Number(expires) * 1000 <= nowMs ? 'expired' : 'valid';
    },
  };
}
