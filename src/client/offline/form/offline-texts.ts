import { catalogue } from '../../i18n/catalogue';

/*
 * What the offline layer says under and after a form (the draft's note, the notice of a
 * submission kept for later, a full disk) and the outbox's reasons for waiting
 * (docs/decisions/035). Every form page and the outbox page list this catalogue in their `texts`.
 */
export const offlineTexts = catalogue('offline', {
  en: () => import('./offline-texts.en'),
  ta: () => import('./offline-texts.ta'),
});
