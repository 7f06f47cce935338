import type { TaxOrderRequest } from '../../../../shared/api/tax-types';
import { lateFeePaise } from '../../../../shared/domain/taxes/late-fee';
import { isCalendarDate } from '../../../../shared/domain/dates';
import { rupeesToPaise } from '../../../../shared/domain/money';
import type { PaymentMethod } from '../../../../shared/domain/taxes/tax-definitions';
import type { TaxDefinition } from '../../../../shared/domain/taxes/tax-definition-types';
import { buildTaxOrderSchema } from '../../../../shared/domain/taxes/tax-order-schema';
import type { FieldErrors } from '../../../../shared/validation/validate';
import { validateWithSchema } from '../../../ui/form/schema-validation';

/** A tax form's values as typed: every field is text until it is turned into an order. */
export type TaxFormValues = Record<string, string>;

export function emptyTaxForm(definition: TaxDefinition): TaxFormValues {
  const names = [...definition.identifiers.map((field) => field.name), definition.period.name, 'dueDate', 'amount', 'paymentMethod'];
  return Object.fromEntries(names.map((name) => [name, '']));
}

/** The amount in rupees as a number, or undefined while it is empty (NaN when it is not a number). */
function amountOf(values: TaxFormValues): number | undefined {
  const text = (values.amount ?? '').trim();
  return text === '' ? undefined : Number(text);
}

/** The figures the form shows as the person types: late fee and total, in paise. */
export function taxTotals(definition: TaxDefinition, values: TaxFormValues, now: Date = new Date()) {
  const dueDate = values.dueDate ?? '';
  const lateFee = isCalendarDate(dueDate) ? lateFeePaise(definition, dueDate, now) : 0;
  const amount = amountOf(values);
  const amountPaise = amount !== undefined && Number.isFinite(amount) && amount >= 0 ? rupeesToPaise(amount) : 0;
  return { lateFee, total: amountPaise + lateFee };
}

/** The create-order body of spec section 3 (the server recomputes the late fee itself). */
export function toTaxOrder(definition: TaxDefinition, values: TaxFormValues): TaxOrderRequest {
  const identifiers = Object.fromEntries(definition.identifiers.map((field) => [field.name, (values[field.name] ?? '').trim()]));
  return {
    type: definition.slug,
    identifiers,
    [definition.period.name]: values[definition.period.name] ?? '',
    dueDate: values.dueDate ?? '',
    amount: amountOf(values) as number,
    lateFee: taxTotals(definition, values).lateFee / 100,
    paymentMethod: (values.paymentMethod ?? '') as PaymentMethod,
  };
}

/** The server's own rules, run before the round trip; errors keyed by the form's field names. */
export async function validateTaxForm(definition: TaxDefinition, values: TaxFormValues): Promise<FieldErrors> {
  const errors = await validateWithSchema(buildTaxOrderSchema(definition), toTaxOrder(definition, values));
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.replace(/^identifiers\./, ''), message]));
}
