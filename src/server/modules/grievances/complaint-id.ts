import { randomBytes } from 'node:crypto';
import { COMPLAINT_ID_ALPHABET } from '../../../shared/domain/grievances/grievance-rules';

const SYMBOLS = 8;
/** Five bits pick one of the 32 symbols: a byte's low five bits are uniform, as 256 is a multiple of 32. */
const SYMBOL_BITS = 0b11111;

/**
 * A new complaint ID such as GRV-7K3M-9QXD: eight symbols drawn uniformly from the shared
 * 32-symbol alphabet (one randomBytes call, as the tax reference does), 40 random bits. Random
 * rather than sequential, so it says nothing about how many grievances exist and cannot be
 * guessed from a neighbour's; uniqueness is the database's job (a collision is retried).
 */
export function newComplaintId(): string {
  let symbols = '';
  for (const byte of randomBytes(SYMBOLS)) symbols += COMPLAINT_ID_ALPHABET.charAt(byte & SYMBOL_BITS);
  return `GRV-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}
