import { catalogue } from '../../../i18n/catalogue';
import type { CorrectionTexts } from './correction-texts.en';

/** The citizen's correction of a returned application (decision 048). */
export const correctionTexts = catalogue<CorrectionTexts>('correction', {
  en: () => import('./correction-texts.en'),
  ta: () => import('./correction-texts.ta'),
});
