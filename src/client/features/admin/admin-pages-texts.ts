import { catalogue } from '../../i18n/catalogue';

/*
 * The clerk's pages beside the dashboard: the work queue (/admin/queue), the audit log
 * (/admin/audit), the messages to citizens (/admin/messages) and the collection report
 * (/admin/collection), with the parts of them the
 * dashboard and a record's page show (their links, the next item to review, a record's messages).
 */
export const adminPagesTexts = catalogue('admin pages', {
  en: () => import('./admin-pages-texts.en'),
  ta: () => import('./admin-pages-texts.ta'),
});
