import type { FormFieldDefinition } from '../form-fields';
import { PAYMENT_METHODS, TAX_TEXT_MAX } from './tax-definitions';
import type { TaxDefinition } from './tax-definition-types';

/**
 * Every field of a tax form in display order (spec section 3): the bill's identifiers, its
 * period or bill month, the due date, the amount and the payment method. All are required.
 */
export function taxFormFields(definition: TaxDefinition): FormFieldDefinition[] {
  const { period } = definition;
  return [
    ...definition.identifiers.map((field) => ({ ...field, required: true, maxLength: TAX_TEXT_MAX })),
    period.kind === 'period'
      ? { name: period.name, label: period.label, kind: 'select', required: true, options: period.options }
      : { name: period.name, label: period.label, kind: 'month', required: true, hint: 'Year and month, for example 2026-10' },
    { name: 'dueDate', label: definition.dueDateLabel, kind: 'due-date', required: true },
    { name: 'amount', label: definition.amountLabel, kind: 'amount', required: true, hint: 'In rupees, for example 1250.50' },
    { name: 'paymentMethod', label: 'Payment Method', kind: 'select', required: true, options: PAYMENT_METHODS },
  ];
}
