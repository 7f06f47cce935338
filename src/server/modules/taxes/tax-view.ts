import type { TaxAdminRow } from '../../../shared/api/admin-types';
import type { TaxReceipt } from '../../../shared/api/submissions/tax-types';
import { paiseToRupees } from '../../../shared/domain/common/money';
import { taxBySlug } from '../../../shared/domain/taxes/tax-definitions';
import type { PaymentMethod, TaxSlug } from '../../../shared/domain/taxes/tax-definitions';
import type { TaxPaymentRow } from '../../db/schema';
import type { ReceiptLink } from './receipts';

/** The identifiers in their definition's order (jsonb keeps its own), as the form lists them. */
function orderedIdentifiers(row: TaxPaymentRow): Record<string, string> {
  const fields = taxBySlug(row.type)?.identifiers ?? [];
  const known = fields.filter((field) => field.name in row.identifiers).map((field) => [field.name, row.identifiers[field.name] ?? '']);
  const others = Object.entries(row.identifiers).filter(([name]) => !fields.some((field) => field.name === name));
  return Object.fromEntries([...known, ...others]);
}

/** What a citizen keeps after paying (amounts in paise, as the receipt formats them), with its receipt's number and verify link. */
export function toReceipt(row: TaxPaymentRow, link: ReceiptLink | Record<string, never>): TaxReceipt {
  return {
    ...link,
    reference: row.reference,
    type: row.type as TaxSlug,
    identifiers: orderedIdentifiers(row),
    ...(row.period !== null ? { period: row.period } : {}),
    ...(row.billMonth !== null ? { billMonth: row.billMonth } : {}),
    amount: row.amountPaise,
    lateFee: row.lateFeePaise,
    ...(row.rebatePaise > 0 ? { rebate: row.rebatePaise } : {}),
    total: row.totalPaise,
    paymentMethod: row.paymentMethod as PaymentMethod,
    paidAt: (row.paidAt ?? row.updatedAt).toISOString(),
    paymentId: row.gatewayPaymentId ?? '',
  };
}

/** A payment and, when it pays a register bill and the caller read it, that bill's number. */
export type TaxPaymentWithBill = TaxPaymentRow & { billNo?: number | null };

/**
 * One row of the admin list's `taxes` (spec section 7): amounts in rupees, as the dashboard shows
 * them; a payment of no register demand is self-assessed, one of a demand names its bill.
 */
export function toTaxAdminRow(row: TaxPaymentWithBill): TaxAdminRow {
  return {
    _id: row.id,
    reference: row.reference,
    type: row.type,
    identifiers: orderedIdentifiers(row),
    period: row.period,
    billMonth: row.billMonth,
    dueDate: row.dueDate,
    amount: paiseToRupees(row.amountPaise),
    lateFee: paiseToRupees(row.lateFeePaise),
    rebate: paiseToRupees(row.rebatePaise),
    total: paiseToRupees(row.totalPaise),
    paymentMethod: row.paymentMethod,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    selfAssessed: row.demandId === null,
    billNumber: row.billNo === undefined || row.billNo === null ? null : String(row.billNo),
  };
}
