import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { GrievanceDetail, PossibleDuplicate } from '../../../../shared/api/admin-types';
import { DUPLICATE_DAYS, DUPLICATE_RADIUS_METRES } from '../../../../shared/domain/grievances/grievance-place';
import { Button } from '../../../ui/button';
import dialogStyles from '../../../ui/dialog.module.css';
import { useModalQuestion } from '../../../ui/modal-question';
import { markGrievanceDuplicate } from '../api/admin-api';
import { formatIndiaTime } from '../components/admin-format';
import { AdminTable } from '../components/admin-table';
import styles from '../components/admin.module.css';
import { grievancePath } from '../components/grievance-table';
import { StatusBadge } from '../components/status-badge';
import type { AdminAction } from '../components/use-admin-action';
import { grievanceAdminTexts } from './grievance-admin-texts';

interface DuplicatesSectionProps {
  grievance: GrievanceDetail;
  busy: boolean;
  /** The page's action runner: it reloads the grievance and tells the clerk the outcome, with the focus. */
  run: (action: AdminAction) => Promise<void>;
}

/**
 * Open grievances that may be about the same problem (decision 085), and the one this grievance
 * is marked a duplicate of, with an undo. Marking is asked first; nothing is merged and the citizen
 * is not told: the clerk resolves this one with a note naming the other.
 */
export function DuplicatesSection({ grievance, busy, run }: DuplicatesSectionProps) {
  const t = grievanceAdminTexts.get().duplicates;
  const [asking, setAsking] = useState<PossibleDuplicate | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const candidates = grievance.possibleDuplicates ?? [];
  const marked = grievance.duplicateOf ?? null;
  const { complaintId } = grievance;

  const mark = (other: PossibleDuplicate) => {
    setAsking(null);
    void run({
      done: t.marked({ complaintId, other: other.complaintId }),
      failed: (reason) => t.markFailed({ complaintId, reason }),
      call: () => markGrievanceDuplicate(grievance._id, other.complaintId),
    });
  };
  const unmark = () =>
    void run({
      done: t.unmarked({ complaintId }),
      failed: (reason) => t.unmarkFailed({ complaintId, reason }),
      call: () => markGrievanceDuplicate(grievance._id, null),
    });

  const intro = (
    <>
      {marked ? <MarkedDuplicate complaintId={complaintId} of={marked} busy={busy} onUndo={unmark} /> : null}
      <p>{t.intro({ metres: DUPLICATE_RADIUS_METRES, days: DUPLICATE_DAYS })}</p>
      {candidates.length === 0 ? <p>{t.none}</p> : null}
    </>
  );

  return (
    <div className={styles.panel}>
      {candidates.length === 0 ? (
        <section aria-labelledby="possible-duplicates-heading">
          <h2 id="possible-duplicates-heading">{t.heading}</h2>
          {intro}
        </section>
      ) : (
        <AdminTable
          id="possible-duplicates"
          title={t.heading}
          columns={[t.columns.complaintId, t.columns.status, t.columns.distance, t.columns.filed, t.columns.actions]}
          count={candidates.length}
          controls={intro}
        >
          {candidates.map((other) => (
            <CandidateRow
              key={other._id}
              complaintId={complaintId}
              other={other}
              disabled={busy || marked?._id === other._id}
              onMark={(button) => {
                trigger.current = button;
                setAsking(other);
              }}
            />
          ))}
        </AdminTable>
      )}
      {asking ? (
        <MarkQuestion
          complaintId={complaintId}
          other={asking.complaintId}
          onMark={() => mark(asking)}
          onCancel={() => {
            setAsking(null);
            trigger.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}

interface CandidateRowProps {
  complaintId: string;
  other: PossibleDuplicate;
  disabled: boolean;
  onMark: (button: HTMLButtonElement) => void;
}

/** One possible duplicate: its complaint ID (to its page), status, how near, when filed, and the mark. */
function CandidateRow({ complaintId, other, disabled, onMark }: CandidateRowProps) {
  const t = grievanceAdminTexts.get().duplicates;
  return (
    <tr>
      <td className={styles.mono}>
        <Link to={grievancePath(other._id)}>{other.complaintId}</Link>
      </td>
      <td>
        <StatusBadge status={other.status} />
      </td>
      <td>{other.metres === null ? t.sameWardAndLandmark : t.metres({ metres: Math.round(other.metres) })}</td>
      <td className={styles.date}>{formatIndiaTime(other.createdAt)}</td>
      <td>
        <Button
          variant="secondary"
          disabled={disabled}
          aria-label={t.markOf({ complaintId, other: other.complaintId })}
          onClick={(event) => onMark(event.currentTarget)}
        >
          {t.mark}
        </Button>
      </td>
    </tr>
  );
}

interface MarkedDuplicateProps {
  complaintId: string;
  of: NonNullable<GrievanceDetail['duplicateOf']>;
  busy: boolean;
  onUndo: () => void;
}

/** "Duplicate of GRV-…", the other linked, and the undo. */
function MarkedDuplicate({ complaintId, of, busy, onUndo }: MarkedDuplicateProps) {
  const t = grievanceAdminTexts.get().duplicates;
  return (
    <dl className={styles.details}>
      <div className={styles.pair}>
        <dt>{t.of}</dt>
        <dd>
          <Link className={styles.mono} to={grievancePath(of._id)}>
            {of.complaintId}
          </Link>{' '}
          <Button variant="secondary" disabled={busy} aria-label={t.undoOf({ complaintId, other: of.complaintId })} onClick={onUndo}>
            {t.undo}
          </Button>
        </dd>
      </div>
    </dl>
  );
}

interface MarkQuestionProps {
  complaintId: string;
  other: string;
  onMark: () => void;
  onCancel: () => void;
}

/** "Mark GRV-A as a duplicate of GRV-B?", with the focus on Cancel; Escape cancels. */
function MarkQuestion({ complaintId, other, onMark, onCancel }: MarkQuestionProps) {
  const t = grievanceAdminTexts.get().duplicates;
  const { dialog, cancel } = useModalQuestion();
  return (
    <dialog
      ref={dialog}
      className={dialogStyles.question}
      aria-labelledby="mark-duplicate-title"
      aria-describedby="mark-duplicate-text"
      onClose={onCancel}
    >
      <h2 id="mark-duplicate-title">{t.question({ complaintId, other })}</h2>
      <p id="mark-duplicate-text">{t.consequence({ complaintId, other })}</p>
      <div className={dialogStyles.actions}>
        <Button ref={cancel} variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button onClick={onMark}>{t.confirm}</Button>
      </div>
    </dialog>
  );
}
