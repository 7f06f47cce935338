import { catalogue } from '../../i18n/catalogue';
import type { OutboxTexts } from './outbox-texts.en';

export const outboxTexts = catalogue<OutboxTexts>('outbox', {
  en: () => import('./outbox-texts.en'),
  ta: () => import('./outbox-texts.ta'),
});
