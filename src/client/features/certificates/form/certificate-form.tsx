import { Form, Formik } from 'formik';
import { useMemo, useRef, useState } from 'react';
import { CERTIFICATE_FORM_ERROR } from '../../../../shared/domain/certificates/certificate-schema';
import type { CertificateDefinition } from '../../../../shared/domain/certificates/definition-types';
import { acceptedFileTypes } from '../../../../shared/domain/certificates/field-rules';
import { formatMegabytes } from '../../../../shared/domain/certificates/file-checks';
import { describeFailure } from '../../../lib/api-error';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { FileField } from '../../../ui/form/file-field';
import styles from '../../../ui/form/form.module.css';
import { submitCertificate } from '../api/submit-certificate';
import { CertificateField } from './certificate-field';
import { chosenFiles, initialFormValues, textValues, validateCertificateForm } from './form-values';
import type { CertificateFormValues } from './form-values';
import { certificateTexts, submitErrorMessage } from './submit-messages';

type Outcome = { tone: 'success'; reference: string } | { tone: 'error'; message: string };

/**
 * The one form engine: renders any certificate definition, validates with the rules the
 * server applies, and submits once per attempt. A retry of the same unchanged application
 * reuses its Idempotency-Key, so a reply lost on a bad line never makes a second application.
 */
export function CertificateForm({ definition }: { definition: CertificateDefinition }) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Remounting the form clears it, file inputs included (browsers do not let a page reset those).
  const [formKey, setFormKey] = useState(0);
  const idempotency = useIdempotencyKey();
  const messageRef = useRef<HTMLDivElement>(null);
  const initialValues = useMemo(() => initialFormValues(definition), [definition]);
  const summaryFields = useMemo(
    () => [...definition.fields, ...definition.files].map((field) => ({ name: field.name, label: field.label })),
    [definition],
  );

  async function submit(values: CertificateFormValues, setErrors: (errors: Record<string, string>) => void) {
    setOutcome(null);
    const text = textValues(definition, values);
    const files = chosenFiles(definition, values);
    const idempotencyKey = idempotency.keyFor([text, Object.values(files).map((list) => list.map((f) => [f.name, f.size, f.lastModified]))]);
    try {
      const answer = await submitCertificate(definition, { values: text, files, idempotencyKey });
      idempotency.settle();
      setOutcome({ tone: 'success', reference: answer.reference ?? answer.applicationId ?? answer.id });
      setFormKey((key) => key + 1);
    } catch (err) {
      const failure = describeFailure(err);
      if (failure.kind === 'server' && failure.fields) setErrors(failure.fields);
      setOutcome({ tone: 'error', message: submitErrorMessage(definition.submitErrorStyle, failure) });
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
      {outcome?.tone === 'error' ? (
        <Alert tone="error" ref={messageRef}>
          {outcome.message}
        </Alert>
      ) : null}
      <Formik<CertificateFormValues>
        key={formKey}
        initialValues={initialValues}
        validateOnChange={false}
        validateOnBlur={false}
        validate={(values) => validateCertificateForm(definition, values)}
        onSubmit={(values, helpers) => submit(values, helpers.setErrors)}
      >
        {({ isSubmitting }) => (
          <Form noValidate aria-label={definition.formTitle}>
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
                  <FileField
                    key={file.name}
                    name={file.name}
                    label={file.label}
                    required={file.required}
                    multiple={file.multiple}
                    accept={acceptedFileTypes[file.accept].inputAccept}
                    hint={`${capitalize(acceptedFileTypes[file.accept].description)}, up to ${formatMegabytes(file.maxBytes)}${file.multiple ? ' each' : ''}.`}
                    showNames={definition.showsFileNames}
                  />
                ))}
              </fieldset>
            ) : null}
            <div className={styles.actions}>
              <Button type="submit" block disabled={isSubmitting}>
                {isSubmitting ? 'Submitting...' : 'Submit Application'}
              </Button>
            </div>
          </Form>
        )}
      </Formik>
    </>
  );
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
