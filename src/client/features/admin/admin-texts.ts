import { catalogue } from '../../i18n/catalogue';

/*
 * The clerks' dashboard (/admin), a single application or grievance, and what the pages beside
 * them share: statuses, times, failures (docs/decisions/035). The spec's texts stay word for word
 * (spec section 2). The names the server gives in English (statuses as stored, tax types,
 * grievance subjects) are records keyed by that English (components/server-words.ts); one not
 * listed (a type registered later) is shown as it is. `reasons`: the reasons a clerk chooses
 * from, in the catalogue the server words them from for the citizen (decision 073).
 */
export const adminTexts = catalogue('admin', {
  en: async () => {
    const [texts, reasons] = await Promise.all([import('./admin-texts.en'), import('../../../shared/domain/admin/clerk-reason-texts.en')]);
    return { default: { ...texts.default, reasons: reasons.default } };
  },
  ta: async () => {
    const [texts, reasons] = await Promise.all([import('./admin-texts.ta'), import('../../../shared/domain/admin/clerk-reason-texts.ta')]);
    return { default: { ...texts.default, reasons: reasons.default } };
  },
});
