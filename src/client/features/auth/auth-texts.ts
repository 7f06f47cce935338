import { catalogue } from '../../i18n/catalogue';
import type { AuthTexts } from './auth-texts.en';

export const authTexts = catalogue<AuthTexts>('auth', {
  en: () => import('./auth-texts.en'),
  ta: () => import('./auth-texts.ta'),
});
