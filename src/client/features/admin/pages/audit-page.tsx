import { usePagedRead } from '../../../lib/calls/use-server-read';
import { Alert } from '../../../ui/form/alert';
import { ButtonLink } from '../../../ui/button';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { Page } from '../../../ui/page';
import { adminPagesTexts } from '../admin-pages-texts';
import { adminTexts } from '../admin-texts';
import { fetchAuditLog } from '../api/admin-api';
import { failureReasonOf, formatIndiaTime } from '../components/admin-format';
import styles from '../components/admin.module.css';
import { AdminTable } from '../components/admin-table';
import { LoadMore } from '../components/list-controls';
import { StatusBadge } from '../components/status-badge';
import { dottedWord } from '../components/server-words';

/** The catalogues the page shows, loaded in the page's language before it renders (src/client/app/pages.ts). */
export const texts = [adminTexts, adminPagesTexts];

/** The audit log page by page: its entries after the cursor given (the newest first). */
const readAuditPage = (after: string | null) =>
  fetchAuditLog(after ?? undefined).then((page) => ({ items: page.entries, next: page.next }));

/** /admin/audit: every admin action, newest first, who did it and what it changed. */
export function AuditPage() {
  const audit = usePagedRead(readAuditPage);
  const entries = audit.items ?? [];
  const { next, loading } = audit;
  const error = audit.failure ? failureReasonOf(audit.failure) : null;

  const t = adminPagesTexts.get().audit;
  const c = t.columns;

  return (
    <Page title={t.title} intro={t.intro}>
      <p>
        <ButtonLink to="/admin" variant="secondary">
          {t.back}
        </ButtonLink>
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {loading && entries.length === 0 ? <LoadingIndicator label={t.loading} /> : null}
      {!loading || entries.length > 0 ? (
        <AdminTable
          id="audit"
          title={t.table}
          columns={[c.when, c.admin, c.action, c.record, c.before, c.after]}
          count={entries.length}
          footer={next ? <LoadMore title={t.table} loading={loading} onLoadMore={audit.more} /> : null}
        >
          {entries.map((entry) => (
            <tr key={entry._id}>
              <td className={styles.date}>{formatIndiaTime(entry.at)}</td>
              <td>{entry.actor ?? t.unknownActor}</td>
              <td>{dottedWord(t.actions, entry.action)}</td>
              <td className={styles.mono}>{entry.targetReference}</td>
              <td>{entry.before ? <StatusBadge status={entry.before} /> : '—'}</td>
              <td>
                <StatusBadge status={entry.after} />
              </td>
            </tr>
          ))}
        </AdminTable>
      ) : null}
    </Page>
  );
}
