/**
 * Every status of a tax payment: `created` with its gateway order, `paid` or `failed` by the
 * gateway, then `declined` or `refunded` by a clerk; a paid payment's money goes back through the
 * gateway on either (decision 040). An order left unpaid for a day is `expired` (decision 049); one
 * its citizen gave up is `cancelled` (decision 074).
 */
export const TAX_PAYMENT_STATUSES = ['created', 'paid', 'failed', 'declined', 'refunded', 'expired', 'cancelled'] as const;
export type TaxPaymentStatus = (typeof TAX_PAYMENT_STATUSES)[number];

/** An order its citizen may still pay (Pay now) or cancel, within its day: no money was taken for it. */
export const UNPAID_STATUSES = ['created', 'failed'] as const satisfies readonly TaxPaymentStatus[];

/** Orders that were never paid and never will be: the clerks' payments list leaves them out unless filtered for. */
export const CLOSED_UNPAID_STATUSES = ['expired', 'cancelled'] as const satisfies readonly TaxPaymentStatus[];

/** Whether an order may still be paid or cancelled by its citizen. */
export const isUnpaid = (status: string): boolean => (UNPAID_STATUSES as readonly string[]).includes(status);
