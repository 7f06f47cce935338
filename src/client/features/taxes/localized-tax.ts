import type { FormFieldDefinition } from '../../../shared/domain/form-fields';
import { groupedIndian } from '../../../shared/domain/common/money';
import { PAYMENT_METHODS, TAX_TEXT_MAX } from '../../../shared/domain/taxes/tax-definitions';
import type { TaxDefinition } from '../../../shared/domain/taxes/tax-definition-types';
import { taxFormFields } from '../../../shared/domain/taxes/tax-form-fields';
import type { TaxFieldWords } from '../../../shared/domain/taxes/tax-form-fields';
import { MAX_AMOUNT_RUPEES } from '../../../shared/schemas/tax-order-schema';
import type { TaxSchemaTexts } from '../../../shared/schemas/tax-order-schema';
import { wordFor } from '../../../shared/i18n/word-for';
import { taxDefinitionTexts } from './tax-definition-texts';
import { taxTexts } from './tax-texts';

type TaxDefinitionTexts = ReturnType<typeof taxDefinitionTexts.get>;
type TaxTexts = ReturnType<typeof taxTexts.get>;

/**
 * A tax definition in the page's language: the same slug, fields, values and rules, with its
 * titles and labels from the catalogue (English: the definition's own words).
 */
export function localizedTax(definition: TaxDefinition, texts: TaxDefinitionTexts = taxDefinitionTexts.get()): TaxDefinition {
  const words = texts.taxes[definition.slug];
  // Only the taxes paid for a named period (property, land) have words for its options.
  const periodOptions: Readonly<Record<string, string>> = 'periodOptions' in words ? words.periodOptions : {};
  const { period } = definition;
  return {
    ...definition,
    title: words.title,
    formTitle: words.formTitle,
    summary: words.summary,
    checkoutDescription: words.checkoutDescription,
    dueDateLabel: words.dueDateLabel,
    amountLabel: words.amountLabel,
    identifiers: definition.identifiers.map((field) => ({ ...field, label: wordFor(words.identifiers, field.name) ?? field.label })),
    period:
      period.kind === 'period'
        ? {
            ...period,
            label: words.periodLabel,
            options: period.options.map((option) => ({ ...option, label: wordFor(periodOptions, option.value) ?? option.label })),
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
  const { messages } = texts;
  return {
    messages: {
      ...messages,
      required: (label) => messages.required({ label }),
      notText: (label) => messages.notText({ label }),
      amountMax: messages.amountMax({ max: groupedIndian(MAX_AMOUNT_RUPEES) }),
      option: (label) => messages.option({ label }),
      tooLong: (label) => messages.tooLong({ label, max: TAX_TEXT_MAX }),
    },
    label: (field) => wordFor(texts.messageLabels, field.label) ?? field.label,
  };
}
