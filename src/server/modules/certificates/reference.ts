import { randomBytes } from 'node:crypto';
import type { CertificateSlug } from '../../../shared/domain/certificates/certificate-definitions';

/** 32 symbols without 0/O and 1/I, so a reference read out at the counter cannot be misheard. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Spelled out per type (not derived), so a new type cannot silently share a prefix. */
const PREFIXES: Record<CertificateSlug, string> = {
  birth: 'BIR',
  death: 'DEA',
  community: 'COM',
  income: 'INC',
  nativity: 'NAT',
  'first-graduate': 'FGR',
};

/**
 * A reference such as BIR-7K3M-9QXD: the type, then 40 random bits in two groups of four. Random
 * rather than sequential, so it reveals nothing about how many applications exist and cannot be
 * guessed from a neighbour's; uniqueness is the database's job (a collision is retried).
 */
export function newReference(slug: CertificateSlug): string {
  // 32 symbols: each byte's low 5 bits pick one without bias.
  const symbols = Array.from(randomBytes(8), (byte) => ALPHABET[byte & 31] ?? '').join('');
  return `${PREFIXES[slug]}-${symbols.slice(0, 4)}-${symbols.slice(4)}`;
}
