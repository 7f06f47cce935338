import { catalogue } from '../../../i18n/catalogue';

/* A citizen's appeal on their application's page (decision 084): the form, and the appeal's state and outcome. */
export const appealTexts = catalogue('appeals', {
  en: () => import('./appeal-texts.en'),
  ta: () => import('./appeal-texts.ta'),
});
