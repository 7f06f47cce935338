import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/** One key of AADHAAR_KEYS: a short id stored beside each value, and 32 random bytes. */
export interface AadhaarKey {
  readonly id: string;
  readonly key: Buffer;
}

export const AADHAAR_KEY_BYTES = 32;
export const AADHAAR_KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEALED_PATTERN = /^v1:([A-Za-z0-9_-]{1,32}):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22,})$/;

export interface AadhaarCipher {
  /** The id of the key new values are sealed with (the first of AADHAAR_KEYS). */
  readonly currentKeyId: string;
  /** `v1:<keyId>:<iv>:<ciphertext+tag>` (base64url), bound to `context` (which field of which form). */
  seal(plain: string, context: string): string;
  /** The plain value; throws when the value is not sealed, was sealed for another context or with an unknown key, or was altered. */
  open(sealed: string, context: string): string;
  isSealed(value: string): boolean;
  /** Sealed with the current key: nothing for a rekey to do. */
  isCurrent(value: string): boolean;
  /**
   * A keyed digest of a plain number, for anything that must compare numbers without holding
   * them (the Idempotency-Key request hash): a plain SHA-256 of 10^12 possible values is
   * reversed in minutes, an HMAC without the key not at all.
   */
  blind(plain: string): string;
}

/**
 * AES-256-GCM with a random 96-bit IV per value (NIST SP 800-38D; at 2^32 values per key the IV
 * collision bound is still far away for a municipality). The key id travels with the value so
 * that every configured key can still open what it sealed while the first one seals new values:
 * that is what lets keys rotate without a flag day. The context is the GCM additional data, so a
 * sealed value copied into another field or another application type no longer opens.
 */
export function createAadhaarCipher(keys: readonly AadhaarKey[]): AadhaarCipher {
  const [current] = keys;
  if (!current) throw new Error('createAadhaarCipher needs at least one key');
  const byId = new Map(keys.map((entry) => [entry.id, entry.key]));
  // A key of its own for the blind index, derived so that it reveals nothing of the cipher key.
  const blindKey = Buffer.from(hkdfSync('sha256', current.key, Buffer.alloc(0), 'aadhaar-blind-index', 32));

  return {
    currentKeyId: current.id,
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv, { authTagLength: TAG_BYTES });
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return [VERSION, current.id, iv.toString('base64url'), body.toString('base64url')].join(':');
    },
    open(sealed, context) {
      const match = SEALED_PATTERN.exec(sealed);
      if (!match) throw new Error('Not a sealed Aadhaar value');
      const [, keyId = '', ivText = '', bodyText = ''] = match;
      const key = byId.get(keyId);
      // The id is not secret (it is stored beside the value), so naming it helps the operator.
      if (!key) throw new Error(`Aadhaar value sealed with key "${keyId}", which AADHAAR_KEYS does not list`);
      const body = Buffer.from(bodyText, 'base64url');
      if (body.length < TAG_BYTES) throw new Error('Sealed Aadhaar value is truncated');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(ivText, 'base64url'), { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    },
    isSealed(value) {
      return SEALED_PATTERN.test(value);
    },
    isCurrent(value) {
      return SEALED_PATTERN.exec(value)?.[1] === current.id;
    },
    blind(plain) {
      return createHmac('sha256', blindKey).update(plain, 'utf8').digest('base64url');
    },
  };
}
