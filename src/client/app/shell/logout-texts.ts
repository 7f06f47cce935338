import { catalogue } from '../../i18n/catalogue';

/** What Logout asks when something of the account has not been sent (docs/decisions/063). */
export const logoutTexts = catalogue('logout', {
  en: () => import('./logout-texts.en'),
  ta: () => import('./logout-texts.ta'),
});
