import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import type { GrievanceSubmitted } from '../../../../shared/api/submissions/grievance-types';
import { grievanceForm } from '../../../../shared/domain/grievances/grievance-form';
import { grievanceSchema, grievanceSubjectLabels, normalizeGrievance } from '../../../../shared/domain/grievances/grievance-rules';
import { DraftAutosave } from '../../../offline/form/draft-autosave';
import { DraftStatus } from '../../../offline/form/draft-status';
import type { Draft } from '../../../offline/drafts';
import { QueuedNotice } from '../../../offline/form/queued-notice';
import { queueSubmission } from '../../../offline/form/submission-queue';
import { useFormDraft } from '../../../offline/form/use-form-draft';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { FormField } from '../../../ui/form/form-field';
import { validateWithSchema } from '../../../ui/form/schema-validation';
import { SubmissionOutcome } from '../../../ui/form/submission-outcome';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useSubmission } from '../../../ui/form/use-submission';
import { submitGrievance } from '../api/grievance-api';
import { grievanceTexts, submitFailureMessage } from './grievance-messages';
import styles from './grievances.module.css';

type Values = Record<string, string>;

/** A new form, or the draft found on the device: only the fields the form has. */
function startingValues(draft: Draft | null | undefined): Values {
  return Object.fromEntries(grievanceForm.fields.map((field) => [field.name, draft?.values[field.name] ?? '']));
}

/** Trimmed: a person's stray spaces are not an error. */
const toInput = (values: Values) => normalizeGrievance(values) as Values;

/**
 * Submit a grievance (spec section 2, /grievances) with the form engine: its fields, its error
 * summary linked to them, and its submission, which goes to the outbox without a connection.
 */
export function SubmitGrievanceForm({ onSubmitted }: { onSubmitted: (complaintId: string) => void }) {
  const [copied, setCopied] = useState(false);
  const draft = useFormDraft('grievance');
  const { outcome, outcomeRef, formKey, submit } = useSubmission<GrievanceSubmitted>({ draft, failureMessage: submitFailureMessage });
  const { restored } = draft;
  const initialValues = useMemo(() => startingValues(restored), [restored]);

  function submitForm(values: Values, setErrors: (errors: Record<string, string>) => void) {
    setCopied(false);
    const input = toInput(values);
    return submit({
      content: input,
      send: async (idempotencyKey) => {
        const answer = await submitGrievance(input, idempotencyKey);
        onSubmitted(answer.complaintId);
        return answer;
      },
      queue: (idempotencyKey) =>
        queueSubmission({
          idempotencyKey,
          owner: draft.owner,
          kind: 'grievance',
          form: 'grievance',
          title: `Grievance about ${grievanceSubjectLabels[input.subject as keyof typeof grievanceSubjectLabels] ?? input.subject} — ${input.name}`,
          values: input,
        }),
      setErrors,
    });
  }

  async function copy(complaintId: string) {
    try {
      await navigator.clipboard.writeText(complaintId);
      setCopied(true);
    } catch {
      // No clipboard (plain-HTTP kiosk, or permission refused): the ID stays on screen to note down.
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="submit-grievance-title">
      <h2 id="submit-grievance-title">Submit a Grievance</h2>
      <SubmissionOutcome
        outcome={outcome}
        ref={outcomeRef}
        success={({ complaintId }) => (
          <>
            {grievanceTexts.submitted}
            <strong className={styles.complaintId}>{complaintId}</strong>
            <span className={styles.row}>
              <Button variant="secondary" onClick={() => void copy(complaintId)}>
                {copied ? 'Copied' : 'Copy complaint ID'}
              </Button>
            </span>
          </>
        )}
        queued={<QueuedNotice what="grievance" />}
      />
      <Formik<Values>
        key={`${formKey}:${draft.generation}`}
        initialValues={initialValues}
        validateOnChange={false}
        validateOnBlur={false}
        validate={(values) => validateWithSchema(grievanceSchema, toInput(values))}
        onSubmit={(values, helpers) => submitForm(values, helpers.setErrors)}
      >
        <Form noValidate aria-label={grievanceForm.formTitle}>
          <DraftAutosave draft={draft} />
          <DraftStatus draft={draft} />
          <ErrorSummary fields={grievanceForm.fields} />
          {grievanceForm.fields.map((field) => (
            <FormField key={field.name} field={field} />
          ))}
          <SubmitButton label="Submit Grievance" busyLabel="Submitting..." />
        </Form>
      </Formik>
    </section>
  );
}
