import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import {
  GRIEVANCE_MESSAGE_MAX,
  GRIEVANCE_NAME_MAX,
  GRIEVANCE_SUBJECTS,
  grievanceSchema,
  grievanceSubjectLabels,
  normalizeGrievance,
} from '../../../../shared/domain/grievances/grievance-rules';
import type { GrievanceInput } from '../../../../shared/domain/grievances/grievance-rules';
import { describeFailure } from '../../../lib/api-error';
import type { CallFailure } from '../../../lib/api-error';
import { DraftStatus } from '../../../offline/draft-status';
import type { Draft } from '../../../offline/drafts';
import { QueuedNotice } from '../../../offline/queued-notice';
import { isConnectionFailure, isOffline, queueSubmission } from '../../../offline/submission-queue';
import { useFormDraft } from '../../../offline/use-form-draft';
import { useIdempotencyKey } from '../../../lib/use-idempotency-key';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import formStyles from '../../../ui/form/form.module.css';
import { validateWithSchema } from '../../../ui/form/schema-validation';
import { submitGrievance } from '../api/grievance-api';
import { grievanceTexts, submitFailureMessage } from './grievance-messages';
import styles from './grievances.module.css';

type Values = Record<keyof GrievanceInput, string>;
const empty: Values = { name: '', email: '', subject: '', message: '' };

type Outcome = { tone: 'success'; complaintId: string } | { tone: 'queued' } | { tone: 'error'; message: string };

function fromDraft(draft: Draft): Values {
  const pick = (name: keyof Values) => draft.values[name] ?? '';
  return { name: pick('name'), email: pick('email'), subject: pick('subject'), message: pick('message') };
}

/**
 * Submit a grievance (spec section 2, /grievances). The spec words its checks as one message
 * for the whole form, so problems are shown once at the top and the fields are marked. What is
 * typed is kept as a draft on the device; without a connection the grievance goes to the outbox.
 */
