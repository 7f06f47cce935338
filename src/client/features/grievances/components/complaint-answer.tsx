import { forwardRef } from 'react';
import type { ComplaintStatus } from '../../../../shared/api/submissions/grievance-types';
import { complaintStatusLabel } from '../../../../shared/domain/grievances/grievance-rules';
import type { GrievanceStatus } from '../../../../shared/domain/grievances/grievance-rules';
import { formatLongDate } from '../../../../shared/i18n/formats';
import { pageLanguage } from '../../../i18n/page-language';
import { Alert } from '../../../ui/form/alert';
import { grievanceTexts } from '../grievance-texts';
import styles from './grievances.module.css';

const statusClass: Record<GrievanceStatus, string | undefined> = {
  Pending: styles.pending,
  'In Progress': styles.inprogress,
  Resolved: styles.resolved,
  Declined: styles.declined,
};

/**
 * The complaint tracker's answer (spec section 4): the complaint's status and the date it last
 * changed, which anyone with the complaint ID may read; the office's note is its submitter's, in
 * My requests and the messages sent to them (decision 065). Shown on the grievances page and on
 * /track when a complaint ID is typed there.
 */
export const ComplaintAnswer = forwardRef<HTMLDivElement, { complaintId: string; answer: ComplaintStatus }>(function ComplaintAnswer(
  { complaintId, answer },
  ref,
) {
  const t = grievanceTexts.get().track;
  const status = complaintStatusLabel(answer.status);
  return (
    <Alert tone="info" ref={ref}>
      <p className={styles.answerLine}>
        {t.complaint} <strong className={styles.complaintId}>{complaintId}</strong>:{' '}
        <span className={`${styles.status} ${statusClass[status] ?? ''}`}>{t.statuses[status]}</span>
      </p>
      <p className={styles.answerLine}>{t.lastChange({ date: formatLongDate(answer.updatedAt, pageLanguage()) })}</p>
    </Alert>
  );
});
