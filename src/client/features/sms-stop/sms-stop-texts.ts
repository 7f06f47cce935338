import { catalogue } from '../../i18n/catalogue';
import type { SmsStopTexts } from './sms-stop-texts.en';

export const smsStopTexts = catalogue<SmsStopTexts>('sms-stop', {
  en: () => import('./sms-stop-texts.en'),
  ta: () => import('./sms-stop-texts.ta'),
});
