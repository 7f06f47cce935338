import { catalogue } from '../../i18n/catalogue';
import type { FormTexts } from './form-texts.en';

/** The form engine's texts: every page with a form lists these in its `texts` (docs/decisions/035). */
export const formTexts = catalogue<FormTexts>('form', {
  en: () => import('./form-texts.en'),
  ta: () => import('./form-texts.ta'),
});
