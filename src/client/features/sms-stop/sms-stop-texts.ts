import { catalogue } from '../../i18n/catalogue';

/** The page of the stop link at the end of every SMS (decision 061). */
export const smsStopTexts = catalogue('sms-stop', {
  en: () => import('./sms-stop-texts.en'),
  ta: () => import('./sms-stop-texts.ta'),
});
