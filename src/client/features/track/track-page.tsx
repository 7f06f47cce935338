import { forwardRef, useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ApplicationTracked } from '../../../shared/api/my-requests-types';
import { apiPaths } from '../../../shared/api/paths';
import { GRIEVANCE_TIMEOUT_MS } from '../../../shared/api/submissions/grievance-types';
import { certificateBySlug } from '../../../shared/domain/certificates/certificate-definitions';
import { TRACK_REFERENCE_MAX, buildApplicationTrackSchema } from '../../../shared/domain/track/track-rules';
import { COMPLAINT_ID_PATTERN, normalizeComplaintId } from '../../../shared/domain/grievances/grievance-rules';
import { formatLongDate } from '../../../shared/i18n/formats';
import { definitionInPageLanguage, definitionTexts } from '../../i18n/certificate-definition-texts';
import { pageLanguage } from '../../i18n/page-language';
import { api } from '../../lib/calls/api';
import { describeFailure } from '../../lib/calls/api-error';
import { Button } from '../../ui/button';
import { Alert } from '../../ui/form/alert';
import { FieldShell } from '../../ui/form/field-shell';
import formStyles from '../../ui/form/form.module.css';
import { formTexts } from '../../ui/form/form-texts';
import { validateWithSchema } from '../../ui/form/schema-validation';
import { Page } from '../../ui/page';
import styles from './track.module.css';
import { trackTexts } from './track-texts';

/** The catalogues this page shows, loaded before it renders (src/client/app/pages.ts). */
export const texts = [trackTexts, formTexts, definitionTexts];

type Outcome = { kind: 'application'; answer: ApplicationTracked } | { kind: 'error'; message: string };

type Field = 'reference' | 'mobile';

/** Why a lookup of an application failed: the server's words (one "not found" for every mismatch, or the rate limit), else what went wrong. */
function applicationFailure(err: unknown): string {
  const t = trackTexts.get().failures;
  const failure = describeFailure(err);
  if (failure.kind === 'server') return failure.error ?? t.other;
  if (failure.kind === 'timeout') return t.timeout;
  if (failure.kind === 'network') return t.network;
  return t.other;
}

async function lookUp(values: Record<Field, string>): Promise<Outcome> {
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
  const [values, setValues] = useState<Record<Field, string>>({ reference: '', mobile: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const answerRef = useRef<HTMLDivElement>(null);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const complaintId = normalizeComplaintId(values.reference);
    if (COMPLAINT_ID_PATTERN.test(complaintId)) {
      void navigate(`/grievances?${new URLSearchParams({ complaint: complaintId }).toString()}`);
      return;
    }
    const found = await validateWithSchema(buildApplicationTrackSchema(t.messages), values);
    setErrors(found);
    const firstInvalid = (['reference', 'mobile'] as const).find((field) => found[field]);
    if (firstInvalid) {
      setOutcome(null);
      document.getElementById(`track-${firstInvalid}`)?.focus();
      return;
    }
    setBusy(true);
    setOutcome(null);
    setOutcome(await lookUp(values));
    setBusy(false);
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
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={t.formLabel}>
          <TrackField field="reference" label={t.reference} hint={t.referenceHint} error={errors.reference} value={values.reference} onChange={change} />
          <TrackField field="mobile" label={t.mobile} hint={t.mobileHint} error={errors.mobile} value={values.mobile} onChange={change} />
          <Button type="submit" block disabled={busy}>
            {busy ? t.busy : t.button}
          </Button>
        </form>
      </div>
    </Page>
  );
}

interface TrackFieldProps {
  field: Field;
  label: string;
  hint: string;
  error?: string;
  value: string;
  onChange: (field: Field, value: string) => void;
}

function TrackField({ field, label, hint, error, value, onChange }: TrackFieldProps) {
  const id = `track-${field}`;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <FieldShell id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        name={field}
        value={value}
        onChange={(event) => onChange(field, event.target.value)}
        className={formStyles.input}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        {...(field === 'reference'
          ? { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false, maxLength: TRACK_REFERENCE_MAX }
          : { type: 'tel', inputMode: 'tel' as const, autoComplete: 'tel', maxLength: 20 })}
      />
    </FieldShell>
  );
}

/** The status and the dates of an application, and nothing personal (decision 043). */
const ApplicationAnswer = forwardRef<HTMLDivElement, { answer: ApplicationTracked }>(function ApplicationAnswer({ answer }, ref) {
  const t = trackTexts.get().answer;
  const definition = certificateBySlug(answer.type);
  const language = pageLanguage();
  const rows: [string, string][] = [
    [t.type, definition ? definitionInPageLanguage(definition).title : answer.type],
    [t.status, t.statuses[answer.status] ?? answer.status],
    [t.created, formatLongDate(answer.createdAt, language)],
    [t.updated, formatLongDate(answer.updatedAt, language)],
    [t.due, formatLongDate(answer.dueBy, language)],
  ];
  return (
    <Alert tone="info" ref={ref}>
      <h2 className={styles.answerTitle}>{t.title(answer.reference)}</h2>
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
