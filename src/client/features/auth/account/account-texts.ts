import { catalogue } from '../../../i18n/catalogue';

/** The account page and forgotten passwords (docs/decisions/051). */
export const accountTexts = catalogue('account', {
  en: () => import('./account-texts.en'),
  ta: () => import('./account-texts.ta'),
});
