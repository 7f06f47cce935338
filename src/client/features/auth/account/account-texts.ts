import { catalogue } from '../../../i18n/catalogue';
import type { AccountTexts } from './account-texts.en';

export const accountTexts = catalogue<AccountTexts>('account', {
  en: () => import('./account-texts.en'),
  ta: () => import('./account-texts.ta'),
});
