import { catalogue } from '../../i18n/catalogue';

/*
 * The My requests list (decision 043). The list names each payment by its tax and each grievance
 * by its subject: those words are the taxes' and the grievance form's (a feature does not import
 * another; a unit test holds them equal).
 */
export const myRequestsTexts = catalogue('my requests', {
  en: () => import('./my-requests-texts.en'),
  ta: () => import('./my-requests-texts.ta'),
});
