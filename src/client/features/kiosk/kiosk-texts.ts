import { catalogue } from '../../i18n/catalogue';
import type { KioskTexts } from './kiosk-texts.en';

export const kioskTexts = catalogue<KioskTexts>('kiosk', {
  en: () => import('./kiosk-texts.en'),
  ta: () => import('./kiosk-texts.ta'),
});
