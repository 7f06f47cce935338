import { useCallback, useEffect, useRef, useState } from 'react';
import type { AuditEntry } from '../../../../shared/api/admin-types';
import { Alert } from '../../../ui/form/alert';
import { ButtonLink } from '../../../ui/button';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { Page } from '../../../ui/page';
import { fetchAuditLog } from '../api/admin-api';
import { failureReason, formatIndiaTime } from '../components/admin-format';
import styles from '../components/admin.module.css';
import { AdminTable } from '../components/admin-table';
import { LoadMore } from '../components/list-controls';
import { StatusBadge } from '../components/status-badge';

const actionWords: Record<string, string> = {
  'certificate.accept': 'Accepted application',
  'certificate.decline': 'Declined application',
  'grievance.status': 'Changed grievance status',
  'tax.decline': 'Declined payment',
  'tax.refund': 'Refunded payment',
};

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

  const more = () => {
    if (!next) return;
    setLoading(true);
    void load(next);
  };

  return (
    <Page title="Audit Log" intro="Every action taken in the dashboard: who did it, when, and what it changed.">
      <p>
        <ButtonLink to="/admin" variant="secondary">
          Back to dashboard
        </ButtonLink>
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {loading && entries.length === 0 ? <LoadingIndicator label="Loading the audit log..." /> : null}
      {!loading || entries.length > 0 ? (
        <AdminTable
          id="audit"
          title="Admin actions"
          columns={['When', 'Admin', 'Action', 'Record', 'Before', 'After']}
          count={entries.length}
          footer={next ? <LoadMore title="Admin actions" loading={loading} onLoadMore={more} /> : null}
        >
          {entries.map((entry) => (
            <tr key={entry._id}>
              <td className={styles.date}>{formatIndiaTime(entry.at)}</td>
              <td>{entry.actor ?? 'Unknown'}</td>
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
