import { catalogue } from '../../../i18n/catalogue';

/**
 * The citizen's correction of a returned application (/my-requests/applications/:type/:id/correct,
 * decision 048): the office's message, the fields it asked to correct, and sending it back.
 */
export const correctionTexts = catalogue('correction', {
  en: () => import('./correction-texts.en'),
  ta: () => import('./correction-texts.ta'),
});
