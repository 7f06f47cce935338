import { Link } from 'react-router-dom';
import type { CertificateAdminRow, CertificateDecision, ClerkSaid } from '../../../../shared/api/admin-types';
import type { CertificateDefinition } from '../../../../shared/domain/certificates/definition-types';
import { Button } from '../../../ui/button';
import { definitionInPageLanguage } from '../../../i18n/certificate-definition-texts';
import { adminTexts } from '../admin-texts';
import { formatIndiaTime, textOf } from './admin-format';
import styles from './admin.module.css';
import { RowActions } from './row-actions';
import { AdminTable } from './admin-table';
import { DueDate } from './due-date';
import type { ListExtras } from './admin-table';
import { acceptQuestion, declineQuestion } from './decision-questions';
import { useReasonDialog } from './reason-dialog';
import { StatusBadge } from './status-badge';

export const applicationPath = (slug: string, id: string) => `/admin/applications/${encodeURIComponent(slug)}/${encodeURIComponent(id)}`;

/** Only a pending application can still be decided; the server says the same (409 otherwise). */
export const isUndecided = (status: string) => status.toLowerCase() === 'pending';

interface CertificateTableProps extends ListExtras {
  definition: CertificateDefinition;
  rows: readonly CertificateAdminRow[];
  busy: boolean;
  onDecide: (row: CertificateAdminRow, decision: CertificateDecision, said: ClerkSaid) => void;
  onShowDocuments: (row: CertificateAdminRow, trigger: HTMLButtonElement) => void;
}

/** The id of a certificate type's table on the dashboard. */
export const certificateTableId = (definition: CertificateDefinition): string => `certificates-${definition.slug}`;

/** One certificate type's applications; the applicant column is the field its definition names. */
export function CertificateTable({ definition, rows, busy, onDecide, onShowDocuments, controls, footer, hidden }: CertificateTableProps) {
  const t = adminTexts.get();
  const shown = definitionInPageLanguage(definition);
  const applicantField = shown.fields.find((field) => field.name === definition.applicantField);
  const applicantLabel = applicantField ? applicantField.label : t.columns.applicant;
  const { ask, dialog } = useReasonDialog();
  // Accepting issues a signed certificate and declining tells the applicant why: each asks first.
  const accept = (row: CertificateAdminRow, button: HTMLButtonElement) =>
    ask(
      button,
      acceptQuestion(row.reference, (note) => onDecide(row, 'accept', note), row.citizenLanguage),
    );
  const decline = (row: CertificateAdminRow, button: HTMLButtonElement) =>
    ask(
      button,
      declineQuestion(row.reference, (reason) => onDecide(row, 'decline', reason), row.citizenLanguage),
    );
  return (
    <>
      <AdminTable
        id={certificateTableId(definition)}
        title={t.names.certificateList({ name: shown.title })}
        columns={[applicantLabel, t.columns.reference, t.columns.submitted, t.due.column, t.columns.status, t.columns.actions]}
        count={rows.length}
        controls={controls}
        footer={footer}
        hidden={hidden}
      >
        {rows.map((row) => {
          const open = isUndecided(row.status);
          return (
            <tr key={row._id}>
              <td>{textOf(row[definition.applicantField])}</td>
              <td className={styles.mono}>
                <Link to={applicationPath(definition.slug, row._id)} aria-label={t.buttons.openApplication({ reference: row.reference })}>
                  {row.reference}
                </Link>
              </td>
              <td className={styles.date}>{formatIndiaTime(row.createdAt)}</td>
              <td>
                {open && row.dueBy !== undefined && row.daysLeft !== undefined ? (
                  <DueDate dueBy={row.dueBy} daysLeft={row.daysLeft} escalatedAt={row.escalatedAt} />
                ) : null}
              </td>
              <td>
                <StatusBadge status={row.status} />
              </td>
              <td>
                <CertificateRowActions
                  row={row}
                  open={open}
                  busy={busy}
                  onAccept={accept}
                  onDecline={decline}
                  onShowDocuments={onShowDocuments}
                />
              </td>
            </tr>
          );
        })}
      </AdminTable>
      {dialog}
    </>
  );
}

interface CertificateRowActionsProps {
  row: CertificateAdminRow;
  /** Still to be decided. */
  open: boolean;
  busy: boolean;
  onAccept: (row: CertificateAdminRow, button: HTMLButtonElement) => void;
  onDecline: (row: CertificateAdminRow, button: HTMLButtonElement) => void;
  onShowDocuments: (row: CertificateAdminRow, trigger: HTMLButtonElement) => void;
}

/** Accept and Decline while the application is undecided, and its documents at any time. */
function CertificateRowActions({ row, open, busy, onAccept, onDecline, onShowDocuments }: CertificateRowActionsProps) {
  const t = adminTexts.get();
  return (
    <RowActions label={t.buttons.actionsOf({ reference: row.reference })}>
      <Button
        disabled={!open || busy}
        aria-label={t.buttons.acceptOf({ reference: row.reference })}
        onClick={(event) => onAccept(row, event.currentTarget)}
      >
        {t.buttons.accept}
      </Button>
      <Button
        variant="secondary"
        disabled={!open || busy}
        aria-label={t.buttons.declineOf({ reference: row.reference })}
        onClick={(event) => onDecline(row, event.currentTarget)}
      >
        {t.buttons.decline}
      </Button>
      <Button
        variant="secondary"
        aria-label={t.buttons.documentsOf({ reference: row.reference })}
        onClick={(event) => onShowDocuments(row, event.currentTarget)}
      >
        {t.buttons.documents}
      </Button>
    </RowActions>
  );
}
