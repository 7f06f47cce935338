import { Field, Form, Formik, useFormikContext } from 'formik';
import type { FeedbackGiven } from '../../../../shared/api/submissions/grievance-types';
import { RATING_COMMENT_MAX, RATING_MAX, RATING_MIN } from '../../../../shared/domain/grievances/grievance-place';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { fieldId } from '../../../ui/form/field-id';
import formStyles from '../../../ui/form/form.module.css';
import { SubmissionOutcome } from '../../../ui/form/submission-outcome';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { TextField } from '../../../ui/form/text-field';
import { useSubmission } from '../../../ui/form/use-submission';
import { rateComplaint } from '../api/grievance-api';
import { grievanceTexts } from '../grievance-texts';
import { FEEDBACK_EMAIL, feedbackBody, onFormFields, validateFeedback } from './after-resolved-values';
import type { EmailAsked, FeedbackValues } from './after-resolved-values';
import { afterResolvedFailureMessage, placeTexts } from './grievance-messages';
import styles from './grievances.module.css';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => String(RATING_MIN + index)) as (
  '1' | '2' | '3' | '4' | '5'
)[];

/**
 * The five ratings as radio buttons in a fieldset: its legend names the question, each label says
 * what its number means, and the arrow keys move between them. The error summary links to the first.
 */
function RatingChoice() {
  const t = grievanceTexts.get().feedback;
  const { errors, submitCount } = useFormikContext<FeedbackValues>();
  const error = submitCount > 0 ? errors.rating : undefined;
  return (
    <fieldset
      className={`${formStyles.field} ${styles.ratings} ${error ? formStyles.invalid : ''}`}
      aria-describedby={error ? 'rating-error' : undefined}
    >
      <legend className={formStyles.label}>{t.rating}</legend>
      {error ? (
        <p id="rating-error" className={formStyles.error}>
          {error}
        </p>
      ) : null}
      {RATINGS.map((rating, index) => (
        <label key={rating} className={styles.rating}>
          <Field type="radio" name="rating" value={rating} id={index === 0 ? fieldId('rating') : undefined} /> {t.ratings[rating]}
        </label>
      ))}
    </fieldset>
  );
}

interface FeedbackFormProps {
  complaintId: string;
  email: EmailAsked;
  onRated: (answer: FeedbackGiven) => void;
}

/** After Resolved, once: how the complaint was handled, from 1 to 5, with a comment if the submitter wishes. */
export function FeedbackForm({ complaintId, email, onRated }: FeedbackFormProps) {
  const t = grievanceTexts.get();
  const { outcome, outcomeRef, submit } = useSubmission<FeedbackGiven>({
    failureMessage: (failure) => afterResolvedFailureMessage(failure, t.feedback.conflict),
  });

  function send(values: FeedbackValues, setErrors: (errors: Record<string, string>) => void) {
    const body = feedbackBody(values, email);
    return submit({
      content: [complaintId, body],
      send: async (idempotencyKey) => {
        const answer = await rateComplaint(complaintId, body, idempotencyKey);
        onRated(answer);
        return answer;
      },
      setErrors: (fields) => setErrors(onFormFields(fields, FEEDBACK_EMAIL)),
    });
  }

  const fields = [
    ...(email === 'none' ? [] : [{ name: FEEDBACK_EMAIL, label: t.after.email }]),
    { name: 'rating', label: t.feedback.rating },
    { name: 'comment', label: t.feedback.comment },
  ];
  return (
    <section className={styles.afterPart} aria-labelledby="feedback-title">
      <h3 id="feedback-title">{t.feedback.title}</h3>
      <SubmissionOutcome outcome={outcome} ref={outcomeRef} />
      <Formik<FeedbackValues>
        initialValues={{ feedbackEmail: '', rating: '', comment: '' }}
        validateOnChange={false}
        validateOnBlur={false}
        validate={(values) => validateFeedback(values, email, placeTexts())}
        onSubmit={(values, helpers) => send(values, helpers.setErrors)}
      >
        <Form noValidate aria-label={t.feedback.formLabel}>
          <ErrorSummary fields={fields} />
          {email === 'none' ? null : (
            <TextField
              name={FEEDBACK_EMAIL}
              label={t.after.email}
              hint={email === 'optional' ? t.after.emailHintSignedIn : t.after.emailHint}
              type="email"
              autoComplete="email"
              required={email === 'required'}
            />
          )}
          <RatingChoice />
          <TextAreaField name="comment" label={t.feedback.comment} required={false} maxLength={RATING_COMMENT_MAX} />
          <SubmitButton label={t.feedback.button} busyLabel={t.feedback.busy} />
        </Form>
      </Formik>
    </section>
  );
}
