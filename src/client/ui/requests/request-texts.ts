import { catalogue } from '../../i18n/catalogue';

/*
 * What every page about one of a citizen's requests says: its facts, statuses, history, the copy
 * shown offline, and the confirmation after a submission.
 */
export const requestTexts = catalogue('requests', {
  en: () => import('./request-texts.en'),
  ta: () => import('./request-texts.ta'),
});
