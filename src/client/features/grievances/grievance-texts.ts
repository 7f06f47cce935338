import { catalogue } from '../../i18n/catalogue';

/*
 * The grievances page (spec sections 2, 5 and 8): the submit form, the tracker and the statuses it
 * shows, and the form's validation messages. The form's English labels and subjects and its
 * messages are the shared form definition's and rules' (what the server says): a unit test holds
 * the catalogue to them.
 */
export const grievanceTexts = catalogue('grievances', {
  en: () => import('./grievance-texts.en'),
  ta: () => import('./grievance-texts.ta'),
});
