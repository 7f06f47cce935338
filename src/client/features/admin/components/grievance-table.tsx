import type { ClerkGrievanceStatus, GrievanceAdminRow } from '../../../../shared/api/admin-types';
import { FINAL_GRIEVANCE_STATUSES, grievanceSubjectLabels } from '../../../../shared/domain/grievances/grievance-rules';
import type { GrievanceStatus, GrievanceSubject } from '../../../../shared/domain/grievances/grievance-rules';
import { Button } from '../../../ui/button';
import { adminTexts } from '../admin-texts';
import { formatIndiaTime } from './admin-format';
import styles from './admin.module.css';
import { AdminTable } from './admin-table';
import type { ListExtras } from './admin-table';
import { StatusBadge } from './status-badge';

const CLERK_STATUSES: readonly ClerkGrievanceStatus[] = ['In Progress', 'Resolved', 'Declined'];

interface GrievanceTableProps extends ListExtras {
  rows: readonly GrievanceAdminRow[];
  busy: boolean;
  onSetStatus: (row: GrievanceAdminRow, status: ClerkGrievanceStatus) => void;
}

export function GrievanceTable({ rows, busy, onSetStatus, controls, footer }: GrievanceTableProps) {
  const t = adminTexts.get();
  const c = t.columns;
  return (
    <AdminTable
      id="grievances"
      title={t.lists.grievances}
      columns={[c.complaintId, c.name, c.email, c.subject, c.status, c.submitted, c.actions]}
      count={rows.length}
      controls={controls}
      footer={footer}
    >
      {rows.map((row) => {
        // Resolved and Declined end a grievance; setting its current status again is refused too.
        const final = FINAL_GRIEVANCE_STATUSES.includes(row.status as GrievanceStatus);
        return (
          <tr key={row._id}>
            <td className={styles.mono}>{row.complaintId}</td>
            <td>{row.name}</td>
            <td>{row.email}</td>
            <td>{t.names.subject(grievanceSubjectLabels[row.subject as GrievanceSubject] ?? row.subject)}</td>
            <td>
              <StatusBadge status={row.status} />
            </td>
            <td className={styles.date}>{formatIndiaTime(row.createdAt)}</td>
            <td>
              <div className={styles.actions}>
                {CLERK_STATUSES.map((status) => (
                  <Button
                    key={status}
                    variant={status === 'Resolved' ? 'primary' : 'secondary'}
                    disabled={busy || final || row.status === status}
                    aria-label={t.buttons.markGrievance(row.complaintId, t.buttons.grievanceStatus[status])}
                    onClick={() => onSetStatus(row, status)}
                  >
                    {t.buttons.grievanceStatus[status]}
                  </Button>
                ))}
              </div>
            </td>
          </tr>
        );
      })}
    </AdminTable>
  );
}
