import { Form, Formik } from 'formik';
import { forwardRef, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApplicationTracked } from '../../../shared/api/my-requests-types';
import { apiPaths } from '../../../shared/api/paths';
import { GRIEVANCE_TIMEOUT_MS } from '../../../shared/api/submissions/grievance-types';
import { certificateBySlug } from '../../../shared/domain/certificates/certificate-definitions';
import { TRACK_REFERENCE_MAX, buildApplicationTrackSchema } from '../../../shared/domain/track/track-rules';
import { COMPLAINT_ID_PATTERN, normalizeComplaintId } from '../../../shared/domain/grievances/grievance-rules';
import { formatLongDate } from '../../../shared/i18n/formats';
import { wordFor } from '../../../shared/i18n/word-for';
import { definitionInPageLanguage, definitionTexts } from '../../i18n/certificate-definition-texts';
import { pageLanguage } from '../../i18n/page-language';
import { api } from '../../lib/calls/api';
import { describeFailure } from '../../lib/calls/api-error';
import { Alert } from '../../ui/form/alert';
import { ErrorSummary } from '../../ui/form/error-summary';
import { FormField } from '../../ui/form/form-field';
import { formTexts } from '../../ui/form/form-texts';
import { validateWithSchema } from '../../ui/form/schema-validation';
import { SubmitButton } from '../../ui/form/submit-button';
import { TextField } from '../../ui/form/text-field';
import { Page } from '../../ui/page';
import styles from './track.module.css';
import { trackTexts } from './track-texts';

/** The catalogues this page shows, loaded before it renders (src/client/app/pages.ts). */
export const texts = [trackTexts, formTexts, definitionTexts];

type Outcome = { kind: 'application'; answer: ApplicationTracked } | { kind: 'error'; message: string };

type Values = { reference: string; mobile: string };

/** A complaint ID typed as the reference: the complaint tracker answers it, with no mobile number. */
const complaintIdIn = (values: Values): string | null => {
  const complaintId = normalizeComplaintId(values.reference);
  return COMPLAINT_ID_PATTERN.test(complaintId) ? complaintId : null;
};

/** Why a lookup of an application failed: the server's words (one "not found" for every mismatch, or the rate limit), else what went wrong. */
function applicationFailure(err: unknown): string {
  const t = trackTexts.get().failures;
  const failure = describeFailure(err);
  if (failure.kind === 'server') return failure.error ?? t.other;
  if (failure.kind === 'timeout') return t.timeout;
  if (failure.kind === 'network') return t.network;
  return t.other;
}

async function lookUp(values: Values): Promise<Outcome> {
  try {
    const params = { reference: values.reference.trim(), mobile: values.mobile.trim() };
    const { data } = await (await api()).get<ApplicationTracked>(apiPaths.applicationTrack, { params, timeout: GRIEVANCE_TIMEOUT_MS });
    return { kind: 'application', answer: data };
  } catch (err) {
    return { kind: 'error', message: applicationFailure(err) };
  }
}

/**
 * /track (decision 047): an application's status and dates by its reference and the mobile number
 * given in it, for someone without an account (a kiosk or assisted applicant); nothing else of
 * the application is shown. A complaint ID typed here goes to the complaint tracker, which answers it.
 */
export function TrackPage() {
  const t = trackTexts.get();
  const navigate = useNavigate();
  // The texts are the page's for as long as it is open (docs/decisions/035): built once.
  const schema = useMemo(() => {
    const messages = trackTexts.get().messages;
    return buildApplicationTrackSchema({
      ...messages,
      notText: (label) => messages.notText({ label }),
      tooLong: (label, max) => messages.tooLong({ label, max }),
    });
  }, []);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const fields = [
    { name: 'reference', label: t.reference },
    { name: 'mobile', label: t.mobile },
  ];

  async function validate(values: Values) {
    if (complaintIdIn(values)) return {};
    const errors = await validateWithSchema(schema, values);
    // A lookup that cannot be sent takes the last answer away: no answer stands beside the errors.
    if (Object.keys(errors).length > 0) setOutcome(null);
    return errors;
  }

  async function submit(values: Values) {
    const complaintId = complaintIdIn(values);
    if (complaintId) {
      void navigate(`/grievances?${new URLSearchParams({ complaint: complaintId }).toString()}`);
      return;
    }
    setOutcome(null);
    setOutcome(await lookUp(values));
  }

  // The answer takes the focus once it is on screen.
  useEffect(() => {
    if (outcome) answerRef.current?.focus();
  }, [outcome]);

  return (
    <Page title={t.title} intro={t.intro} narrow>
      <div className={styles.panel}>
        {outcome?.kind === 'error' ? (
          <Alert tone="error" ref={answerRef}>
            {outcome.message}
          </Alert>
        ) : null}
        {outcome?.kind === 'application' ? <ApplicationAnswer ref={answerRef} answer={outcome.answer} /> : null}
        <Formik<Values>
          initialValues={{ reference: '', mobile: '' }}
          validateOnChange={false}
          validateOnBlur={false}
          validate={validate}
          onSubmit={submit}
        >
          <Form noValidate aria-label={t.formLabel}>
            <ErrorSummary fields={fields} />
            {/* Typed in capitals, as printed, and never corrected by the keyboard: no field kind says that. */}
            <TextField
              name="reference"
              label={t.reference}
              hint={t.referenceHint}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              maxLength={TRACK_REFERENCE_MAX}
            />
            <FormField field={{ name: 'mobile', label: t.mobile, hint: t.mobileHint, kind: 'phone', required: true }} />
            <SubmitButton label={t.button} busyLabel={t.busy} />
          </Form>
        </Formik>
      </div>
    </Page>
  );
}

/** The status and the dates of an application, and nothing personal (decision 043). */
const ApplicationAnswer = forwardRef<HTMLDivElement, { answer: ApplicationTracked }>(function ApplicationAnswer({ answer }, ref) {
  const t = trackTexts.get().answer;
  const definition = certificateBySlug(answer.type);
  const language = pageLanguage();
  const rows: [string, string][] = [
    [t.type, definition ? definitionInPageLanguage(definition).title : answer.type],
    [t.status, wordFor(t.statuses, answer.status) ?? answer.status],
    [t.created, formatLongDate(answer.createdAt, language)],
    [t.updated, formatLongDate(answer.updatedAt, language)],
    [t.due, formatLongDate(answer.dueBy, language)],
  ];
  return (
    <Alert tone="info" ref={ref}>
      <h2 className={styles.answerTitle}>{t.title({ reference: answer.reference })}</h2>
      <dl className={styles.answer}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.pair}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Alert>
  );
});
