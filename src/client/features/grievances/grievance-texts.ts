import { catalogue } from '../../i18n/catalogue';
import type { GrievanceTexts } from './grievance-texts.en';

/** The grievances page's texts, its form's labels and subjects, and its validation messages. */
export const grievanceTexts = catalogue<GrievanceTexts>('grievances', {
  en: () => import('./grievance-texts.en'),
  ta: () => import('./grievance-texts.ta'),
});
