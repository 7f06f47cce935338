import { hotp, stepAt } from '../../../src/server/modules/auth/totp';

/** What the admin's authenticator app shows for this base32 secret, `offset` steps from now. */
export function codeFor(base32Secret: string, offset = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Secret) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const bytes = Buffer.from(bits.match(/.{8}/g)?.map((byte) => parseInt(byte, 2)) ?? []);
  return hotp(bytes, stepAt(Date.now()) + offset);
}
