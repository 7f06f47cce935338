import { catalogue } from '../../i18n/catalogue';
import type { AdminTexts } from './admin-texts.en';

/** The clerks' dashboard, a single application and the audit log (docs/decisions/035). */
export const adminTexts = catalogue<AdminTexts>('admin', {
  en: () => import('./admin-texts.en'),
  ta: () => import('./admin-texts.ta'),
});
