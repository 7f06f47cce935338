import { catalogue } from '../../i18n/catalogue';
import type { OfflineTexts } from './offline-texts.en';

export const offlineTexts = catalogue<OfflineTexts>('offline', {
  en: () => import('./offline-texts.en'),
  ta: () => import('./offline-texts.ta'),
});
