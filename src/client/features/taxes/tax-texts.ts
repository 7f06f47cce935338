import { catalogue } from '../../i18n/catalogue';
import type { TaxTexts } from './tax-texts.en';

/** The taxes pages', the checkout's and the receipt's texts, with the order's validation messages. */
export const taxTexts = catalogue<TaxTexts>('taxes', {
  en: () => import('./tax-texts.en'),
  ta: () => import('./tax-texts.ta'),
});
