import { randomBytes } from 'node:crypto';
import { certificateBySlug } from '../../../shared/domain/certificates/certificate-definitions';
import type { CertificateSlug } from '../../../shared/domain/certificates/certificate-definitions';

/** 32 symbols without 0/O and 1/I, so a reference read out at the counter cannot be misheard. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A reference such as BIR-7K3M-9QXD: the type's prefix (its definition's, which the registry
 * keeps distinct), then 40 random bits in two groups of four. Random
 * rather than sequential, so it reveals nothing about how many applications exist and cannot be
 * guessed from a neighbour's; uniqueness is the database's job (a collision is retried).
 */
export function newReference(slug: CertificateSlug): string {
  const prefix = certificateBySlug(slug)?.referencePrefix;
  if (!prefix) throw new Error(`No certificate type ${slug}`);
  // 32 symbols: each byte's low 5 bits pick one without bias.
  const symbols = Array.from(randomBytes(8), (byte) => ALPHABET[byte & 31] ?? '').join('');
  return `${prefix}-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}
