import { catalogue } from '../../../i18n/catalogue';

/* A grievance's own page beyond its message and status (decision 085): the photo, the place, the rating, the possible duplicates. */
export const grievanceAdminTexts = catalogue('admin-grievance', {
  en: () => import('./grievance-admin-texts.en'),
  ta: () => import('./grievance-admin-texts.ta'),
});
