import { catalogue } from '../../i18n/catalogue';

/*
 * What a certificate form says when a check fails (spec section 5). The English is the shared
 * rules' own messages, so that an English form says exactly what the server says: a unit test
 * holds the catalogue to them. Only the form pages load these.
 */
export const validationTexts = catalogue('certificate validation', {
  en: () => import('./validation-texts.en'),
  ta: () => import('./validation-texts.ta'),
});
