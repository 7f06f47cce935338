import { randomBytes } from 'node:crypto';

/** 32 symbols without 0/O and 1/I, so a reference read out at the counter cannot be misheard. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The receipt's reference, TAX-7K3M-9QXD: 40 random bits (guessing a neighbour's is hopeless),
 * 13 characters (it is also the gateway order's receipt, which Razorpay caps at 40). Uniqueness
 * is the database's job; a collision is retried.
 */
export function newTaxReference(): string {
  const symbols = Array.from(randomBytes(8), (byte) => ALPHABET[byte & 31] ?? '').join('');
  return `TAX-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}
