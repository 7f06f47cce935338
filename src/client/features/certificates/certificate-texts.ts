import { catalogue } from '../../i18n/catalogue';

/*
 * The certificate pages and forms (spec sections 2 and 8). The validation messages are in
 * validation-texts, the definitions' words (titles, labels, options) in certificate-definition-texts.
 */
export const certificateTexts = catalogue('certificates', {
  en: () => import('./certificate-texts.en'),
  ta: () => import('./certificate-texts.ta'),
});
