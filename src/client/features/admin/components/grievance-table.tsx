import type { ClerkGrievanceStatus, ClerkSaid, GrievanceAdminRow } from '../../../../shared/api/admin-types';
import { FINAL_GRIEVANCE_STATUSES, grievanceSubjectLabels } from '../../../../shared/domain/grievances/grievance-rules';
import type { GrievanceStatus, GrievanceSubject } from '../../../../shared/domain/grievances/grievance-rules';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/button';
import { adminTexts } from '../admin-texts';
import { formatIndiaTime } from './admin-format';
import styles from './admin.module.css';
import { RowActions } from './row-actions';
import { AdminTable } from './admin-table';
import type { ListExtras } from './admin-table';
import { grievanceStatusQuestion } from './decision-questions';
import { useReasonDialog } from './reason-dialog';
import { StatusBadge } from './status-badge';
import { grievanceStatusButton, subjectWord } from './server-words';

export const grievancePath = (id: string) => `/admin/grievances/${encodeURIComponent(id)}`;

const CLERK_STATUSES: readonly ClerkGrievanceStatus[] = ['In Progress', 'Resolved', 'Declined'];

interface GrievanceTableProps extends ListExtras {
  rows: readonly GrievanceAdminRow[];
  busy: boolean;
  onSetStatus: (row: GrievanceAdminRow, status: ClerkGrievanceStatus, said: ClerkSaid) => void;
}

export function GrievanceTable({ rows, busy, onSetStatus, controls, footer, hidden }: GrievanceTableProps) {
  const t = adminTexts.get();
  const c = t.columns;
  const { ask, dialog } = useReasonDialog();
  // Each status tells the citizen something: asked first, Declined with a reason, the others with an optional note.
  const setStatus = (row: GrievanceAdminRow, status: ClerkGrievanceStatus, button: HTMLButtonElement) =>
    ask(
      button,
      grievanceStatusQuestion(row.complaintId, status, (note) => onSetStatus(row, status, note), row.citizenLanguage),
    );
  return (
    <>
      <AdminTable
        id="grievances"
        title={t.lists.grievances}
        columns={[c.complaintId, c.name, c.email, c.subject, c.ward, c.status, c.submitted, c.actions]}
        count={rows.length}
        controls={controls}
        footer={footer}
        hidden={hidden}
      >
        {rows.map((row) => {
          // Resolved and Declined end a grievance; setting its current status again is refused too.
          const final = FINAL_GRIEVANCE_STATUSES.includes(row.status as GrievanceStatus);
          return (
            <tr key={row._id}>
              <td className={styles.mono}>
                <Link to={grievancePath(row._id)} aria-label={t.grievance.open({ complaintId: row.complaintId })}>
                  {row.complaintId}
                </Link>
              </td>
              <td>{row.name}</td>
              <td>{row.email}</td>
              <td>
                {subjectWord(grievanceSubjectLabels[row.subject as GrievanceSubject] ?? row.subject)}
                {row.hasPhoto ? <span className={styles.photoMark}>{t.grievance.withPhoto}</span> : null}
              </td>
              <td>{row.ward ?? <span className={styles.muted}>{t.grievance.noWard}</span>}</td>
              <td>
                <StatusBadge status={row.status} />
                <GrievanceMarks row={row} />
              </td>
              <td className={styles.date}>{formatIndiaTime(row.createdAt)}</td>
              <td>
                <GrievanceRowActions row={row} final={final} busy={busy} onSetStatus={setStatus} />
              </td>
            </tr>
          );
        })}
      </AdminTable>
      {dialog}
    </>
  );
}

interface GrievanceRowActionsProps {
  row: GrievanceAdminRow;
  /** Resolved or declined: no status can be set any more. */
  final: boolean;
  busy: boolean;
  onSetStatus: (row: GrievanceAdminRow, status: ClerkGrievanceStatus, button: HTMLButtonElement) => void;
}

/** A button for each status a clerk can set, but the one the grievance has. */
function GrievanceRowActions({ row, final, busy, onSetStatus }: GrievanceRowActionsProps) {
  const t = adminTexts.get();
  return (
    <RowActions label={t.buttons.actionsOf({ reference: row.complaintId })}>
      {CLERK_STATUSES.map((status) => (
        <Button
          key={status}
          variant={status === 'Resolved' ? 'primary' : 'secondary'}
          disabled={busy || final || row.status === status}
          aria-label={t.buttons.markGrievance({ complaintId: row.complaintId, status: grievanceStatusButton(status) })}
          onClick={(event) => onSetStatus(row, status, event.currentTarget)}
        >
          {grievanceStatusButton(status)}
        </Button>
      ))}
    </RowActions>
  );
}

/**
 * What a grievance's status alone does not say, in words and bold rather than colour: its citizen
 * reopened it after Resolved, or its service time passed undecided and it was escalated.
 */
export function GrievanceMarks({ row }: { row: Pick<GrievanceAdminRow, 'reopenedAt' | 'escalatedAt'> }) {
  const t = adminTexts.get();
  return (
    <>
      {row.reopenedAt ? (
        <>
          {' '}
          <strong className={styles.late}>{t.grievance.reopened}</strong>
        </>
      ) : null}
      {row.escalatedAt ? (
        <>
          {' '}
          <strong className={styles.late}>{t.due.escalated}</strong>
        </>
      ) : null}
    </>
  );
}
