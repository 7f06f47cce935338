import { catalogue } from '../../i18n/catalogue';
import type { TaxDefinitionTexts } from './tax-definition-texts.en';

/** The five tax definitions' titles, labels, options and hints in the page's language. */
export const taxDefinitionTexts = catalogue<TaxDefinitionTexts>('tax-definitions', {
  en: () => import('./tax-definition-texts.en'),
  ta: () => import('./tax-definition-texts.ta'),
});
