import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import type { CertificateSubmitted } from '../../../../shared/api/submissions/certificate-types';
import type { CertificateDefinition } from '../../../../shared/domain/certificates/definition-types';
import { acceptedFileTypes } from '../../../../shared/domain/certificates/field-rules';
import type { FormId } from '../../../offline/db';
import { DraftAutosave } from '../../../offline/form/draft-autosave';
import { DraftStatus } from '../../../offline/form/draft-status';
import { useConfirmationAfter } from '../../../offline/form/confirmation-after';
import { QueuedNotice } from '../../../offline/form/queued-notice';
import { queueSubmission } from '../../../offline/form/submission-queue';
import { useFormDraft } from '../../../offline/form/use-form-draft';
import type { FormDraft } from '../../../offline/form/use-form-draft';
import { BackToAnswers, useCheckAnswers } from '../../../ui/form/check-answers';
import type { CheckAnswersStep } from '../../../ui/form/check-answers';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { FileField } from '../../../ui/form/file-field';
import styles from '../../../ui/form/form.module.css';
import { SubmissionOutcome } from '../../../ui/form/submission-outcome';
import { useSendProgress } from '../../../ui/form/send-progress';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useSubmission } from '../../../ui/form/use-submission';
import { submitCertificate } from '../api/submit-certificate';
import { certificateTexts } from '../certificate-texts';
import { definitionInPageLanguage } from '../../../i18n/certificate-definition-texts';
import { validationTexts } from '../validation-texts';
import { AttachedFiles } from './attached-files';
import { CertificateCheckAnswers } from './certificate-answers';
import { CertificateField } from './certificate-field';
import { fileHint } from './file-hint';
import { initialFormValues, restoredFormValues, toSubmission, validateCertificateForm } from './form-values';
import type { CertificateFormValues } from './form-values';
import { submitErrorMessage } from './submit-messages';

/**
 * Any certificate definition as a form, in the page's language: the form engine's fields,
 * validated with the rules the server applies, submitted by useSubmission. What is typed and attached is kept on the device
 * as a draft; without a connection the application goes to the outbox, under the key it was
 * (maybe) sent with, and is sent when the connection returns.
 */
export function CertificateForm({ definition }: { definition: CertificateDefinition }) {
  const t = certificateTexts.get();
  // The same definition in the page's words: labels, options, titles and per-field messages.
  const shown = definitionInPageLanguage(definition);
  const formId: FormId = `certificate:${definition.slug}`;
  const draft = useFormDraft(formId);
  const { outcome, outcomeRef, formKey, submit } = useSubmission<CertificateSubmitted>({
    draft,
    failureMessage: (failure) => submitErrorMessage(definition.submitErrorStyle, failure),
  });
  const step = useCheckAnswers(`${formKey}:${draft.generation}`);
  const upload = useSendProgress();
  // Once sent (or queued), the confirmation page shows the reference.
  useConfirmationAfter(outcome, formId, (answer) => ({
    kind: 'application',
    id: answer.id,
    reference: answer.reference,
    type: definition.slug,
    dueBy: answer.dueBy,
  }));
  const { restored } = draft;
  const initialValues = useMemo(
    () => (restored ? restoredFormValues(definition, restored) : initialFormValues(definition)),
    [definition, restored],
  );

  function submitForm(values: CertificateFormValues, setErrors: (errors: Record<string, string>) => void) {
    const { values: text, files } = toSubmission(definition, values);
    return submit({
      content: [text, Object.values(files).map((list) => list.map((file) => [file.name, file.size, file.lastModified]))],
      send: (idempotencyKey) =>
        upload.during((onProgress) => submitCertificate(definition, { values: text, files }, idempotencyKey, onProgress)),
      queue: (idempotencyKey) =>
        queueSubmission({
          idempotencyKey,
          owner: draft.owner,
          kind: 'certificate',
          form: formId,
          title: t.form.queuedTitle({ title: shown.title, applicant: text[definition.applicantField] ?? '' }),
          values: text,
          files,
        }),
      setErrors,
    });
  }

  return (
    <>
      <SubmissionOutcome outcome={outcome} ref={outcomeRef} queued={<QueuedNotice what="certificate" />} />
      <Formik<CertificateFormValues>
        key={`${formKey}:${draft.generation}`}
        initialValues={initialValues}
        validateOnChange={false}
        validateOnBlur={false}
        validate={(values) => validateCertificateForm(shown, values)}
        onSubmit={step.onSubmit((values, helpers) => submitForm(values, helpers.setErrors))}
      >
        <>
          <Form noValidate aria-label={shown.formTitle} hidden={step.stage === 'summary'}>
            <CertificateFormFields definition={definition} draft={draft} startingValues={initialValues} step={step} />
          </Form>
          <CertificateCheckAnswers step={step} shown={shown} sent={upload.share} />
        </>
      </Formik>
    </>
  );
}

interface CertificateFormFieldsProps {
  definition: CertificateDefinition;
  draft: FormDraft;
  startingValues: CertificateFormValues;
  step: CheckAnswersStep;
}

/** The form's inside: the draft's autosave and status, the error summary, the details and the documents. */
function CertificateFormFields({ definition, draft, startingValues, step }: CertificateFormFieldsProps) {
  const t = certificateTexts.get();
  const shown = definitionInPageLanguage(definition);
  const fileFields = useMemo(() => definition.files.map((file) => file.name), [definition]);
  const summaryFields = useMemo(() => [...shown.fields, ...shown.files], [shown]);
  return (
    <>
      <DraftAutosave draft={draft} startingValues={startingValues} fileFields={fileFields} />
      <DraftStatus draft={draft} />
      <BackToAnswers step={step} />
      <ErrorSummary fields={summaryFields} title={validationTexts.get().formError} />
      <fieldset className={styles.fieldset}>
        <legend>{t.form.details}</legend>
        {shown.fields.map((field) => (
          <CertificateField key={field.name} field={field} strictChecks={definition.strictChecks} />
        ))}
      </fieldset>
      {shown.files.length > 0 ? (
        <fieldset className={styles.fieldset}>
          <legend>{t.form.documents}</legend>
          {shown.files.map((file) => (
            <div key={file.name}>
              <FileField
                name={file.name}
                label={file.label}
                required={file.required}
                multiple={file.multiple}
                accept={acceptedFileTypes[file.accept].inputAccept}
                hint={fileHint(file)}
                showNames={definition.showsFileNames}
              />
              <AttachedFiles name={file.name} label={file.label} showNames={!definition.showsFileNames} />
            </div>
          ))}
        </fieldset>
      ) : null}
      <SubmitButton label={t.form.submit} draft={draft} />
    </>
  );
}
