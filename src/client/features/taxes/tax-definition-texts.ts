import { catalogue } from '../../i18n/catalogue';

/*
 * The five tax definitions' titles, labels, options and hints in the page's language, by slug,
 * field name and option value. The English is the definitions' own (src/shared/domain/taxes/
 * tax-definitions.ts, the spec's words); tests/unit/client/tax-and-grievance-words.test.ts holds
 * the catalogue to them, and the Tamil to every field and option.
 */
export const taxDefinitionTexts = catalogue('tax-definitions', {
  en: () => import('./tax-definition-texts.en'),
  ta: () => import('./tax-definition-texts.ta'),
});
