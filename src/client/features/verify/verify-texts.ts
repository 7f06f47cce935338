import { catalogue } from '../../i18n/catalogue';
import type { VerifyTexts } from './verify-texts.en';

export const verifyTexts = catalogue<VerifyTexts>('verify', {
  en: () => import('./verify-texts.en'),
  ta: () => import('./verify-texts.ta'),
});
