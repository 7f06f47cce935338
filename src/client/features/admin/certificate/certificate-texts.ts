import { catalogue } from '../../../i18n/catalogue';

/** Revoking an issued certificate, on the clerk's application page (decision 050). */
export const certificateTexts = catalogue('issued certificate', {
  en: () => import('./certificate-texts.en'),
  ta: () => import('./certificate-texts.ta'),
});
