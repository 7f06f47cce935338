import { catalogue } from '../../i18n/catalogue';

/*
 * The clerks' dashboard (/admin), a single application or grievance, and what the pages beside
 * them share: statuses, times, failures (docs/decisions/035). The spec's texts stay word for word
 * (spec section 2). The names the server gives in English (statuses as stored, tax types,
 * grievance subjects) are records keyed by that English (components/server-words.ts); one not
 * listed (a type registered later) is shown as it is.
 */
export const adminTexts = catalogue('admin', {
  en: () => import('./admin-texts.en'),
  ta: () => import('./admin-texts.ta'),
});
