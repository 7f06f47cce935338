import { catalogue } from '../../i18n/catalogue';

/*
 * /track (decision 047): following an application without an account, by its reference and the
 * mobile number given in it; a complaint ID goes to the complaint tracker.
 */
export const trackTexts = catalogue('track', {
  en: () => import('./track-texts.en'),
  ta: () => import('./track-texts.ta'),
});
