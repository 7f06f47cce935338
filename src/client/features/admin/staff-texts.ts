import { catalogue } from '../../i18n/catalogue';

/*
 * Officers, departments and wards (decision 082): the staff page (/admin/staff), and what the
 * dashboard shows of them (an officer's "Assigned to me", each list's department).
 */
export const staffTexts = catalogue('staff', {
  en: () => import('./staff-texts.en'),
  ta: () => import('./staff-texts.ta'),
});
