import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import type { ClerkGrievanceStatus, ClerkSaid, GrievanceDetail } from '../../../../shared/api/admin-types';
import { FINAL_GRIEVANCE_STATUSES, grievanceSubjectLabels } from '../../../../shared/domain/grievances/grievance-rules';
import type { GrievanceStatus, GrievanceSubject } from '../../../../shared/domain/grievances/grievance-rules';
import { useServerRead } from '../../../lib/calls/use-server-read';
import { Alert } from '../../../ui/form/alert';
import { Button, ButtonLink } from '../../../ui/button';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { Page } from '../../../ui/page';
import { adminPagesTexts } from '../admin-pages-texts';
import { adminTexts } from '../admin-texts';
import { fetchGrievance, setGrievanceStatus } from '../api/admin-api';
import { failureReasonOf, formatIndiaTime } from '../components/admin-format';
import styles from '../components/admin.module.css';
import { grievanceStatusQuestion } from '../components/decision-questions';
import { useReasonDialog } from '../components/reason-dialog';
import { StatusBadge } from '../components/status-badge';
import { ActionToast } from '../components/action-toast';
import { QueueNext } from '../components/queue-next';
import { RecordMessages } from '../components/record-messages';
import { useAdminAction } from '../components/use-admin-action';
import { statusChangedText } from '../components/changed-since-opened';
import { grievanceStatusButton, statusWord, subjectWord } from '../components/server-words';
import { GrievanceMarks } from '../components/grievance-table';
import { formTexts } from '../../../ui/form/form-texts';
import { FeedbackSection } from '../grievance/feedback-section';
import { grievanceAdminTexts } from '../grievance/grievance-admin-texts';
import { HistorySection } from '../grievance/grievance-history';
import { PhotoSection } from '../grievance/photo-section';
import { PlaceSection } from '../grievance/place-section';
import { DuplicatesSection } from '../grievance/possible-duplicates';

/** The catalogues the page shows, loaded in the page's language before it renders (src/client/app/pages.ts). */
export const texts = [adminTexts, adminPagesTexts, grievanceAdminTexts, formTexts];

const CLERK_STATUSES: readonly ClerkGrievanceStatus[] = ['In Progress', 'Resolved', 'Declined'];

/**
 * /admin/grievances/:id: what the citizen wrote, how to reach them, its photo and place, the status
 * (decision 048), the possible duplicates, the citizen's rating and the history with its notes and reasons.
 */
export function GrievancePage() {
  const { id = '' } = useParams();
  const read = useServerRead(useCallback(() => fetchGrievance(id), [id]));
  const { data: grievance, loading, reload } = read;
  const error = read.failure ? failureReasonOf(read.failure) : null;

  const { busy, message, messageRef, run } = useAdminAction(reload);
  const { ask, dialog } = useReasonDialog();
  const t = adminTexts.get();
  const g = t.grievance;

  const mark = (status: ClerkGrievanceStatus, trigger: HTMLElement) => {
    if (!grievance) return;
    const { complaintId } = grievance;
    const send = (said: ClerkSaid) =>
      void run({
        failed: (reason) => t.outcomes.grievanceFailed({ status: statusWord(status), complaintId, reason }),
        done: t.outcomes.grievanceMarked({ status: statusWord(status), complaintId }),
        changed: (current) => statusChangedText('grievance', grievance, current),
        call: () => setGrievanceStatus(grievance._id, status, grievance.updatedAt, said),
      });
    ask(trigger, grievanceStatusQuestion(complaintId, status, send, grievance.citizenLanguage));
  };

  return (
    <Page title={grievance ? g.title({ complaintId: grievance.complaintId }) : t.lists.grievances}>
      <p>
        <ButtonLink to="/admin" variant="secondary">
          {t.application.back}
        </ButtonLink>
      </p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {loading && !grievance ? <LoadingIndicator label={g.loading} /> : null}
      <ActionToast message={message} messageRef={messageRef} refreshing={loading && grievance ? g.refreshing : null} />
      {grievance ? (
        <>
          <MessageSection grievance={grievance} />
          {grievance.photoPath ? <PhotoSection photoPath={grievance.photoPath} complaintId={grievance.complaintId} /> : null}
          <PlaceSection grievance={grievance} />
          <StatusSection grievance={grievance} busy={busy} onMark={mark} />
          <DuplicatesSection grievance={grievance} busy={busy} run={run} />
          {grievance.feedback ? <FeedbackSection feedback={grievance.feedback} /> : null}
          <HistorySection grievance={grievance} />
          <RecordMessages key={grievance.status} recordId={grievance._id} />
        </>
      ) : null}
      {dialog}
    </Page>
  );
}

/** What the citizen wrote, about what, and how to reach them. */
function MessageSection({ grievance }: { grievance: GrievanceDetail }) {
  const t = adminTexts.get();
  const g = t.grievance;
  const source = grievanceAdminTexts.get().source;
  return (
    <section className={styles.panel} aria-labelledby="grievance-message-heading">
      <h2 id="grievance-message-heading">{g.message}</h2>
      <dl className={styles.details}>
        <div className={styles.pair}>
          <dt>{g.subject}</dt>
          <dd>{subjectWord(grievanceSubjectLabels[grievance.subject as GrievanceSubject] ?? grievance.subject)}</dd>
        </div>
        <div className={styles.pair}>
          <dt>{g.contact}</dt>
          <dd>
            {grievance.name}
            <br />
            <a href={`mailto:${grievance.email}`}>{grievance.email}</a>
          </dd>
        </div>
        <div className={styles.pair}>
          <dt>{t.columns.submitted}</dt>
          <dd>{formatIndiaTime(grievance.createdAt, 'long')}</dd>
        </div>
        {grievance.source ? (
          <div className={styles.pair}>
            <dt>{source.label}</dt>
            <dd>{source[grievance.source]}</dd>
          </div>
        ) : null}
      </dl>
      <blockquote className={styles.quote}>{grievance.message}</blockquote>
    </section>
  );
}

interface StatusSectionProps {
  grievance: GrievanceDetail;
  busy: boolean;
  onMark: (status: ClerkGrievanceStatus, trigger: HTMLElement) => void;
}

/** The status, the next item of the queue and the statuses a clerk can set (each asks first, with the note for the citizen). */
function StatusSection({ grievance, busy, onMark }: StatusSectionProps) {
  const t = adminTexts.get();
  const final = FINAL_GRIEVANCE_STATUSES.includes(grievance.status as GrievanceStatus);
  return (
    <section className={styles.panel} aria-labelledby="grievance-status-heading">
      <h2 id="grievance-status-heading">{t.application.status}</h2>
      <p>
        <StatusBadge status={grievance.status} />
        <GrievanceMarks row={grievance} />
      </p>
      <QueueNext />
      <div className={styles.actions}>
        {CLERK_STATUSES.map((status) => (
          <Button
            key={status}
            variant={status === 'Resolved' ? 'primary' : 'secondary'}
            disabled={busy || final || grievance.status === status}
            onClick={(event) => onMark(status, event.currentTarget)}
          >
            {grievanceStatusButton(status)}
          </Button>
        ))}
      </div>
    </section>
  );
}
