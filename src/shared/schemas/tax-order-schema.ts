import { mixed, number, object, string } from 'yup';
import type { AnyObject, ObjectSchema } from 'yup';
import { isCalendarDate, isCalendarMonth } from '../domain/common/dates';
import { groupedIndian } from '../domain/common/money';
import { PHONE_PATTERN } from '../domain/certificates/field-rules';
import { PAYMENT_METHODS, TAX_TEXT_MAX } from '../domain/taxes/tax-definitions';
import type { TaxDefinition } from '../domain/taxes/tax-definition-types';
import { normalizeTypedText } from '../validation/typed-text';

/** The largest amount one bill may carry: ₹1 crore. Beyond it is a typing mistake or an attack. */
export const MAX_AMOUNT_RUPEES = 10_000_000;

/**
 * The tax order's messages in English, the spec's words: what the server says. A page in another
 * language passes its own object of this type (the taxes catalogue, src/client/features/taxes/tax-texts.ta.po).
 */
export const taxMessages = {
  required: (label: string) => `${label} is required`,
  notText: (label: string) => `${label} must be text`,
  amountNumber: 'Amount must be a number',
  amountMin: 'Amount must be at least 0',
  amountMax: `Amount must be at most ${groupedIndian(MAX_AMOUNT_RUPEES)} rupees`,
  amountStep: 'Amount can have at most 2 decimal places (paise)',
  lateFeeNumber: 'Late fee must be a number',
  ward: 'Ward number must be a whole number of at least 1',
  phone: 'Please enter a valid mobile number',
  date: 'Please enter a valid due date',
  month: 'Please choose the bill month',
  option: (label: string) => `Please choose one of the listed options for ${label}`,
  method: 'Please choose a payment method',
  tooLong: (label: string) => `${label} must be at most ${TAX_TEXT_MAX} characters`,
  unknownIdentifier: 'Unknown identifier',
  billNumber: 'billNumber must be the number of a bill from the register',
};
export type TaxMessages = typeof taxMessages;

/** The messages, and the name a message gives each field (its label in the definition, or `Amount`). */
export interface TaxSchemaTexts {
  messages: TaxMessages;
  label: (field: { name: string; label: string }) => string;
}

const english: TaxSchemaTexts = { messages: taxMessages, label: (field) => field.label };

const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const WARD_PATTERN = /^[1-9]\d{0,5}$/;
/** A register bill's number, as GET /api/bills gives it (decision 075). */
const BILL_NUMBER = /^[1-9]\d{0,17}$/;
const WARD_MAX = 999_999;

/**
 * The ward number as the OpenAPI document describes it: a string of digits or a JSON number, at
 * least 1 (spec section 5: "Ward number is a number, at least 1"; normalizeTaxOrder makes a number text).
 */
const WARD_JSON_SCHEMA = { type: ['string', 'integer'], minimum: 1, maximum: WARD_MAX };

/** Text identifiers, the ward number (a whole number ≥ 1, spec section 5) and the mobile number. */
function identifierShape(definition: TaxDefinition, { messages, label: labelOf }: TaxSchemaTexts) {
  return Object.fromEntries(
    definition.identifiers.map((field) => {
      const label = labelOf(field);
      const base = string()
        .typeError(messages.notText(label))
        .required(messages.required(label))
        .max(TAX_TEXT_MAX, messages.tooLong(label));
      switch (field.kind) {
        case 'ward':
          return [field.name, base.typeError(messages.ward).matches(WARD_PATTERN, messages.ward).meta({ jsonSchema: WARD_JSON_SCHEMA })];
        case 'phone':
          return [field.name, base.matches(PHONE_PATTERN, messages.phone)];
        default:
          return [field.name, base];
      }
    }),
  );
}

/**
 * The body of POST /api/taxes/create-order for one tax type (spec section 3). The client's
 * lateFee is accepted for compatibility but never trusted: the server recomputes it. The server
 * builds it in English; a page builds it with its language's texts.
 */
export function buildTaxOrderSchema(definition: TaxDefinition, texts: TaxSchemaTexts = english): ObjectSchema<AnyObject> {
  const { messages } = texts;
  const periodLabel = texts.label(definition.period);
  const period =
    definition.period.kind === 'period'
      ? string()
          .typeError(messages.notText(periodLabel))
          .required(messages.required(periodLabel))
          .oneOf(
            definition.period.options.map((option) => option.value),
            messages.option(periodLabel),
          )
      : string()
          .typeError(messages.notText(periodLabel))
          .required(messages.month)
          .test('month', messages.month, (value) => isCalendarMonth(value ?? ''));

  return object({
    type: string().required().oneOf([definition.slug]),
    identifiers: object(identifierShape(definition, texts))
      .required(messages.required(texts.label({ name: 'identifiers', label: 'Identifiers' })))
      .noUnknown(true, messages.unknownIdentifier),
    [definition.period.name]: period,
    dueDate: string()
      .typeError(messages.notText(texts.label({ name: 'dueDate', label: 'Due date' })))
      .required(messages.required(texts.label({ name: 'dueDate', label: definition.dueDateLabel })))
      .test('date', messages.date, (value) => isCalendarDate(value ?? '')),
    amount: number()
      .typeError(messages.amountNumber)
      .required(messages.required(texts.label({ name: 'amount', label: 'Amount' })))
      .min(0, messages.amountMin)
      .max(MAX_AMOUNT_RUPEES, messages.amountMax)
      .test('step', messages.amountStep, (value) => value === undefined || hasAtMostTwoDecimals(value)),
    lateFee: number().typeError(messages.lateFeeNumber).optional(),
    billNumber: string().typeError(messages.billNumber).optional().matches(BILL_NUMBER, messages.billNumber),
    paymentMethod: mixed()
      .required(messages.method)
      .oneOf(
        PAYMENT_METHODS.map((method) => method.value),
        messages.method,
      ),
  });
}

/**
 * What the server does to an order's body before validating it: each identifier's text is
 * normalised as the form does it (normalizeTypedText), and a ward number sent as a JSON number
 * (`"wardNo": 12`, as a client written from the spec sends it) becomes the text the form sends
 * ("12"), so both are checked, stored and hashed for an Idempotency-Key alike. A number that is no
 * whole number of at least 1 becomes text the schema then refuses with the ward's message.
 */
export function normalizeTaxOrder(definition: TaxDefinition, body: Record<string, unknown>): Record<string, unknown> {
  const identifiers = body.identifiers;
  if (typeof identifiers !== 'object' || identifiers === null || Array.isArray(identifiers)) return body;
  const normalized: Record<string, unknown> = { ...identifiers };
  for (const field of definition.identifiers) {
    const value = normalized[field.name];
    if (typeof value === 'string') normalized[field.name] = normalizeTypedText(value);
    else if (field.kind === 'ward' && typeof value === 'number') normalized[field.name] = String(value);
  }
  return { ...body, identifiers: normalized };
}
