import type { FormFieldDefinition } from '../../../shared/domain/form-fields';
import { PAYMENT_METHODS } from '../../../shared/domain/taxes/tax-definitions';
import type { TaxDefinition } from '../../../shared/domain/taxes/tax-definition-types';
import { taxFormFields } from '../../../shared/domain/taxes/tax-form-fields';
import type { TaxFieldWords } from '../../../shared/domain/taxes/tax-form-fields';
import type { TaxSchemaTexts } from '../../../shared/schemas/tax-order-schema';
import { taxDefinitionTexts } from './tax-definition-texts';
import type { TaxDefinitionTexts } from './tax-definition-texts.en';
import { taxTexts } from './tax-texts';
import type { TaxTexts } from './tax-texts.en';

/**
 * A tax definition in the page's language: the same slug, fields, values and rules, with its
 * titles and labels from the catalogue (English: the definition's own words).
 */
export function localizedTax(definition: TaxDefinition, texts: TaxDefinitionTexts = taxDefinitionTexts.get()): TaxDefinition {
  const words = texts.taxes[definition.slug];
  const { period } = definition;
  return {
    ...definition,
    title: words.title,
    formTitle: words.formTitle,
    summary: words.summary,
    checkoutDescription: words.checkoutDescription,
    dueDateLabel: words.dueDateLabel,
    amountLabel: words.amountLabel,
    identifiers: definition.identifiers.map((field) => ({ ...field, label: words.identifiers[field.name] ?? field.label })),
    period:
      period.kind === 'period'
        ? {
            ...period,
            label: words.periodLabel,
            options: period.options.map((option) => ({ ...option, label: words.periodOptions[option.value] ?? option.label })),
          }
        : { ...period, label: words.periodLabel },
  };
}

/** The words the five forms share, in the page's language. */
export function localizedFieldWords(texts: TaxDefinitionTexts = taxDefinitionTexts.get()): TaxFieldWords {
  const { fields } = texts;
  return {
    monthHint: fields.monthHint,
    amountHint: fields.amountHint,
    paymentMethodLabel: fields.paymentMethodLabel,
    paymentMethods: PAYMENT_METHODS.map((method) => ({ value: method.value, label: fields.paymentMethods[method.value] })),
  };
}

/** A localized definition's form fields, as the form engine shows them. */
export function localizedTaxFields(localized: TaxDefinition): FormFieldDefinition[] {
  return taxFormFields(localized, localizedFieldWords());
}

/** The order schema's messages in the page's language, naming fields as the localized definition does. */
export function taxSchemaTexts(texts: TaxTexts = taxTexts.get()): TaxSchemaTexts {
  const labels: Record<string, string> = texts.messageLabels;
  return { messages: texts.messages, label: (field) => labels[field.label] ?? field.label };
}
