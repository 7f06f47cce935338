import { catalogue } from '../../i18n/catalogue';
import type { TrackTexts } from './track-texts.en';

export const trackTexts = catalogue<TrackTexts>('track', {
  en: () => import('./track-texts.en'),
  ta: () => import('./track-texts.ta'),
});
