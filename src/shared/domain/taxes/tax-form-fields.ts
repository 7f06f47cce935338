import type { FormFieldDefinition } from '../form-fields';
import type { Option } from '../common/options';
import { PAYMENT_METHODS, TAX_TEXT_MAX } from './tax-definitions';
import type { TaxDefinition } from './tax-definition-types';

/** The words of a tax form's fields that are not the definition's: the same for the five taxes. */
export interface TaxFieldWords {
  monthHint: string;
  amountHint: string;
  paymentMethodLabel: string;
  paymentMethods: readonly Option[];
}

export const taxFieldWords: TaxFieldWords = {
  monthHint: 'Year and month, for example 2026-10',
  amountHint: 'In rupees, for example 1250.50',
  paymentMethodLabel: 'Payment Method',
  paymentMethods: PAYMENT_METHODS,
};

/**
 * Every field of a tax form in display order (spec section 3): the bill's identifiers, its
 * period or bill month, the due date, the amount and the payment method. All are required.
 * A page in another language passes the definition and the words in it.
 */
export function taxFormFields(definition: TaxDefinition, words: TaxFieldWords = taxFieldWords): FormFieldDefinition[] {
  const { period } = definition;
  return [
    ...definition.identifiers.map((field) => ({ ...field, required: true, maxLength: TAX_TEXT_MAX })),
    period.kind === 'period'
      ? { name: period.name, label: period.label, kind: 'select', required: true, options: period.options }
      : { name: period.name, label: period.label, kind: 'month', required: true, hint: words.monthHint },
    { name: 'dueDate', label: definition.dueDateLabel, kind: 'due-date', required: true },
    { name: 'amount', label: definition.amountLabel, kind: 'amount', required: true, hint: words.amountHint },
    { name: 'paymentMethod', label: words.paymentMethodLabel, kind: 'select', required: true, options: words.paymentMethods },
  ];
}
