import { Form, Formik } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { CERTIFICATE_FORM_ERROR } from '../../../../shared/domain/certificates/certificate-schema';
import type { CertificateDefinition } from '../../../../shared/domain/certificates/definition-types';
import { acceptedFileTypes } from '../../../../shared/domain/certificates/field-rules';
import { formatMegabytes } from '../../../../shared/domain/certificates/file-checks';
import { describeFailure } from '../../../lib/api-error';
import type { CallFailure } from '../../../lib/api-error';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import type { FormId } from '../../../offline/db';
import { DraftAutosave } from '../../../offline/draft-autosave';
import { DraftStatus } from '../../../offline/draft-status';
import { QueuedNotice } from '../../../offline/queued-notice';
import { isConnectionFailure, isOffline, queueSubmission } from '../../../offline/submission-queue';
import { useFormDraft } from '../../../offline/use-form-draft';
import { Alert } from '../../../ui/alert';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { FileField } from '../../../ui/form/file-field';
import styles from '../../../ui/form/form.module.css';
import { SubmitButton } from '../../../ui/form/submit-button';
import { submitCertificate } from '../api/submit-certificate';
import { AttachedFiles } from './attached-files';
import { CertificateField } from './certificate-field';
import { chosenFiles, initialFormValues, restoredFormValues, textValues, validateCertificateForm } from './form-values';
import type { CertificateFormValues } from './form-values';
import { certificateTexts, submitErrorMessage } from './submit-messages';

type Outcome = { tone: 'success'; reference: string } | { tone: 'queued' } | { tone: 'error'; message: string };

/**
 * The one form engine: renders any certificate definition, validates with the rules the
 * server applies, and submits once per attempt. A retry of the same unchanged application
 * reuses its Idempotency-Key, so a reply lost on a bad line never makes a second application.
 * What is typed and attached is kept on the device as a draft; without a connection the
 * application goes to the outbox, under the same key, and is sent when the connection returns.
 */
export function CertificateForm({ definition }: { definition: CertificateDefinition }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Remounting the form clears it, file inputs included (browsers do not let a page reset those).
  const [formKey, setFormKey] = useState(0);
  const idempotency = useIdempotencyKey();
  const messageRef = useRef<HTMLDivElement>(null);
  const formId: FormId = `certificate:${definition.slug}`;
  const draft = useFormDraft(formId);
  const { restored } = draft;
  const initialValues = useMemo(
    () => (restored ? restoredFormValues(definition, restored) : initialFormValues(definition)),
    [definition, restored],
  );
  const fileFields = useMemo(() => definition.files.map((file) => file.name), [definition]);
  const summaryFields = useMemo(
    () => [...definition.fields, ...definition.files].map((field) => ({ name: field.name, label: field.label })),
    [definition],
  );

  async function queue(idempotencyKey: string, values: Record<string, unknown>, files: Record<string, File[]>, failure: CallFailure) {
    const problem = draft.owner
      ? await queueSubmission({
          idempotencyKey,
          owner: draft.owner,
          kind: 'certificate',
          form: formId,
          title: `${definition.title} certificate application — ${String(values[definition.applicantField] ?? '')}`,
          values,
          files,
        })
      : 'unavailable';
    if (problem) {
      return setOutcome({ tone: 'error', message: problem === 'unavailable' ? submitErrorMessage(definition.submitErrorStyle, failure) : problem });
    }
    idempotency.settle();
    await draft.discard();
    setOutcome({ tone: 'queued' });
    setFormKey((key) => key + 1);
  }

  async function submit(values: CertificateFormValues, setErrors: (errors: Record<string, string>) => void) {
    setOutcome(null);
    await draft.flush();
    const text = textValues(definition, values);
    const files = chosenFiles(definition, values);
    const idempotencyKey = idempotency.keyFor([text, Object.values(files).map((list) => list.map((f) => [f.name, f.size, f.lastModified]))]);
    if (isOffline()) {
      await queue(idempotencyKey, text, files, { kind: 'network' });
    } else {
      try {
        const answer = await submitCertificate(definition, { values: text, files, idempotencyKey });
        idempotency.settle();
        await draft.discard();
        setOutcome({ tone: 'success', reference: answer.reference ?? answer.applicationId ?? answer.id });
        setFormKey((key) => key + 1);
      } catch (err) {
        const failure = describeFailure(err);
        if (isConnectionFailure(failure)) {
          await queue(idempotencyKey, text, files, failure);
        } else {
          if (failure.kind === 'server' && failure.fields) setErrors(failure.fields);
          setOutcome({ tone: 'error', message: submitErrorMessage(definition.submitErrorStyle, failure) });
        }
      }
    }
    requestAnimationFrame(() => messageRef.current?.focus());
  }

  return (
    <>
      {outcome?.tone === 'success' ? (
        <Alert tone="success" ref={messageRef}>
          <strong>{certificateTexts.success}</strong> Your reference number is <strong>{outcome.reference}</strong>. Keep it to
          follow up on your application.
        </Alert>
      ) : null}
      {outcome?.tone === 'queued' ? (
        <Alert tone="info" ref={messageRef}>
          <QueuedNotice what="certificate" />
        </Alert>
      ) : null}
      {outcome?.tone === 'error' ? (
        <Alert tone="error" ref={messageRef}>
          {outcome.message}
        </Alert>
      ) : null}
      <Formik<CertificateFormValues>
        key={`${formKey}:${draft.generation}`}
        initialValues={initialValues}
        validateOnChange={false}
        validateOnBlur={false}
        validate={(values) => validateCertificateForm(definition, values)}
        onSubmit={(values, helpers) => submit(values, helpers.setErrors)}
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
