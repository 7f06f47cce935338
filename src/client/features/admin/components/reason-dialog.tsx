import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { CLERK_MESSAGE_MAX } from '../../../../shared/domain/admin/clerk-messages';
import { Button } from '../../../ui/button';
import formStyles from '../../../ui/form/form.module.css';
import { adminTexts } from '../admin-texts';
import styles from './admin.module.css';

/** The reasons a decline offers, per kind of request; 'other' is always last and asks for details. */
export type ReasonKind = 'certificate' | 'grievance' | 'payment';

export interface ReasonDialogProps {
  question: string;
  /** What follows, under the question. */
  consequence?: string;
  /** A decline: a reason from the kind's short list is required, details optional (required for Other). */
  reasons?: ReasonKind;
  confirmLabel: string;
  /** Money moves or something cannot be undone: an alertdialog whose focus starts on Cancel. */
  alert?: boolean;
  /** Called once the dialog has closed, with what the citizen will read (undefined: nothing written). */
  onConfirm: (message: string | undefined) => void;
  /** Called once the dialog has closed by Cancel or Escape: nothing is sent; the caller returns focus. */
  onCancel: () => void;
}

const OTHER = 'other';

function reasonOptions(kind: ReasonKind): [string, string][] {
  const t = adminTexts.get().decisions;
  const list = kind === 'certificate' ? t.certificateReasons : kind === 'grievance' ? t.grievanceReasons : t.paymentReasons;
  return [...Object.entries(list), [OTHER, t.other]];
}

/**
 * A clerk's decision with what the citizen reads about it (decision 048): a reason from a short
 * list and details for a decline, an optional note otherwise. A native modal <dialog> (focus stays
 * inside, Escape cancels), mounted only while open; nothing is sent until it is confirmed.
 */
export function ReasonDialog({ question, consequence, reasons, confirmLabel, alert = false, onConfirm, onCancel }: ReasonDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const firstRef = useRef<HTMLSelectElement & HTMLTextAreaElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmed = useRef<string | undefined | null>(null);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState('');
  const [error, setError] = useState<{ field: 'reason' | 'details'; text: string } | null>(null);
  const id = useId();
  const t = adminTexts.get().decisions;
  const options = reasons ? reasonOptions(reasons) : [];

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    (alert ? cancelRef.current : firstRef.current)?.focus();
  }, [alert]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const written = details.trim();
    const problem = !reasons
      ? null
      : reason === ''
        ? { field: 'reason' as const, text: t.reasonRequired }
        : reason === OTHER && written === ''
          ? { field: 'details' as const, text: t.detailsRequired }
          : null;
    if (problem) {
      setError(problem);
      document.getElementById(`${id}-${problem.field}`)?.focus();
      return;
    }
    const label = options.find(([value]) => value === reason)?.[1];
    const message = !reasons || reason === OTHER ? written : written ? t.reasonWithDetails(label ?? '', written) : label;
    confirmed.current = message === '' ? undefined : message;
    ref.current?.close();
  };

  const described = (field: 'reason' | 'details') => (error?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {});
  return (
    <dialog
      ref={ref}
      role={alert ? 'alertdialog' : 'dialog'}
      className={styles.confirm}
      aria-labelledby={`${id}-question`}
      aria-describedby={consequence ? `${id}-consequence` : undefined}
      // Closed first, then told: while the modal dialog is open the page behind it cannot take focus.
      onClose={() => (confirmed.current === null ? onCancel() : onConfirm(confirmed.current))}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-question`}>{question}</h2>
        {consequence ? <p id={`${id}-consequence`}>{consequence}</p> : null}
        {reasons ? (
          <div className={formStyles.field}>
            <label className={formStyles.label} htmlFor={`${id}-reason`}>
              {t.reason}
            </label>
            <select ref={firstRef} id={`${id}-reason`} className={formStyles.input} value={reason} onChange={(event) => setReason(event.target.value)} {...described('reason')}>
              <option value="">{t.chooseReason}</option>
              {options.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-details`}>
            {reasons ? (reason === OTHER ? t.details : t.detailsOptional) : t.note}
          </label>
          <textarea
            ref={reasons ? undefined : firstRef}
            id={`${id}-details`}
            className={`${formStyles.input} ${formStyles.textarea}`}
            rows={3}
            maxLength={CLERK_MESSAGE_MAX}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            {...described('details')}
          />
        </div>
        {error ? (
          <p id={`${id}-error`} className={formStyles.error} role="alert">
            {error.text}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit">{confirmLabel}</Button>
          <Button ref={cancelRef} type="button" variant="secondary" onClick={() => ref.current?.close()}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}

/** What a page asks: the dialog's texts, and what to send once it is confirmed. */
export type Question = Omit<ReasonDialogProps, 'onConfirm' | 'onCancel'> & { send: (message: string | undefined) => void };

/**
 * One question at a time, before an action: `ask(trigger, question)` opens the dialog; Cancel
 * and Escape give focus back to the button that asked, confirming sends.
 */
export function useReasonDialog() {
  const [question, setQuestion] = useState<Question | null>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const ask = (from: HTMLElement, next: Question) => {
    trigger.current = from;
    setQuestion(next);
  };
  const dialog = question ? (
    <ReasonDialog
      {...question}
      onConfirm={(message) => {
        setQuestion(null);
        question.send(message);
      }}
      onCancel={() => {
        setQuestion(null);
        trigger.current?.focus();
      }}
    />
  ) : null;
  return { ask, dialog };
}
