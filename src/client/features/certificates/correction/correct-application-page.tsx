import { Form, Formik } from 'formik';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { MyApplicationDetail } from '../../../../shared/api/my-requests-types';
import { apiPaths } from '../../../../shared/api/paths';
import type { CertificateSubmitted } from '../../../../shared/api/submissions/certificate-types';
import { IDEMPOTENCY_HEADER } from '../../../../shared/api/submissions/certificate-types';
import { certificateBySlug } from '../../../../shared/domain/certificates/certificate-definitions';
import type { CertificateDefinition, FileFieldDefinition } from '../../../../shared/domain/certificates/definition-types';
import { acceptedFileTypes } from '../../../../shared/domain/certificates/field-rules';
import { definitionInPageLanguage, definitionTexts } from '../../../i18n/certificate-definition-texts';
import { api } from '../../../lib/calls/api';
import { describeFailure } from '../../../lib/calls/api-error';
import type { FormId } from '../../../offline/db';
import { DraftAutosave } from '../../../offline/form/draft-autosave';
import { DraftStatus } from '../../../offline/form/draft-status';
import { offlineTexts } from '../../../offline/form/offline-texts';
import { QueuedNotice } from '../../../offline/form/queued-notice';
import { buildRequestBody } from '../../../offline/form/request-body';
import { queueSubmission } from '../../../offline/form/submission-queue';
import { useFormDraft } from '../../../offline/form/use-form-draft';
import type { FormDraft } from '../../../offline/form/use-form-draft';
import { Alert } from '../../../ui/form/alert';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { FileField } from '../../../ui/form/file-field';
import formStyles from '../../../ui/form/form.module.css';
import { formTexts } from '../../../ui/form/form-texts';
import { SubmissionOutcome } from '../../../ui/form/submission-outcome';
import { SubmitButton } from '../../../ui/form/submit-button';
import { useSubmission } from '../../../ui/form/use-submission';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import { NotFoundPage } from '../../../ui/not-found-page';
import { Page } from '../../../ui/page';
import { certificateTexts } from '../certificate-texts';
import { CertificateField } from '../form/certificate-field';
import { fileHint } from '../form/file-hint';
import { initialFormValues, toSubmission, validateCertificateForm } from '../form/form-values';
import type { CertificateFormValues } from '../form/form-values';
import { submitErrorMessage } from '../form/submit-messages';
import { validationTexts } from '../validation-texts';
import { correctionTexts } from './correction-texts';
import styles from './correction.module.css';

/** The catalogues this page and its form show, loaded before it renders. */
export const texts = [correctionTexts, certificateTexts, validationTexts, definitionTexts, formTexts, offlineTexts];

