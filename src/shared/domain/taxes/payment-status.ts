/**
 * Every status of a tax payment: `created` with its gateway order, `paid` or `failed` by the
 * gateway, then `declined` or `refunded` by a clerk; a paid payment's money goes back through the
 * gateway on either (decision 040). An order left unpaid for a day is `expired` (decision 049).
 */
export const TAX_PAYMENT_STATUSES = ['created', 'paid', 'failed', 'declined', 'refunded', 'expired'] as const;
export type TaxPaymentStatus = (typeof TAX_PAYMENT_STATUSES)[number];