export function SubmitGrievanceForm({ onSubmitted }: { onSubmitted: (complaintId: string) => void }) {
  const [values, setValues] = useState<Values>(empty);
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  const idempotency = useIdempotencyKey();
  const messageRef = useRef<HTMLDivElement>(null);
  const draft = useFormDraft('grievance');
  // The draft arrives after the first render: its values replace the empty form once.
  const [restoredFrom, setRestoredFrom] = useState<Draft | null | undefined>(undefined);
  if (draft.restored !== restoredFrom) {
    setRestoredFrom(draft.restored);
    if (draft.restored) setValues(fromDraft(draft.restored));
  }

  const change = (name: keyof Values) => (event: { target: { value: string } }) => {
    const next = { ...values, [name]: event.target.value };
    setValues(next);
    draft.saveValues(next);
    setInvalid((current) => new Set([...current].filter((field) => field !== name)));
  };

  async function queue(input: GrievanceInput, idempotencyKey: string, failure: CallFailure) {
    const problem = draft.owner
      ? await queueSubmission({
          idempotencyKey,
          owner: draft.owner,
          kind: 'grievance',
          form: 'grievance',
          title: `Grievance about ${grievanceSubjectLabels[input.subject] ?? input.subject} — ${input.name}`,
          values: { ...input },
        })
      : 'unavailable';
    if (problem) return setOutcome({ tone: 'error', message: problem === 'unavailable' ? submitFailureMessage(failure) : problem });
    idempotency.settle();
    await draft.discard();
    setValues(empty);
    setOutcome({ tone: 'queued' });
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    setCopied(false);
    const input = normalizeGrievance(values);
    const errors = await validateWithSchema(grievanceSchema, input);
    const messages = [...new Set(Object.values(errors))];
    if (messages.length > 0) {
      setInvalid(new Set(Object.keys(errors)));
      setOutcome({ tone: 'error', message: messages.join(' ') });
      requestAnimationFrame(() => messageRef.current?.focus());
      return;
    }
    const idempotencyKey = idempotency.keyFor(input);
    setBusy(true);
    try {
      await draft.flush();
      if (isOffline()) {
        await queue(input as GrievanceInput, idempotencyKey, { kind: 'network' });
        return;
      }
      const { complaintId } = await submitGrievance(input as GrievanceInput, idempotencyKey);
      idempotency.settle();
      await draft.discard();
      setValues(empty);
      setOutcome({ tone: 'success', complaintId });
      onSubmitted(complaintId);
    } catch (err) {
      const failure = describeFailure(err);
      if (isConnectionFailure(failure)) await queue(input as GrievanceInput, idempotencyKey, failure);
      else setOutcome({ tone: 'error', message: submitFailureMessage(failure) });
    } finally {
      setBusy(false);
      requestAnimationFrame(() => messageRef.current?.focus());
    }
  }

  async function copy(complaintId: string) {
    try {
      await navigator.clipboard.writeText(complaintId);
      setCopied(true);
    } catch {
      // No clipboard (plain-HTTP kiosk, or permission refused): the ID stays on screen to note down.
    }
  }

  const fieldProps = (name: keyof Values) => ({
    id: `grievance-${name}`,
    name,
    value: values[name],
    onChange: change(name),
    className: formStyles.input,
    'aria-invalid': invalid.has(name) ? true : undefined,
    'aria-describedby': invalid.has(name) ? 'grievance-outcome' : undefined,
    'aria-required': true,
  });

  return (
    <section className={styles.panel} aria-labelledby="submit-grievance-title">
      <h2 id="submit-grievance-title">Submit a Grievance</h2>
      <div id="grievance-outcome">
        {outcome?.tone === 'success' ? (
          <Alert tone="success" ref={messageRef}>
            {grievanceTexts.submitted}
            <strong className={styles.complaintId}>{outcome.complaintId}</strong>
            <span className={styles.row}>
              <Button variant="secondary" onClick={() => void copy(outcome.complaintId)}>
                {copied ? 'Copied' : 'Copy complaint ID'}
              </Button>
            </span>
          </Alert>
        ) : null}
        {outcome?.tone === 'queued' ? (
          <Alert tone="info" ref={messageRef}>
            <QueuedNotice what="grievance" />
          </Alert>
        ) : null}
        {outcome?.tone === 'error' ? (
          <Alert tone="error" ref={messageRef}>
            {outcome.message}
          </Alert>
        ) : null}
      </div>
      <DraftStatus
        draft={draft}
        onDiscarded={() => {
          setValues(empty);
          setInvalid(new Set());
        }}
      />
      <form noValidate onSubmit={(event) => void submit(event)} aria-label="Submit a grievance">
        <div className={formStyles.field}>
          <label htmlFor="grievance-name" className={formStyles.label}>
            Name
          </label>
          <input {...fieldProps('name')} autoComplete="name" maxLength={GRIEVANCE_NAME_MAX} />
        </div>
        <div className={formStyles.field}>
          <label htmlFor="grievance-email" className={formStyles.label}>
            Email
          </label>
          <input {...fieldProps('email')} type="email" inputMode="email" autoComplete="email" spellCheck={false} />
        </div>
        <div className={formStyles.field}>
          <label htmlFor="grievance-subject" className={formStyles.label}>
            Subject
          </label>
          <select {...fieldProps('subject')}>
            <option value="">Select a subject</option>
            {GRIEVANCE_SUBJECTS.map((subject) => (
              <option key={subject} value={subject}>
                {grievanceSubjectLabels[subject]}
              </option>
            ))}
          </select>
        </div>
        <div className={formStyles.field}>
          <label htmlFor="grievance-message" className={formStyles.label}>
            Message
          </label>
          <textarea {...fieldProps('message')} rows={5} maxLength={GRIEVANCE_MESSAGE_MAX} className={`${formStyles.input} ${formStyles.textarea}`} />
        </div>
        <Button type="submit" block disabled={busy}>
          {busy ? 'Submitting...' : 'Submit Grievance'}
        </Button>
      </form>
    </section>
  );
}
