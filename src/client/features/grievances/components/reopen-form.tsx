import { Form, Formik } from 'formik';
import type { ComplaintReopened } from '../../../../shared/api/submissions/grievance-types';
import { REOPEN_REASON_MAX } from '../../../../shared/domain/grievances/grievance-place';
import { formatLongDate } from '../../../../shared/i18n/formats';
import { pageLanguage } from '../../../i18n/page-language';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { SubmissionOutcome } from '../../../ui/form/submission-outcome';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import { useSubmission } from '../../../ui/form/use-submission';
import { reopenComplaint } from '../api/grievance-api';
import { grievanceTexts } from '../grievance-texts';
import { REOPEN_EMAIL, onFormFields, reopenBody, validateReopen } from './after-resolved-values';
import type { EmailAsked, ReopenValues } from './after-resolved-values';
import { afterResolvedFailureMessage, placeTexts } from './grievance-messages';
import styles from './grievances.module.css';

interface ReopenFormProps {
  complaintId: string;
  reopenUntil: string;
  email: EmailAsked;
  onReopened: (answer: ComplaintReopened) => void;
}

/** "Not solved?": a Resolved complaint back to the office, with the submitter's reason, within 7 days. */
export function ReopenForm({ complaintId, reopenUntil, email, onReopened }: ReopenFormProps) {
  const t = grievanceTexts.get();
  const { outcome, outcomeRef, submit } = useSubmission<ComplaintReopened>({
    failureMessage: (failure) => afterResolvedFailureMessage(failure, t.reopen.conflict),
  });

  function send(values: ReopenValues, setErrors: (errors: Record<string, string>) => void) {
    const body = reopenBody(values, email);
    return submit({
      content: [complaintId, body],
      send: async (idempotencyKey) => {
        const answer = await reopenComplaint(complaintId, body, idempotencyKey);
        onReopened(answer);
        return answer;
      },
      setErrors: (fields) => setErrors(onFormFields(fields, REOPEN_EMAIL)),
    });
  }

  const fields = [...(email === 'none' ? [] : [{ name: REOPEN_EMAIL, label: t.after.email }]), { name: 'reason', label: t.reopen.reason }];
  return (
    <section className={styles.afterPart} aria-labelledby="reopen-title">
      <h3 id="reopen-title">{t.reopen.title}</h3>
      <p>{t.reopen.intro({ date: formatLongDate(reopenUntil, pageLanguage()) })}</p>
      <SubmissionOutcome outcome={outcome} ref={outcomeRef} />
      <Formik<ReopenValues>
        initialValues={{ reopenEmail: '', reason: '' }}
        validateOnChange={false}
        validateOnBlur={false}
        validate={(values) => validateReopen(values, email, placeTexts())}
        onSubmit={(values, helpers) => send(values, helpers.setErrors)}
      >
        <Form noValidate aria-label={t.reopen.formLabel}>
          <ErrorSummary fields={fields} />
          {email === 'none' ? null : (
            <TextField
              name={REOPEN_EMAIL}
              label={t.after.email}
              hint={email === 'optional' ? t.after.emailHintSignedIn : t.after.emailHint}
              type="email"
              autoComplete="email"
              required={email === 'required'}
            />
          )}
          <TextAreaField name="reason" label={t.reopen.reason} maxLength={REOPEN_REASON_MAX} />
          <SubmitButton label={t.reopen.button} busyLabel={t.reopen.busy} />
        </Form>
      </Formik>
    </section>
  );
}
