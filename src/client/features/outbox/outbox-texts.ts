import { catalogue } from '../../i18n/catalogue';

/** The outbox page. */
export const outboxTexts = catalogue('outbox', {
  en: () => import('./outbox-texts.en'),
  ta: () => import('./outbox-texts.ta'),
});
