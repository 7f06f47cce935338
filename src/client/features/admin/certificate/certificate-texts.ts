import { catalogue } from '../../../i18n/catalogue';
import type { CertificateTexts } from './certificate-texts.en';

export const certificateTexts = catalogue<CertificateTexts>('issued certificate', {
  en: () => import('./certificate-texts.en'),
  ta: () => import('./certificate-texts.ta'),
});
