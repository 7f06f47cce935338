import { taxBySlug } from '../../../shared/domain/taxes/tax-definitions';

/** A tax's bill number field's label ("Consumer Number"), by the tax's slug. */
const billNumberLabelOf = (slug: string) => {
  const definition = taxBySlug(slug);
  return definition?.identifiers.find((field) => field.name === definition.numberField)?.label ?? 'Bill number';
};

const verifyTexts = {
  title: 'Verify a certificate or receipt',
  intro:
    'This page checks a certificate or a payment receipt issued by the municipality: the one whose QR code or address brought you here.',
  checking: 'Checking…',
  valid: 'Valid: this certificate was issued by the municipality and has not been revoked.',
  revoked: (since: string) => `Revoked on ${since}: this certificate is no longer valid.`,
  notFound:
    'No certificate or receipt has this number and verification code. Scan the QR code again, or type the whole address as printed on it.',
  failed: 'It could not be checked just now. Check your connection and try again.',
  retry: 'Try again',
  details: 'What the certificate says',
  kind: 'Certificate',
  number: 'Certificate number',
  name: 'Name',
  issuedAt: 'Date of issue',
  office: 'Issuing office',
  onlyThis: 'This page shows only whether the certificate is genuine. Compare the name and number with the paper in front of you.',
  /** A payment's receipt (decision 053). */
  receipt: {
    paid: 'Valid: the municipality received this payment.',
    refunded: (since: string) => `Refunded on ${since}: this payment was given back, so the receipt no longer shows a payment.`,
    /** The heading: the tax it paid ("Property Tax Payment"). */
    title: (slug: string) => `${taxBySlug(slug)?.checkoutDescription ?? 'Payment'} receipt`,
    number: 'Receipt number',
    payer: 'Paid by',
    billNumber: billNumberLabelOf,
    total: 'Amount paid',
    paidAt: 'Date of payment',
    office: 'Received by',
    onlyThis:
      'This page shows only whether the receipt is genuine. Compare the number, the amount and the bill number with the paper in front of you.',
  },
};

export type VerifyTexts = typeof verifyTexts;
export default verifyTexts;
