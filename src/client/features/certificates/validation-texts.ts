import { catalogue } from '../../i18n/catalogue';
import type { ValidationTexts } from './validation-texts.en';

/** The certificate forms' validation messages: the shared rules' English, or their Tamil. */
export const validationTexts = catalogue<ValidationTexts>('certificate validation', {
  en: () => import('./validation-texts.en'),
  ta: () => import('./validation-texts.ta'),
});
