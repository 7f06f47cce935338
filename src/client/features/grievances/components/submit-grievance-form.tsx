import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import type { GrievanceSubmitted } from '../../../../shared/api/submissions/grievance-types';
import { grievanceForm } from '../../../../shared/domain/grievances/grievance-form';
import { buildGrievanceSchema } from '../../../../shared/domain/grievances/grievance-rules';
import type { GrievanceSubject } from '../../../../shared/domain/grievances/grievance-rules';
import { DraftAutosave } from '../../../offline/form/draft-autosave';
import { DraftStatus } from '../../../offline/form/draft-status';
import { useConfirmationAfter } from '../../../offline/form/confirmation-after';
import { QueuedNotice } from '../../../offline/form/queued-notice';
import { queueSubmission } from '../../../offline/form/submission-queue';
import { useFormDraft } from '../../../offline/form/use-form-draft';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { FormField } from '../../../ui/form/form-field';
import { validateWithSchema } from '../../../ui/form/schema-validation';
import { SubmissionOutcome } from '../../../ui/form/submission-outcome';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useSubmission } from '../../../ui/form/use-submission';
import { submitGrievance } from '../api/grievance-api';
import { grievanceTexts } from '../grievance-texts';
import { PHOTO_FIELD, checkPhoto, photoOf, startingValues, toGrievanceSubmission, validatePlace } from '../place/grievance-values';
import type { GrievanceFormValues } from '../place/grievance-values';
import { PlaceFields, placeSummaryFields, usePlaces } from '../place/place-fields';
import { grievanceSchemaTexts, placeTexts, submitFailureMessage } from './grievance-messages';
import styles from './grievances.module.css';

type GrievanceTexts = ReturnType<typeof grievanceTexts.get>;
const PHOTO_FIELDS = [PHOTO_FIELD];

/** The form's fields with their labels and subjects in the page's language. */
function localizedFields(t: GrievanceTexts['submit']) {
  return grievanceForm.fields.map((field) =>
    field.name === 'subject'
      ? { ...field, label: t.fields.subject, options: field.options.map((option) => ({ ...option, label: t.subjects[option.value] })) }
      : { ...field, label: t.fields[field.name] },
  );
}

/**
 * Submit a grievance (spec section 2, /grievances) with the form engine: its fields, its error
 * summary linked to them, and its submission, which goes to the outbox without a connection.
 */
export function SubmitGrievanceForm({ onSubmitted }: { onSubmitted: (complaintId: string) => void }) {
  const t = grievanceTexts.get().submit;
  // The texts are the page's for as long as it is open (docs/decisions/035): built once.
  const fields = useMemo(() => localizedFields(grievanceTexts.get().submit), []);
  const summaryFields = useMemo(() => [...fields, ...placeSummaryFields()], [fields]);
  const schema = useMemo(() => buildGrievanceSchema(grievanceSchemaTexts()), []);
  const places = usePlaces();
  const wards = places.data?.wards ?? null;
  const draft = useFormDraft('grievance');
  const { outcome, outcomeRef, formKey, submit } = useSubmission<GrievanceSubmitted>({ draft, failureMessage: submitFailureMessage });
  // Once sent (or queued), the confirmation page shows the complaint ID.
  useConfirmationAfter(outcome, 'grievance', (answer) => ({ kind: 'grievance', id: answer.complaintId, reference: answer.complaintId }));
  const { restored } = draft;
  const initialValues = useMemo(() => startingValues(restored), [restored]);

  async function validate(values: GrievanceFormValues) {
    const submission = toGrievanceSubmission(values);
    const words = grievanceTexts.get();
    return {
      ...(await validatePlace(submission.values, wards, placeTexts(words))),
      ...checkPhoto(photoOf(values), words.photo),
      ...(await validateWithSchema(schema, submission.values)),
    };
  }

  function submitForm(values: GrievanceFormValues, setErrors: (errors: Record<string, string>) => void) {
    const submission = toGrievanceSubmission(values);
    const input = submission.values;
    return submit({
      // The photo by what it is: a new photo is a new submission, the same one a retry.
      content: [input, photoOf(values).map((file) => [file.name, file.size, file.lastModified])],
      send: async (idempotencyKey) => {
        const answer = await submitGrievance(submission, idempotencyKey);
        onSubmitted(answer.complaintId);
        return answer;
      },
      queue: (idempotencyKey) =>
        queueSubmission({
          idempotencyKey,
          owner: draft.owner,
          kind: 'grievance',
          form: 'grievance',
          title: t.queuedTitle({ subject: t.subjects[input.subject as GrievanceSubject] ?? input.subject ?? '', name: input.name ?? '' }),
          values: input,
          files: submission.files,
        }),
      setErrors,
    });
  }

  return (
    <section className={styles.panel} aria-labelledby="submit-grievance-title">
      <h2 id="submit-grievance-title">{t.title}</h2>
      <SubmissionOutcome outcome={outcome} ref={outcomeRef} queued={<QueuedNotice what="grievance" />} />
      <Formik<GrievanceFormValues>
        key={`${formKey}:${draft.generation}`}
        initialValues={initialValues}
        validateOnChange={false}
        validateOnBlur={false}
        validate={validate}
        onSubmit={(values, helpers) => submitForm(values, helpers.setErrors)}
      >
        <Form noValidate aria-label={t.formLabel}>
          <DraftAutosave draft={draft} startingValues={initialValues} fileFields={PHOTO_FIELDS} />
          <DraftStatus draft={draft} />
          <ErrorSummary fields={summaryFields} />
          {fields.map((field) => (
            <FormField key={field.name} field={field} />
          ))}
          <PlaceFields places={places} />
          <SubmitButton label={t.button} busyLabel={t.busy} draft={draft} />
        </Form>
      </Formik>
    </section>
  );
}
