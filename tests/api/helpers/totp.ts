import { hotp, stepAt } from '../../../src/server/modules/auth/totp';

/**
 * What the admin's authenticator app shows for this base32 secret, `offset` 30-second steps from
 * now. The secret may be grouped with spaces, as the two-factor page shows it. The API tests and
 * the e2e use this one helper; the server's hotp() it relies on is checked against RFC 6238's
 * vectors in tests/unit/server/totp.test.ts.
 */
export function codeFor(base32Secret: string, offset = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Secret.replace(/\s+/g, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = Buffer.from(bits.match(/.{8}/g)?.map((byte) => parseInt(byte, 2)) ?? []);
  return hotp(bytes, stepAt(Date.now()) + offset);
}
