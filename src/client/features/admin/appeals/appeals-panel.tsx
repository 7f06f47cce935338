import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { AppealAdminRow, AppealDecision } from '../../../../shared/api/admin-types';
import { certificateBySlug } from '../../../../shared/domain/certificates/certificate-definitions';
import { definitionInPageLanguage } from '../../../i18n/certificate-definition-texts';
import { Button } from '../../../ui/button';
import { Alert } from '../../../ui/form/alert';
import { useFocusAfterRender } from '../../../ui/use-focus-after-render';
import { decideAppeal, fetchAppeals } from '../api/admin-api';
import { failureReason, formatIndiaTime } from '../components/admin-format';
import styles from '../components/admin.module.css';
import { AdminTable } from '../components/admin-table';
import { applicationPath } from '../components/certificate-table';
import { LoadMore } from '../components/list-controls';
import { appealAdminTexts } from './appeal-admin-texts';
import { AppealDialog } from './appeal-dialog';
import own from './appeals.module.css';

interface AppealPage {
  rows: AppealAdminRow[];
  next: string | null;
}

/**
 * The dashboard's appeals (decision 084), open first: the first page comes with every list's
 * answer, later ones on 'Load more'. Each open appeal is decided in a dialog that shows the reason
 * and the application's history; `onDecided` reloads the dashboard (its appeals included), where
 * an upheld appeal's application is pending again.
 */
export function AppealsPanel({ firstPage, onDecided }: { firstPage: AppealPage; onDecided: () => void }) {
  const t = appealAdminTexts.get();
  // The pages read after this first page; a new first page (a reload) starts them again.
  const [later, setLater] = useState<{ after: AppealPage; page: AppealPage; loading: boolean } | null>(null);
  const shownLater = later?.after === firstPage ? later : null;
  const rows = [...firstPage.rows, ...(shownLater?.page.rows ?? [])];
  const next = shownLater ? shownLater.page.next : firstPage.next;
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [deciding, setDeciding] = useState<{ row: AppealAdminRow; trigger: HTMLButtonElement } | null>(null);
  const { ref: saidRef, focusAfterRender: focusSaid } = useFocusAfterRender<HTMLDivElement>();

  const more = async () => {
    if (!next || shownLater?.loading) return;
    const shown = shownLater?.page.rows ?? [];
    setLater({ after: firstPage, page: { rows: shown, next }, loading: true });
    try {
      const page = await fetchAppeals(next);
      setLater({ after: firstPage, page: { rows: [...shown, ...page.rows], next: page.next }, loading: false });
    } catch (err) {
      setLater({ after: firstPage, page: { rows: shown, next }, loading: false });
      setSaid({ tone: 'error', text: t.loadFailed({ reason: failureReason(err) }) });
    }
  };

  const decide = async (row: AppealAdminRow, decision: AppealDecision) => {
    try {
      await decideAppeal(row._id, decision);
      setSaid({ tone: 'success', text: t.done[decision.outcome]({ reference: row.reference }) });
    } catch (err) {
      setSaid({ tone: 'error', text: t.failed({ reference: row.reference, reason: failureReason(err) }) });
    }
    onDecided();
    focusSaid();
  };

  return (
    <>
      {said ? (
        <Alert tone={said.tone} ref={saidRef}>
          {said.text}
        </Alert>
      ) : null}
      <AdminTable
        id="appeals"
        title={t.title}
        columns={[t.columns.application, t.columns.reason, t.columns.status, t.columns.dueBy, t.columns.actions]}
        count={rows.length}
        controls={<p>{t.intro}</p>}
        footer={next ? <LoadMore title={t.title} loading={Boolean(shownLater?.loading)} onLoadMore={() => void more()} /> : null}
      >
        {rows.map((row) => (
          <AppealRow key={row._id} row={row} onDecide={(trigger) => setDeciding({ row, trigger })} />
        ))}
      </AdminTable>
      {deciding ? (
        <AppealDialog
          appeal={deciding.row}
          onCancel={() => {
            deciding.trigger.focus();
            setDeciding(null);
          }}
          onConfirm={(decision) => {
            setDeciding(null);
            void decide(deciding.row, decision);
          }}
        />
      ) : null}
    </>
  );
}

function AppealRow({ row, onDecide }: { row: AppealAdminRow; onDecide: (trigger: HTMLButtonElement) => void }) {
  const t = appealAdminTexts.get();
  const definition = certificateBySlug(row.type);
  return (
    <tr>
      <td>
        <Link to={applicationPath(row.type, row.applicationId)}>{row.reference}</Link>
        {definition ? <span className={styles.muted}>{definitionInPageLanguage(definition).title}</span> : null}
      </td>
      <td className={own.reason}>{row.reason}</td>
      <td>
        {t.statuses[row.status]}
        {row.note ? <span className={styles.muted}>{row.note}</span> : null}
      </td>
      <td className={styles.date}>{formatIndiaTime(row.dueBy)}</td>
      <td>
        {row.status === 'open' ? (
          <Button
            variant="secondary"
            aria-label={t.decideOf({ reference: row.reference })}
            onClick={(event) => onDecide(event.currentTarget)}
          >
            {t.decide}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
