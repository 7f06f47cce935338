import { catalogue } from '../../../i18n/catalogue';

/* The dashboard's appeals (decision 084): the list, and the dialog that decides one. */
export const appealAdminTexts = catalogue('admin-appeals', {
  en: () => import('./appeal-admin-texts.en'),
  ta: () => import('./appeal-admin-texts.ta'),
});
