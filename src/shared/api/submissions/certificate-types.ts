/** Answer of every certificate submission (spec section 7): `id`, plus `applicationId` for birth and community. */
export interface CertificateSubmitted {
  id: string;
  applicationId?: string;
  /** The reference a citizen quotes at the counter. */
  reference: string;
  status: 'pending';
  /** When the answer is due (YYYY-MM-DD), by the municipality's service times; absent from answers stored before it was added. */
  dueBy?: string;
}

/** The header a client sets on a write it may retry (DESIGN section 6). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
