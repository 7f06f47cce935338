import { catalogue } from '../../i18n/catalogue';

/** The kiosk's bar, its idle warning and the page of its one-time link (decision 047). */
export const kioskTexts = catalogue('kiosk', {
  en: () => import('./kiosk-texts.en'),
  ta: () => import('./kiosk-texts.ta'),
});
