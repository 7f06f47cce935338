import { useState } from 'react';
import type { ComplaintStatus } from '../../../../shared/api/submissions/grievance-types';
import { Alert } from '../../../ui/form/alert';
import { useFocusAfterRender } from '../../../ui/use-focus-after-render';
import { grievanceTexts } from '../grievance-texts';
import { allowedAfterResolved } from './after-resolved-values';
import type { EmailAsked } from './after-resolved-values';
import { FeedbackForm } from './feedback-form';
import { ReopenForm } from './reopen-form';

interface AfterResolvedProps {
  complaintId: string;
  answer: ComplaintStatus;
  email: EmailAsked;
  /** The complaint as it now is, once reopened or rated: the status shown above changes with it. */
  onChange: (answer: ComplaintStatus) => void;
}

/**
 * Under a Resolved complaint: "Not solved?" while it may be reopened, and the rating until one is
 * given (decision 085). What each did is said here, and takes the focus, once its form is gone.
 */
export function AfterResolved({ complaintId, answer, email, onChange }: AfterResolvedProps) {
  const t = grievanceTexts.get();
  const [done, setDone] = useState<string | null>(null);
  const { ref, focusAfterRender } = useFocusAfterRender<HTMLDivElement>();
  const allowed = allowedAfterResolved(answer);

  function finished(message: string, next: ComplaintStatus) {
    setDone(message);
    onChange(next);
    focusAfterRender();
  }

  return (
    <>
      {done ? (
        <Alert tone="success" ref={ref}>
          {done}
        </Alert>
      ) : null}
      {allowed.reopen && answer.reopenUntil ? (
        <ReopenForm
          complaintId={complaintId}
          reopenUntil={answer.reopenUntil}
          email={email}
          onReopened={(reopened) =>
            // Pending again, with the office: neither reopened nor rated until it is Resolved again.
            finished(t.reopen.done({ complaintId }), { status: reopened.status, updatedAt: reopened.reopenedAt })
          }
        />
      ) : null}
      {allowed.rate ? (
        <FeedbackForm
          complaintId={complaintId}
          email={email}
          onRated={(given) => finished(t.feedback.done({ rating: given.rating }), { ...answer, rated: true })}
        />
      ) : null}
    </>
  );
}
