import type { ReactNode, Ref } from 'react';
import { Alert } from './alert';
import type { Outcome } from './use-submission';

interface SubmissionOutcomeProps<A> {
  outcome: Outcome<A> | null;
  /** useSubmission moves focus here once the outcome is shown. */
  ref: Ref<HTMLDivElement>;
  /** What a form says once it went through; forms that leave the page on success say nothing. */
  success?: (answer: A) => ReactNode;
  /** What a form says once its submission waits in the outbox. */
  queued?: ReactNode;
}

/** Above a form: what became of its last submission. */
export function SubmissionOutcome<A>({ outcome, ref, success, queued }: SubmissionOutcomeProps<A>) {
  if (!outcome) return null;
  switch (outcome.tone) {
    case 'success':
      return success ? (
        <Alert tone="success" ref={ref}>
          {success(outcome.answer)}
        </Alert>
      ) : null;
    case 'queued':
      return (
        <Alert tone="info" ref={ref}>
          {queued}
        </Alert>
      );
    default:
      return (
        <Alert tone={outcome.tone} ref={ref}>
          {outcome.message}
        </Alert>
      );
  }
}
