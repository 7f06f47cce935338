import { catalogue } from '../../i18n/catalogue';
import type { RequestTexts } from './request-texts.en';

export const requestTexts = catalogue<RequestTexts>('requests', {
  en: () => import('./request-texts.en'),
  ta: () => import('./request-texts.ta'),
});
