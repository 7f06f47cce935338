import { catalogue } from '../../i18n/catalogue';

/**
 * The form engine's texts, which every form shows: certificates, taxes, grievances, sign-in and
 * registration. Every page with a form lists these in its `texts` (docs/decisions/035).
 */
export const formTexts = catalogue('form', {
  en: () => import('./form-texts.en'),
  ta: () => import('./form-texts.ta'),
});
