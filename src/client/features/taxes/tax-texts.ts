import { catalogue } from '../../i18n/catalogue';

/*
 * The taxes pages', the checkout's and the receipt's texts (spec sections 2, 4 and 8), with the
 * order's validation messages, whose English is the server's (a unit test holds them equal). The
 * five forms' labels are in tax-definition-texts.
 */
export const taxTexts = catalogue('taxes', {
  en: () => import('./tax-texts.en'),
  ta: () => import('./tax-texts.ta'),
});
