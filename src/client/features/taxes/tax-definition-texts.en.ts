import type { PaymentMethod, TaxSlug } from '../../../shared/domain/taxes/tax-definitions';
import { PAYMENT_METHODS, taxDefinitions } from '../../../shared/domain/taxes/tax-definitions';
import type { TaxDefinition } from '../../../shared/domain/taxes/tax-definition-types';
import { taxFieldWords } from '../../../shared/domain/taxes/tax-form-fields';

/** The words of one tax definition, by field name and option value. */
export interface TaxDefinitionWords {
  title: string;
  formTitle: string;
  summary: string;
  checkoutDescription: string;
  periodLabel: string;
  dueDateLabel: string;
  amountLabel: string;
  /** Each identifier's label, by its name. */
  identifiers: Record<string, string>;
  /** Each period's label, by its value (property and land; the others take a month). */
  periodOptions: Record<string, string>;
}

export interface TaxDefinitionTexts {
  /** What the five forms share. */
  fields: {
    monthHint: string;
    amountHint: string;
    paymentMethodLabel: string;
    paymentMethods: Record<PaymentMethod, string>;
  };
  taxes: Record<TaxSlug, TaxDefinitionWords>;
}

const labelsByKey = (entries: readonly { key: string; label: string }[]) =>
  Object.fromEntries(entries.map(({ key, label }) => [key, label]));

function wordsOf(definition: TaxDefinition): TaxDefinitionWords {
  const { period } = definition;
  return {
    title: definition.title,
    formTitle: definition.formTitle,
    summary: definition.summary,
    checkoutDescription: definition.checkoutDescription,
    periodLabel: period.label,
    dueDateLabel: definition.dueDateLabel,
    amountLabel: definition.amountLabel,
    identifiers: labelsByKey(definition.identifiers.map((field) => ({ key: field.name, label: field.label }))),
    periodOptions:
      period.kind === 'period' ? labelsByKey(period.options.map((option) => ({ key: option.value, label: option.label }))) : {},
  };
}

/*
 * The English words are the definitions' own (src/shared/domain/taxes/tax-definitions.ts, the
 * spec's), read from them so that there is one English; tax-definition-texts.ta.ts has the same
 * keys in Tamil, which tests/unit/client/tax-definition-texts.test.ts holds to every definition.
 */
const taxDefinitionTexts: TaxDefinitionTexts = {
  fields: {
    monthHint: taxFieldWords.monthHint,
    amountHint: taxFieldWords.amountHint,
    paymentMethodLabel: taxFieldWords.paymentMethodLabel,
    paymentMethods: Object.fromEntries(PAYMENT_METHODS.map((method) => [method.value, method.label])) as Record<PaymentMethod, string>,
  },
  taxes: Object.fromEntries(taxDefinitions.map((definition) => [definition.slug, wordsOf(definition)])) as Record<
    TaxSlug,
    TaxDefinitionWords
  >,
};

export default taxDefinitionTexts;
