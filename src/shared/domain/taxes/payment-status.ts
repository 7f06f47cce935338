/**
 * Every status of a tax payment: `created` with its gateway order, `paid` or `failed` by the
 * gateway, then `declined` (unpaid) or `refunded` (paid) by a clerk.
 */
export const TAX_PAYMENT_STATUSES = ['created', 'paid', 'failed', 'declined', 'refunded'] as const;
export type TaxPaymentStatus = (typeof TAX_PAYMENT_STATUSES)[number];
