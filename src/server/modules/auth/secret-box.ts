import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for the TOTP secrets at rest, with a key derived from JWT_SECRET by HKDF (its own
 * label, so it reveals nothing of JWT_SECRET and is never used for anything else). A copy of the
 * database alone does not give anyone an admin's second factor. Stored as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url). Changing JWT_SECRET makes the stored secrets
 * unreadable: admins then enrol again after a reset (decision 014).
 */
const VERSION = 'v1';
const IV_BYTES = 12;

export interface SecretBox {
  seal(plain: Buffer): string;
  /** The plain bytes, or null for a value this key cannot open (other key, corrupted row). */
  open(sealed: string): Buffer | null;
}

export function secretBox(jwtSecret: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', jwtSecret, '', 'totp-secrets-at-rest', 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]);
      } catch {
        return null;
      }
    },
  };
}
