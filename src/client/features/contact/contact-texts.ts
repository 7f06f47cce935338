import { catalogue } from '../../i18n/catalogue';
import type { ContactTexts } from './contact-texts.en';

export const contactTexts = catalogue<ContactTexts>('contact', {
  en: () => import('./contact-texts.en'),
  ta: () => import('./contact-texts.ta'),
});
