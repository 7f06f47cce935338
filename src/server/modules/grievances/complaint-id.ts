import { randomInt } from 'node:crypto';
import { COMPLAINT_ID_ALPHABET } from '../../../shared/domain/grievances/grievance-rules';

const SYMBOLS = 8;

/**
 * A new complaint ID such as GRV-7K3M-9QXD: eight symbols drawn uniformly (crypto.randomInt) from
 * the shared 32-symbol alphabet, 40 random bits. Random rather than sequential, so it says nothing
 * about how many grievances exist and cannot be guessed from a neighbour's; uniqueness is the
 * database's job (a collision is retried).
 */
export function newComplaintId(): string {
  let symbols = '';
  for (let i = 0; i < SYMBOLS; i += 1) symbols += COMPLAINT_ID_ALPHABET.charAt(randomInt(COMPLAINT_ID_ALPHABET.length));
  return `GRV-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}
