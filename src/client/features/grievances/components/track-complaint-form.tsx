import { Form, Formik } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { object, string } from 'yup';
import type { ComplaintStatus } from '../../../../shared/api/submissions/grievance-types';
import { normalizeComplaintId } from '../../../../shared/domain/grievances/grievance-rules';
import { describeFailure } from '../../../lib/calls/api-error';
import { useSession } from '../../../lib/session/session-context';
import { Alert } from '../../../ui/form/alert';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { validateWithSchema } from '../../../ui/form/schema-validation';
import { SubmitButton } from '../../../ui/form/submit-button';
import { TextField } from '../../../ui/form/text-field';
import { useFocusAfterRender } from '../../../ui/use-focus-after-render';
import { trackComplaint } from '../api/grievance-api';
import { grievanceTexts } from '../grievance-texts';
import { AfterResolved } from './after-resolved';
import { ComplaintAnswer } from './complaint-answer';
import { trackFailureMessage } from './grievance-messages';
import styles from './grievances.module.css';

type Outcome = { tone: 'status'; complaintId: string; answer: ComplaintStatus } | { tone: 'error'; message: string };

type Values = { complaintId: string };

/** What a person typed, made comparable: case and surrounding spaces do not matter. */
const normalize = (values: Values): Values => ({ complaintId: normalizeComplaintId(values.complaintId) });

interface TrackComplaintFormProps {
  /** A complaint ID put into the form from outside it: a new complaint's, or one typed at /track. */
  complaintId: string;
  onComplaintIdChange: (id: string) => void;
}

/** A complaint ID typed at /track comes here as ?complaint=…: it is put into the form and tracked at once. */
function useComplaintFromTrack(track: (complaintId: string) => void) {
  const [searchParams] = useSearchParams();
  const fromTrack = normalizeComplaintId(searchParams.get('complaint') ?? '');
  const tracked = useRef('');
  useEffect(() => {
    if (!fromTrack || tracked.current === fromTrack) return;
    tracked.current = fromTrack;
    track(fromTrack);
  });
}

/**
 * Track a complaint by its ID; the answer is its status and when it last changed, nothing personal.
 * Under a Resolved one, its submitter may reopen or rate it, by the email it was sent with (a
 * signed-in citizen's own complaints need none).
 */
export function TrackComplaintForm({ complaintId, onComplaintIdChange }: TrackComplaintFormProps) {
  const t = grievanceTexts.get().track;
  // The texts are the page's for as long as it is open (docs/decisions/035): built once.
  const schema = useMemo(() => object({ complaintId: string().required(grievanceTexts.get().messages.trackRequired) }), []);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { ref: messageRef, focusAfterRender } = useFocusAfterRender<HTMLDivElement>();
  const { user } = useSession();

  async function lookUp(id: string) {
    let next: Outcome;
    try {
      next = { tone: 'status', complaintId: id, answer: await trackComplaint(id) };
    } catch (err) {
      next = { tone: 'error', message: trackFailureMessage(describeFailure(err)) };
    }
    setOutcome(next);
    // Each answer takes the focus once it is on screen (after the page's own focus on arrival).
    focusAfterRender();
  }

  async function track(values: Values) {
    setOutcome(null);
    await lookUp(normalize(values).complaintId);
  }

  useComplaintFromTrack((id) => {
    onComplaintIdChange(id);
    void lookUp(id);
  });

  return (
    <section className={styles.panel} aria-labelledby="track-complaint-title">
      <h2 id="track-complaint-title">{t.title}</h2>
      {outcome?.tone === 'error' ? (
        <Alert tone="error" ref={messageRef}>
          {outcome.message}
        </Alert>
      ) : null}
      {outcome?.tone === 'status' ? (
        <>
          <ComplaintAnswer ref={messageRef} complaintId={outcome.complaintId} answer={outcome.answer} />
          <AfterResolved
            complaintId={outcome.complaintId}
            answer={outcome.answer}
            email={user?.role === 'user' ? 'optional' : 'required'}
            onChange={(answer) => setOutcome({ ...outcome, answer })}
          />
        </>
      ) : null}
      {/* The form takes up a complaint ID put into it from outside; what is typed stays the form's own. */}
      <Formik<Values>
        initialValues={{ complaintId }}
        enableReinitialize
        validateOnChange={false}
        validateOnBlur={false}
        validate={(values) => validateWithSchema(schema, normalize(values))}
        onSubmit={track}
      >
        <Form noValidate aria-label={t.formLabel}>
          <ErrorSummary fields={[{ name: 'complaintId', label: t.complaintId }]} />
          <TextField
            name="complaintId"
            label={t.complaintId}
            hint={t.hint}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
          />
          <SubmitButton label={t.button} busyLabel={t.busy} />
        </Form>
      </Formik>
      <p className={styles.aside}>
        {t.applicationBefore}
        <Link to="/track">{t.applicationLink}</Link>
      </p>
    </section>
  );
}
