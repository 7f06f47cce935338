import { catalogue } from '../../i18n/catalogue';

export const contactTexts = catalogue('contact', {
  en: () => import('./contact-texts.en'),
  ta: () => import('./contact-texts.ta'),
});
