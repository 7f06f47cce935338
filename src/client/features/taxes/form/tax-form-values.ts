import type { MyPaymentDetail } from '../../../../shared/api/my-requests-types';
import type { TaxOrderRequest } from '../../../../shared/api/submissions/tax-types';
import { lateFeePaise } from '../../../../shared/domain/taxes/late-fee';
import { isCalendarDate } from '../../../../shared/domain/common/dates';
import { rupeesToPaise } from '../../../../shared/domain/common/money';
import type { PaymentMethod } from '../../../../shared/domain/taxes/tax-definitions';
import type { TaxDefinition } from '../../../../shared/domain/taxes/tax-definition-types';
import { taxFormFields } from '../../../../shared/domain/taxes/tax-form-fields';
import { buildTaxOrderSchema } from '../../../../shared/schemas/tax-order-schema';
import type { AnyObject, ObjectSchema } from 'yup';
import { amountWithoutGrouping } from '../../../../shared/i18n/formats';
import { normalizeTypedText } from '../../../../shared/validation/typed-text';
import type { FieldErrors } from '../../../../shared/validation/validate';
import { validateWithSchema } from '../../../ui/form/schema-validation';
import { BILL_NUMBER, REGISTER_BILL, chosenDue } from './register-bill';

/** A tax form's values as typed: every field is text until it is turned into an order. */
export type TaxFormValues = Record<string, string>;

/** The router state of "Pay again": the form starts with an earlier order's bill details (decision 074). */
export interface PayAgainState {
  prefill: TaxFormValues;
}

/** An earlier order's bill details as the form's values: what "Pay again" starts a new payment with. */
export function payAgainValues(definition: TaxDefinition, payment: MyPaymentDetail): TaxFormValues {
  const period = payment.period ?? payment.billMonth ?? '';
  const values: TaxFormValues = {
    ...payment.identifiers,
    [definition.period.name]: period,
    dueDate: payment.dueDate,
    amount: String(payment.amount),
    paymentMethod: payment.paymentMethod,
  };
  return startingTaxForm(definition, { values });
}

/** The values "Pay again" sent the form, or null on any other visit. */
export function prefillIn(state: unknown): TaxFormValues | null {
  if (typeof state !== 'object' || state === null) return null;
  const { prefill } = state as Partial<PayAgainState>;
  return typeof prefill === 'object' && prefill !== null && Object.values(prefill).every((value) => typeof value === 'string')
    ? prefill
    : null;
}

/** A new form, or the draft found on the device: only the fields this tax has, and the register's bill it found. */
export function startingTaxForm(definition: TaxDefinition, draft?: { values: Record<string, string> } | null): TaxFormValues {
  const names = [...taxFormFields(definition).map((field) => field.name), BILL_NUMBER, REGISTER_BILL];
  return Object.fromEntries(names.map((name) => [name, draft?.values[name] ?? '']));
}

/**
 * The amount in rupees as a number, or undefined while it is empty (NaN when it is not a number).
 * Typed as people write it, with grouping commas ("85,000", "1,00,000.50"): the API takes a number.
 */
function amountOf(values: TaxFormValues): number | undefined {
  const text = amountWithoutGrouping(values.amount ?? '');
  return text === '' ? undefined : Number(text);
}

/**
 * The figures the form shows: late fee, rebate and total, in paise. A bill from the register is
 * priced as the server priced it; an amount the person typed, as they type it.
 */
export function taxTotals(definition: TaxDefinition, values: TaxFormValues, now: Date = new Date()) {
  const due = chosenDue(definition, values);
  if (due) return { lateFee: rupeesToPaise(due.lateFee), rebate: rupeesToPaise(due.rebate), total: rupeesToPaise(due.total) };
  const dueDate = values.dueDate ?? '';
  const lateFee = isCalendarDate(dueDate) ? lateFeePaise(definition, dueDate, now) : 0;
  const amount = amountOf(values);
  const amountPaise = amount !== undefined && Number.isFinite(amount) && amount >= 0 ? rupeesToPaise(amount) : 0;
  return { lateFee, rebate: 0, total: amountPaise + lateFee };
}

/** The create-order body of spec section 3 (the server recomputes the late fee itself). */
export function toTaxOrder(definition: TaxDefinition, values: TaxFormValues): TaxOrderRequest {
  const identifiers = Object.fromEntries(definition.identifiers.map((field) => [field.name, normalizeTypedText(values[field.name] ?? '')]));
  return {
    type: definition.slug,
    identifiers,
    [definition.period.name]: values[definition.period.name] ?? '',
    dueDate: values.dueDate ?? '',
    amount: amountOf(values) as number,
    lateFee: taxTotals(definition, values).lateFee / 100,
    paymentMethod: (values.paymentMethod ?? '') as PaymentMethod,
    ...(values[BILL_NUMBER] ? { billNumber: values[BILL_NUMBER] } : {}),
  };
}

/**
 * The server's own rules, run before the round trip; errors keyed by the form's field names. The
 * page passes the schema built with its language's messages (English: the server's words).
 */
export async function validateTaxForm(
  definition: TaxDefinition,
  values: TaxFormValues,
  schema: ObjectSchema<AnyObject> = buildTaxOrderSchema(definition),
): Promise<FieldErrors> {
  return byFieldName(await validateWithSchema(schema, toTaxOrder(definition, values)));
}

/** Errors on the order's paths (`identifiers.wardNo`) keyed by the form's field names (`wardNo`). */
export function byFieldName(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.replace(/^identifiers\./, ''), message]));
}
