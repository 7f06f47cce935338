import { catalogue } from '../../i18n/catalogue';
import type { MyRequestsTexts } from './my-requests-texts.en';

export const myRequestsTexts = catalogue<MyRequestsTexts>('my requests', {
  en: () => import('./my-requests-texts.en'),
  ta: () => import('./my-requests-texts.ta'),
});
