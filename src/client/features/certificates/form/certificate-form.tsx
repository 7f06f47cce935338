import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import type { CertificateSubmitted } from '../../../../shared/api/submissions/certificate-types';
import { CERTIFICATE_FORM_ERROR } from '../../../../shared/schemas/certificate-schema';
import type { CertificateDefinition } from '../../../../shared/domain/certificates/definition-types';
import { acceptedFileTypes } from '../../../../shared/domain/certificates/field-rules';
import { formatMegabytes } from '../../../../shared/schemas/file-checks';
import type { FormId } from '../../../offline/db';
import { DraftAutosave } from '../../../offline/form/draft-autosave';
import { DraftStatus } from '../../../offline/form/draft-status';
import { QueuedNotice } from '../../../offline/form/queued-notice';
import { queueSubmission } from '../../../offline/form/submission-queue';
import { useFormDraft } from '../../../offline/form/use-form-draft';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { FileField } from '../../../ui/form/file-field';
import styles from '../../../ui/form/form.module.css';
import { SubmissionOutcome } from '../../../ui/form/submission-outcome';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useSubmission } from '../../../ui/form/use-submission';
import { submitCertificate } from '../api/submit-certificate';
import { AttachedFiles } from './attached-files';
import { CertificateField } from './certificate-field';
import { initialFormValues, restoredFormValues, toSubmission, validateCertificateForm } from './form-values';
import type { CertificateFormValues } from './form-values';
import { certificateTexts, submitErrorMessage } from './submit-messages';

/**
 * Any certificate definition as a form: the form engine's fields, validated with the rules the
 * server applies, submitted by useSubmission. What is typed and attached is kept on the device
 * as a draft; without a connection the application goes to the outbox, under the key it was
 * (maybe) sent with, and is sent when the connection returns.
 */
export function CertificateForm({ definition }: { definition: CertificateDefinition }) {
  const formId: FormId = `certificate:${definition.slug}`;
  const draft = useFormDraft(formId);
  const { outcome, outcomeRef, formKey, submit } = useSubmission<CertificateSubmitted>({
    draft,
    failureMessage: (failure) => submitErrorMessage(definition.submitErrorStyle, failure),
  });
  const { restored } = draft;
  const initialValues = useMemo(
    () => (restored ? restoredFormValues(definition, restored) : initialFormValues(definition)),
    [definition, restored],
  );
  const fileFields = useMemo(() => definition.files.map((file) => file.name), [definition]);
  const summaryFields = useMemo(() => [...definition.fields, ...definition.files], [definition]);

  function submitForm(values: CertificateFormValues, setErrors: (errors: Record<string, string>) => void) {
    const { values: text, files } = toSubmission(definition, values);
    return submit({
      content: [text, Object.values(files).map((list) => list.map((file) => [file.name, file.size, file.lastModified]))],
      send: (idempotencyKey) => submitCertificate(definition, { values: text, files }, idempotencyKey),
      queue: (idempotencyKey) =>
        queueSubmission({
          idempotencyKey,
          owner: draft.owner,
          kind: 'certificate',
          form: formId,
          title: `${definition.title} certificate application — ${text[definition.applicantField] ?? ''}`,
          values: text,
          files,
        }),
      setErrors,
    });
  }

  return (
    <>
      <SubmissionOutcome
        outcome={outcome}
        ref={outcomeRef}
        success={(answer) => (
          <>
            <strong>{certificateTexts.success}</strong> Your reference number is <strong>{answer.reference ?? answer.applicationId ?? answer.id}</strong>.
            Keep it to follow up on your application.
          </>
        )}
        queued={<QueuedNotice what="certificate" />}
      />
      <Formik<CertificateFormValues>
        key={`${formKey}:${draft.generation}`}
        initialValues={initialValues}
        validateOnChange={false}
        validateOnBlur={false}
        validate={(values) => validateCertificateForm(definition, values)}
        onSubmit={(values, helpers) => submitForm(values, helpers.setErrors)}
      >
        <Form noValidate aria-label={definition.formTitle}>
          <DraftAutosave draft={draft} fileFields={fileFields} />
          <DraftStatus draft={draft} />
          <ErrorSummary fields={summaryFields} title={CERTIFICATE_FORM_ERROR} />
          <fieldset className={styles.fieldset}>
            <legend>Details</legend>
            {definition.fields.map((field) => (
              <CertificateField key={field.name} field={field} strictChecks={definition.strictChecks} />
            ))}
          </fieldset>
          {definition.files.length > 0 ? (
            <fieldset className={styles.fieldset}>
              <legend>Documents</legend>
              {definition.files.map((file) => (
                <div key={file.name}>
                  <FileField
                    name={file.name}
                    label={file.label}
                    required={file.required}
                    multiple={file.multiple}
                    accept={acceptedFileTypes[file.accept].inputAccept}
                    hint={`${capitalize(acceptedFileTypes[file.accept].description)}, up to ${formatMegabytes(file.maxBytes)}${file.multiple ? ' each' : ''}. Photos are made smaller before they are saved.`}
                    showNames={definition.showsFileNames}
                  />
                  <AttachedFiles name={file.name} label={file.label} showNames={!definition.showsFileNames} />
                </div>
              ))}
            </fieldset>
          ) : null}
          <SubmitButton label="Submit Application" busyLabel="Submitting..." />
        </Form>
      </Formik>
    </>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
