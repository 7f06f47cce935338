import { mixed, number, object, string } from 'yup';
import type { AnyObject, ObjectSchema } from 'yup';
import { isCalendarDate, isCalendarMonth } from '../domain/common/dates';
import { groupedIndian } from '../domain/common/money';
import { PHONE_PATTERN } from '../domain/certificates/field-rules';
import { PAYMENT_METHODS, TAX_TEXT_MAX } from '../domain/taxes/tax-definitions';
import type { TaxDefinition } from '../domain/taxes/tax-definition-types';

/** The largest amount one bill may carry: ₹1 crore. Beyond it is a typing mistake or an attack. */
export const MAX_AMOUNT_RUPEES = 10_000_000;

export const taxMessages = {
  required: (label: string) => `${label} is required`,
  amountNumber: 'Amount must be a number',
  amountMin: 'Amount must be at least 0',
  amountMax: `Amount must be at most ${groupedIndian(MAX_AMOUNT_RUPEES)} rupees`,
  amountStep: 'Amount can have at most 2 decimal places (paise)',
  ward: 'Ward number must be a whole number of at least 1',
  phone: 'Please enter a valid mobile number',
  date: 'Please enter a valid due date',
  month: 'Please choose the bill month',
  option: (label: string) => `Please choose one of the listed options for ${label}`,
  method: 'Please choose a payment method',
  tooLong: (label: string) => `${label} must be at most ${TAX_TEXT_MAX} characters`,
} as const;

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** Text identifiers, the ward number (a whole number ≥ 1, spec section 5) and the mobile number. */
function identifierShape(definition: TaxDefinition) {
  return Object.fromEntries(
    definition.identifiers.map((field) => {
      const base = string().typeError(`${field.label} must be text`).required(taxMessages.required(field.label)).max(TAX_TEXT_MAX, taxMessages.tooLong(field.label));
      switch (field.kind) {
        case 'ward':
          return [field.name, base.matches(/^[1-9]\d{0,5}$/, taxMessages.ward)];
        case 'phone':
          return [field.name, base.matches(PHONE_PATTERN, taxMessages.phone)];
        default:
          return [field.name, base];
      }
    }),
  );
}

/**
 * The body of POST /api/taxes/create-order for one tax type (spec section 3). The client's
 * lateFee is accepted for compatibility but never trusted: the server recomputes it.
 */
export function buildTaxOrderSchema(definition: TaxDefinition): ObjectSchema<AnyObject> {
  const period =
    definition.period.kind === 'period'
      ? string()
          .typeError(`${definition.period.label} must be text`)
          .required(taxMessages.required(definition.period.label))
          .oneOf(definition.period.options.map((option) => option.value), taxMessages.option(definition.period.label))
      : string().typeError(`${definition.period.label} must be text`).required(taxMessages.month).test('month', taxMessages.month, (value) => isCalendarMonth(value ?? ''));

  return object({
    type: string().required().oneOf([definition.slug]),
    identifiers: object(identifierShape(definition)).required(taxMessages.required('Identifiers')).noUnknown(true, 'Unknown identifier'),
    [definition.period.name]: period,
    dueDate: string().typeError('Due date must be text').required(taxMessages.required(definition.dueDateLabel)).test('date', taxMessages.date, (value) => isCalendarDate(value ?? '')),
    amount: number()
      .typeError(taxMessages.amountNumber)
      .required(taxMessages.required('Amount'))
      .min(0, taxMessages.amountMin)
      .max(MAX_AMOUNT_RUPEES, taxMessages.amountMax)
      .test('step', taxMessages.amountStep, (value) => value === undefined || hasAtMostTwoDecimals(value)),
    lateFee: number().typeError('Late fee must be a number').optional(),
    paymentMethod: mixed()
      .required(taxMessages.method)
      .oneOf(PAYMENT_METHODS.map((method) => method.value), taxMessages.method),
  });
}
