import { catalogue } from '../../i18n/catalogue';
import type { LogoutTexts } from './logout-texts.en';

export const logoutTexts = catalogue<LogoutTexts>('logout', {
  en: () => import('./logout-texts.en'),
  ta: () => import('./logout-texts.ta'),
});