const applicationPagePath = (type: string, id: string) => `/my-requests/applications/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;

/**
 * /my-requests/applications/:type/:id/correct (decision 048): a returned application with the
 * office's message; only the fields and documents it asked to correct are open, the rest shown as
 * they are. Sent back, it is pending again.
 */
export function CorrectApplicationPage() {
  const { type = '', id = '' } = useParams();
  const definition = certificateBySlug(type);
  if (!definition) return <NotFoundPage />;
  return <Correction key={`${type}/${id}`} definition={definition} id={id} />;
}

function Correction({ definition, id }: { definition: CertificateDefinition; id: string }) {
  const [application, setApplication] = useState<MyApplicationDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = correctionTexts.get();

  useEffect(() => {
    let current = true;
    void api()
      .then((client) => client.get<MyApplicationDetail>(apiPaths.me.application(definition.slug, id)))
      .then(
        ({ data }) => current && setApplication(data),
        (err: unknown) => current && setError(submitErrorMessage('community', describeFailure(err))),
      );
    return () => {
      current = false;
    };
  }, [definition.slug, id]);

  const back = (
    <p>
      <Link to={applicationPagePath(definition.slug, id)}>{t.backToApplication}</Link>
    </p>
  );
  return (
    <Page title={t.title({ reference: application?.reference ?? '' })} narrow panel>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {!application && !error ? <LoadingIndicator label={t.loading} /> : null}
      {application && application.status !== 'returned' ? <Alert tone="info">{t.notReturned}</Alert> : null}
      {application?.status === 'returned' ? <CorrectionForm definition={definition} application={application} /> : null}
      {back}
    </Page>
  );
}

function CorrectionForm({ definition, application }: { definition: CertificateDefinition; application: MyApplicationDetail }) {
  const t = correctionTexts.get();
  const shown = definitionInPageLanguage(definition);
  const returned = new Set(application.returnedFields ?? []);
  const [sent, setSent] = useState(false);
  // A draft on the device and the outbox, as on the form: a village applicant can correct it offline.
  const formId: FormId = `correction:${definition.slug}:${application._id}`;
  const draft = useFormDraft(formId);
  const { outcome, outcomeRef, formKey, submit } = useSubmission<CertificateSubmitted>({
    draft,
    failureMessage: (failure) => submitErrorMessage('community', failure),
  });
  const officeMessage = [...application.timeline].reverse().find((entry) => entry.status === 'returned')?.message;
  const initialValues = startingCorrection(definition, application, draft.restored);

  const validate = async (values: CertificateFormValues) => {
    const errors = await validateCertificateForm(shown, { ...initialFormValues(definition), ...values });
    return Object.fromEntries(Object.entries(errors).filter(([name]) => returned.has(name)));
  };
  const send = (values: CertificateFormValues, setErrors: (errors: Record<string, string>) => void) => {
    const correction = onlyReturned(toSubmission(definition, values), returned);
    return submit({
      content: [
        correction.values,
        Object.values(correction.files).map((list) => list.map((file) => [file.name, file.size, file.lastModified])),
      ],
      send: async (idempotencyKey) => {
        const client = await api();
        const { data } = await client.post<CertificateSubmitted>(
          apiPaths.me.resubmit(definition.slug, application._id),
          buildRequestBody(definition, correction),
          {
            headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
          },
        );
        setSent(true);
        return data;
      },
      queue: (idempotencyKey) =>
        queueSubmission({
          idempotencyKey,
          owner: draft.owner,
          kind: 'correction',
          form: formId,
          title: t.title({ reference: application.reference }),
          ...correction,
        }),
      setErrors,
    });
  };

  return (
    <>
      <section className={styles.message} aria-labelledby="office-message">
        <h2 id="office-message">{t.officeSays}</h2>
        <p>{officeMessage ?? t.noMessage}</p>
      </section>
      <SubmissionOutcome
        outcome={outcome}
        ref={outcomeRef}
        success={() => <strong>{t.sent}</strong>}
        queued={<QueuedNotice what="certificate" />}
      />
      {sent || outcome?.tone === 'queued' ? null : (
        <Formik<CertificateFormValues>
          key={`${formKey}:${draft.generation}`}
          initialValues={initialValues}
          validateOnChange={false}
          validateOnBlur={false}
          validate={validate}
          onSubmit={(values, helpers) => send(values, helpers.setErrors)}
        >
          <Form noValidate aria-label={t.title({ reference: application.reference })}>
            <CorrectionFields draft={draft} startingValues={initialValues} definition={definition} application={application} />
            <SubmitButton label={t.send} draft={draft} />
          </Form>
        </Formik>
      )}
      <UnchangedSection definition={definition} application={application} returned={returned} />
    </>
  );
}

/** Each open field starts with the draft's answer, else its answer as the office has it (an Aadhaar number, masked, starts empty). */
function startingCorrection(
  definition: CertificateDefinition,
  application: MyApplicationDetail,
  restored: FormDraft['restored'],
): CertificateFormValues {
  const shown = definitionInPageLanguage(definition);
  const returned = new Set(application.returnedFields ?? []);
  const initialValues: CertificateFormValues = { ...initialFormValues(definition) };
  for (const field of shown.fields.filter((candidate) => returned.has(candidate.name))) {
    initialValues[field.name] = restored?.values[field.name] ?? (field.kind === 'aadhaar' ? '' : answerOf(application, field.name));
  }
  for (const file of shown.files.filter((candidate) => returned.has(candidate.name)))
    initialValues[file.name] = restored?.files[file.name] ?? [];
  return initialValues;
}

/** The part of a whole submission the office asked to correct. */
function onlyReturned<V, F>(whole: { values: Record<string, V>; files: Record<string, F> }, returned: ReadonlySet<string>) {
  return {
    values: Object.fromEntries(Object.entries(whole.values).filter(([name]) => returned.has(name))),
    files: Object.fromEntries(Object.entries(whole.files).filter(([name]) => returned.has(name))),
  };
}

interface CorrectionFieldsProps {
  draft: FormDraft;
  startingValues: CertificateFormValues;
  definition: CertificateDefinition;
  application: MyApplicationDetail;
}

/** The form's inside: the draft's autosave and status, the error summary, and the fields and documents the office asked to correct. */
function CorrectionFields({ draft, startingValues, definition, application }: CorrectionFieldsProps) {
  const t = correctionTexts.get();
  const shown = definitionInPageLanguage(definition);
  const returned = new Set(application.returnedFields ?? []);
  const openFields = shown.fields.filter((field) => returned.has(field.name));
  const openFiles = shown.files.filter((file) => returned.has(file.name));
  return (
    <>
      <DraftAutosave draft={draft} startingValues={startingValues} fileFields={openFiles.map((file) => file.name)} />
      <DraftStatus draft={draft} />
      <ErrorSummary fields={[...openFields, ...openFiles]} title={validationTexts.get().formError} />
      {openFields.length > 0 ? (
        <fieldset className={formStyles.fieldset}>
          <legend>{t.details}</legend>
          {openFields.map((field) => (
            <CertificateField key={field.name} field={field} strictChecks={definition.strictChecks} />
          ))}
        </fieldset>
      ) : null}
      {openFiles.length > 0 ? <OpenDocuments files={openFiles} application={application} /> : null}
    </>
  );
}

/** An answer as the office has it, or empty. */
function answerOf(application: MyApplicationDetail, name: string): string {
  return typeof application[name] === 'string' ? (application[name] as string) : '';
}

/** The documents the office asked for again, each naming the files it replaces. */
function OpenDocuments({ files, application }: { files: readonly FileFieldDefinition[]; application: MyApplicationDetail }) {
  const t = correctionTexts.get();
  return (
    <fieldset className={formStyles.fieldset}>
      <legend>{t.documents}</legend>
      {files.map((file) => {
        const before = application.documents.filter((document) => document.field === file.name).map((document) => document.name);
        return (
          <FileField
            key={file.name}
            name={file.name}
            label={file.label}
            required
            multiple={file.multiple}
            accept={acceptedFileTypes[file.accept].inputAccept}
            hint={[before.length > 0 ? t.replaces({ name: before.join(', ') }) : '', fileHint(file)].join(' ').trim()}
            showNames
          />
        );
      })}
    </fieldset>
  );
}

/** The answers and documents the office did not ask to correct, shown as they are. */
function UnchangedSection({
  definition,
  application,
  returned,
}: {
  definition: CertificateDefinition;
  application: MyApplicationDetail;
  returned: ReadonlySet<string>;
}) {
  const t = correctionTexts.get();
  const shown = definitionInPageLanguage(definition);
  const value = (name: string) => answerOf(application, name);
  return (
    <section aria-labelledby="unchanged-heading">
      <h2 id="unchanged-heading">{t.unchanged}</h2>
      <dl className={styles.details}>
        {shown.fields
          .filter((field) => !returned.has(field.name))
          .map((field) => (
            <div key={field.name} className={styles.pair}>
              <dt>{field.label}</dt>
              <dd>
                {field.options?.find((option) => option.value === value(field.name))?.label ??
                  (value(field.name) || <span className={styles.muted}>{t.notGiven}</span>)}
              </dd>
            </div>
          ))}
      </dl>
      {application.documents.some((document) => !returned.has(document.field)) ? (
        <>
          <h3>{t.unchangedDocuments}</h3>
          <ul>
            {application.documents
              .filter((document) => !returned.has(document.field))
              .map((document, index) => (
                <li key={`${document.field}-${index}`}>
                  {shown.files.find((file) => file.name === document.field)?.label ?? document.field}: {document.name}
                </li>
              ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
