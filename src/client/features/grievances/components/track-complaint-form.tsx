import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ComplaintStatus } from '../../../../shared/api/submissions/grievance-types';
import { normalizeComplaintId } from '../../../../shared/domain/grievances/grievance-rules';
import { describeFailure } from '../../../lib/calls/api-error';
import { Alert } from '../../../ui/form/alert';
import { Button } from '../../../ui/button';
import formStyles from '../../../ui/form/form.module.css';
import { trackComplaint } from '../api/grievance-api';
import { grievanceTexts } from '../grievance-texts';
import { ComplaintAnswer } from './complaint-answer';
import { trackFailureMessage } from './grievance-messages';
import styles from './grievances.module.css';

type Outcome = { tone: 'status'; complaintId: string; answer: ComplaintStatus } | { tone: 'error'; message: string };

/** Track a complaint by its ID; the answer is its status and when it last changed, nothing personal. */
export function TrackComplaintForm({ complaintId, onComplaintIdChange }: { complaintId: string; onComplaintIdChange: (id: string) => void }) {
  const texts = grievanceTexts.get();
  const t = texts.track;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const messageRef = useRef<HTMLDivElement>(null);

  async function lookUp(id: string) {
    let next: Outcome;
    try {
      next = { tone: 'status', complaintId: id, answer: await trackComplaint(id) };
    } catch (err) {
      next = { tone: 'error', message: trackFailureMessage(describeFailure(err)) };
    }
    setOutcome(next);
    setBusy(false);
  }

  // Each answer takes the focus once it is on screen (after the page's own focus on arrival).
  useEffect(() => {
    if (outcome) messageRef.current?.focus();
  }, [outcome]);

  function track(event: FormEvent) {
    event.preventDefault();
    const id = normalizeComplaintId(complaintId);
    if (!id) {
      setOutcome({ tone: 'error', message: texts.messages.trackRequired });
      return;
    }
    setBusy(true);
    setOutcome(null);
    void lookUp(id);
  }

  // A complaint ID typed at /track comes here as ?complaint=…: it is tracked at once.
  const [searchParams] = useSearchParams();
  const fromTrack = normalizeComplaintId(searchParams.get('complaint') ?? '');
  const tracked = useRef('');
  useEffect(() => {
    if (!fromTrack || tracked.current === fromTrack) return;
    tracked.current = fromTrack;
    onComplaintIdChange(fromTrack);
    void lookUp(fromTrack);
  });

  return (
    <section className={styles.panel} aria-labelledby="track-complaint-title">
      <h2 id="track-complaint-title">{t.title}</h2>
      {outcome?.tone === 'error' ? (
        <Alert tone="error" ref={messageRef}>
          {outcome.message}
        </Alert>
      ) : null}
      {outcome?.tone === 'status' ? <ComplaintAnswer ref={messageRef} complaintId={outcome.complaintId} answer={outcome.answer} /> : null}
      <form noValidate onSubmit={track} aria-label={t.formLabel}>
        <div className={formStyles.field}>
          <label htmlFor="complaint-id" className={formStyles.label}>
            {t.complaintId}
          </label>
          <span id="complaint-id-hint" className={formStyles.hint}>
            {t.hint}
          </span>
          <input
            id="complaint-id"
            name="complaintId"
            value={complaintId}
            onChange={(event) => onComplaintIdChange(event.target.value)}
            className={formStyles.input}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            aria-describedby="complaint-id-hint"
          />
        </div>
        <Button type="submit" block disabled={busy}>
          {busy ? t.busy : t.button}
        </Button>
      </form>
      <p className={styles.aside}>
        {t.applicationBefore}
        <Link to="/track">{t.applicationLink}</Link>
      </p>
    </section>
  );
}
