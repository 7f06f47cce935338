import { object, string } from 'yup';
import type { ObjectSchema, StringSchema } from 'yup';
import { amountWithoutGrouping } from '../i18n/formats';
import { EMAIL_PATTERN } from '../validation/patterns';
import { normalizeTypedText, withoutBidiControls } from '../validation/typed-text';
import { isCalendarDate, todayInIndia } from '../domain/common/dates';
import type { CertificateDefinition, FieldDefinition } from '../domain/certificates/definition-types';
import { AADHAAR_DIGITS, PHONE_MAX, PHONE_PATTERN, TEXT_MAX, TEXTAREA_MAX } from '../domain/certificates/field-rules';

/**
 * The messages of the certificate schema, in English: what the server answers and an English page
 * shows. The client passes its page language's messages (typed by this object) to the builder.
 */
export const certificateMessages = {
  aadhaar: `Aadhaar must be exactly ${AADHAAR_DIGITS} digits`,
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid contact number',
  date: 'Please enter a valid date (day, month and year)',
  amount: 'Please enter an amount in rupees, for example 120000',
  required: (label: string) => `${label} is required`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters`,
  option: (label: string) => `Please choose one of the listed options for ${label}`,
  future: (label: string) => `${label} cannot be in the future`,
  notText: (label: string) => `${label} must be text`,
};

export type CertificateMessages = typeof certificateMessages;

/** What the schema says, and how it names a field in it: English (the server's) unless a page passes its language's. */
export interface CertificateSchemaTexts {
  messages: CertificateMessages;
  label: (field: FieldDefinition) => string;
}

const englishTexts: CertificateSchemaTexts = { messages: certificateMessages, label: (field) => field.label };

export type CertificateValues = Record<string, string>;

const AADHAAR_PATTERN = new RegExp(`^\\d{${AADHAAR_DIGITS}}$`);
const AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;
const EMAIL_MAX = 254;

const isBlank = (value: string | undefined): boolean => value === undefined || value === '';

function maxLengthOf(field: FieldDefinition): number {
  switch (field.kind) {
    case 'textarea':
      return TEXTAREA_MAX;
    case 'email':
      return EMAIL_MAX;
    case 'aadhaar':
    case 'phone':
      return PHONE_MAX;
    default:
      return TEXT_MAX;
  }
}

/** One field's rules. Strict checks (Aadhaar, phone, email patterns) apply where the definition asks. */
function fieldSchema(
  field: FieldDefinition,
  strictChecks: boolean,
  { messages, label: labelOf }: CertificateSchemaTexts,
): StringSchema<string | undefined> {
  const label = labelOf(field);
  let schema: StringSchema<string | undefined> = string().typeError(messages.notText(label));
  schema = field.required ? schema.required(field.requiredMessage ?? messages.required(label)) : schema.optional();
  const max = maxLengthOf(field);
  schema = schema.max(max, messages.tooLong(label, max));
  const when = (name: string, message: string, check: (value: string) => boolean) =>
    schema.test(name, message, (value) => isBlank(value) || check(value as string));

  switch (field.kind) {
    case 'select': {
      const values = (field.options ?? []).map((option) => option.value);
      return when('option', messages.option(label), (value) => values.includes(value));
    }
    case 'date':
      schema = when('date', messages.date, isCalendarDate);
      return schema.test(
        'not-future',
        messages.future(label),
        (value) => isBlank(value) || !isCalendarDate(value as string) || (value as string) <= todayInIndia(),
      );
    case 'amount':
      return when('amount', messages.amount, (value) => AMOUNT_PATTERN.test(value));
    case 'aadhaar':
      return strictChecks ? when('aadhaar', field.invalidMessage ?? messages.aadhaar, (value) => AADHAAR_PATTERN.test(value)) : schema;
    case 'phone':
      return strictChecks ? when('phone', field.invalidMessage ?? messages.phone, (value) => PHONE_PATTERN.test(value)) : schema;
    case 'email':
      return when('email', field.invalidMessage ?? messages.email, (value) => EMAIL_PATTERN.test(value));
    default:
      return schema;
  }
}

/**
 * The Yup schema of a certificate's text fields, used by the form and by the server alike. The
 * server builds it with the English texts (its answers are the spec's); a page passes its own.
 */
export function buildCertificateSchema(
  definition: CertificateDefinition,
  texts: CertificateSchemaTexts = englishTexts,
): ObjectSchema<CertificateValues> {
  const shape = Object.fromEntries(definition.fields.map((field) => [field.name, fieldSchema(field, definition.strictChecks, texts)]));
  return object(shape) as unknown as ObjectSchema<CertificateValues>;
}

/**
 * What both sides do to values before validating: text is normalised as all typed text is
 * (normalizeTypedText: no bidirectional controls, line breaks as \\n, trimmed), a strictly checked
 * Aadhaar loses the spaces it is displayed with (1234 5678 9012 is stored as 123456789012), and an
 * amount the commas it was typed with ("1,20,000" is stored as 120000).
 * Only declared fields are normalised; anything else is left for the validator to refuse.
 */
export function normalizeCertificateValues(definition: CertificateDefinition, values: Record<string, unknown>): Record<string, unknown> {
  const normalized: Record<string, unknown> = { ...values };
  for (const field of definition.fields) {
    const value = values[field.name];
    if (typeof value !== 'string') continue;
    if (field.kind === 'aadhaar' && definition.strictChecks) normalized[field.name] = withoutBidiControls(value).replace(/\s/g, '');
    else if (field.kind === 'amount') normalized[field.name] = amountWithoutGrouping(withoutBidiControls(value));
    else normalized[field.name] = normalizeTypedText(value);
  }
  return normalized;
}

/** Empty values for every field: a new form, and a form cleared after a successful submit. */
export function emptyCertificateValues(definition: CertificateDefinition): CertificateValues {
  return Object.fromEntries(definition.fields.map((field) => [field.name, '']));
}
