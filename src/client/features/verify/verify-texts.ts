import { catalogue } from '../../i18n/catalogue';

/*
 * /verify, for a certificate or a payment's receipt (decisions 050 and 053). A receipt names its
 * tax in the tax definitions' words, which the page picks (verify-page.tsx); this has only the
 * words around them.
 */
export const verifyTexts = catalogue('verify', {
  en: () => import('./verify-texts.en'),
  ta: () => import('./verify-texts.ta'),
});
