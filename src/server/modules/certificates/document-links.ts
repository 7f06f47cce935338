import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** A valid link names the admin it was handed to (the audit log's "who"); any other opens nothing. */
export type LinkCheck = { outcome: 'valid'; adminId: string } | { outcome: 'invalid' | 'expired' };

/** The links of one admin's answer: a stored name's link. */
export type DocumentLinker = (storedName: string) => string;

export interface DocumentLinks {
  /** `/uploads/<storedName>?expires=<unix seconds>&admin=<id>&signature=<hex>`, for `adminId`, valid for the configured time. */
  urlFor(storedName: string, adminId: string, nowMs?: number): string;
  /** `urlFor` for one admin: what an answer handed to that admin carries. */
  forAdmin(adminId: string): DocumentLinker;
  check(storedName: string, query: Readonly<Record<string, unknown>>, nowMs?: number): LinkCheck;
}

const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;
const EXPIRES_PATTERN = /^\d{1,12}$/;
const ADMIN_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Signed, expiring links to uploaded documents. The dashboard opens a document in a new tab,
 * where no bearer header can be sent, so the link itself carries the permission: an HMAC of the
 * stored name, the expiry time and the admin the link was handed to, whom the audit log names when
 * the document is opened (decision 044). Its key is derived from JWT_SECRET with HKDF under its own
 * label, so no new secret has to be managed and a link can never be mistaken for a token.
 */
export function documentLinks(jwtSecret: string, ttlSeconds: number): DocumentLinks {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, Buffer.alloc(0), 'document-links', 32));
  const sign = (storedName: string, expires: string, adminId: string) =>
    createHmac('sha256', key).update(`${storedName}\n${expires}\n${adminId}`).digest();

  const urlFor = (storedName: string, adminId: string, nowMs = Date.now()) => {
    const expires = String(Math.floor(nowMs / 1000) + ttlSeconds);
    return `/uploads/${storedName}?expires=${expires}&admin=${adminId}&signature=${sign(storedName, expires, adminId).toString('hex')}`;
  };
  return {
    urlFor,
    forAdmin: (adminId) => (storedName) => urlFor(storedName, adminId),
    check(storedName, { expires, admin, signature }, nowMs = Date.now()) {
      if (typeof expires !== 'string' || typeof admin !== 'string' || typeof signature !== 'string') return { outcome: 'invalid' };
      if (!EXPIRES_PATTERN.test(expires) || !ADMIN_ID_PATTERN.test(admin) || !SIGNATURE_PATTERN.test(signature))
        return { outcome: 'invalid' };
      // Constant time: the comparison must not tell an attacker how much of a guess was right.
      if (!timingSafeEqual(sign(storedName, expires, admin), Buffer.from(signature, 'hex'))) return { outcome: 'invalid' };
      return Number(expires) * 1000 <= nowMs ? { outcome: 'expired' } : { outcome: 'valid', adminId: admin };
    },
  };
}
