import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuditEntry } from '../../../../shared/api/admin-types';
import { Alert } from '../../../ui/form/alert';
import { ButtonLink } from '../../../ui/button';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { Page } from '../../../ui/page';
import { adminTexts } from '../admin-texts';
import { fetchAuditLog } from '../api/admin-api';
import { failureReason, formatIndiaTime } from '../components/admin-format';
import styles from '../components/admin.module.css';
import { AdminTable } from '../components/admin-table';
import { LoadMore } from '../components/list-controls';
import { StatusBadge } from '../components/status-badge';

/** The catalogues the page shows, loaded in the page's language before it renders (src/client/app/pages.ts). */
export const texts = [adminTexts];

/** /admin/audit: every admin action, newest first, who did it and what it changed. */
export function AuditPage() {
  const [entries, setEntries] = useState<AuditEntry[]>([]);
  const [next, setNext] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const mounted = useRef(true);

  // Settles the state only in the answer's callbacks, never while rendering or in the effect itself.
  const load = useCallback(
    (after?: string) =>
      fetchAuditLog(after).then(
        (page) => {
          if (!mounted.current) return;
          setEntries((previous) => (after ? [...previous, ...page.entries] : page.entries));
          setNext(page.next);
          setError(null);
          setLoading(false);
        },
        (err: unknown) => {
          if (!mounted.current) return;
          setError(failureReason(err));
          setLoading(false);
        },
      ),
    [],
  );

  useEffect(() => {
    mounted.current = true;
    void load();
    return () => {
      mounted.current = false;
    };
  }, [load]);

  const t = adminTexts.get().audit;
  const actionWords: Partial<Record<string, string>> = t.actions;
  const c = t.columns;

  const more = () => {
    if (!next) return;
    setLoading(true);
    void load(next);
  };

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
          footer={next ? <LoadMore title={t.table} loading={loading} onLoadMore={more} /> : null}
        >
          {entries.map((entry) => (
            <tr key={entry._id}>
              <td className={styles.date}>{formatIndiaTime(entry.at)}</td>
              <td>{entry.actor ?? t.unknownActor}</td>
              <td>{actionWords[entry.action] ?? entry.action}</td>
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
