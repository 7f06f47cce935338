import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { object, string } from 'yup';
import type { ClerkSaid } from '../../../../shared/api/admin-types';
import { CLERK_MESSAGE_MAX } from '../../../../shared/domain/admin/clerk-messages';
import { REASON_CODES } from '../../../../shared/domain/admin/clerk-reasons';
import type { ReasonKind } from '../../../../shared/domain/admin/clerk-reasons';
import type { Option } from '../../../../shared/domain/common/options';
import type { Language } from '../../../../shared/i18n/languages';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { fieldId } from '../../../ui/form/field-id';
import { validateWithSchema } from '../../../ui/form/schema-validation';
import { SelectField } from '../../../ui/form/select-field';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { adminTexts } from '../admin-texts';
import styles from './admin.module.css';

export interface ReasonDialogProps {
  question: string;
  /** What follows, under the question. */
  consequence?: string;
  /** A decline: a reason from the kind's short list is required, details optional (required for Other). */
  reasons?: Exclude<ReasonKind, 'correction'>;
  /** The language the citizen reads the office's messages in, when the page knows it: the dialog says so. */
  reader?: Language;
  confirmLabel: string;
  /** Money moves or something cannot be undone: an alertdialog whose focus starts on Cancel. */
  alert?: boolean;
  /** Called once the dialog has closed, with what the citizen will read: the reason chosen, by its code, and the words written. */
  onConfirm: (said: ClerkSaid) => void;
  /** Called once the dialog has closed by Cancel or Escape: nothing is sent; the caller returns focus. */
  onCancel: () => void;
}

const OTHER = 'other';

type Values = { reason: string; details: string };

/** A kind's reasons in the clerk's language, each by its code (decision 073); with `other` last when it is offered. */
export function reasonOptions(kind: ReasonKind, withOther = true): Option[] {
  const t = adminTexts.get();
  const list: Readonly<Record<string, string>> = t.reasons[kind];
  const options = REASON_CODES[kind].map((code) => ({ value: code, label: list[code] ?? code }));
  return withOther ? [...options, { value: OTHER, label: t.decisions.other }] : options;
}

/** What a clerk's dialog sends for the reason chosen (none, or Other) and the words written (none when only spaces). */
export function clerkSaid(reason: string, words: string): ClerkSaid {
  const written = words.trim();
  return { reasonCodes: reason === '' || reason === OTHER ? [] : [reason], ...(written === '' ? {} : { words: written }) };
}

/**
 * Which language the citizen reads: the chosen reasons reach them in it, the clerk's own words as
 * written (decision 073). Nothing when the page does not know.
 */
export function CitizenReads({ language, id }: { language: Language | undefined; id?: string }) {
  if (!language) return null;
  const t = adminTexts.get().decisions;
  return (
    <p id={id} className={styles.muted}>
      {t.citizenReads({ language: t.languages[language] })}
    </p>
  );
}

/** A decline needs a reason, and Other needs it written out; a note may be left empty. */
function reasonSchema(t: ReturnType<typeof adminTexts.get>['decisions'], withReasons: boolean) {
  return object({
    reason: withReasons ? string().required(t.reasonRequired) : string(),
    details: string().when('reason', ([reason], details) => (reason === OTHER ? details.matches(/\S/, t.detailsRequired) : details)),
  });
}

/**
 * A clerk's decision with what the citizen reads about it (decision 048): a reason from a short
 * list and details for a decline, an optional note otherwise. A native modal <dialog> (focus stays
 * inside, Escape cancels), mounted only while open; nothing is sent until it is confirmed.
 */
export function ReasonDialog({
  question,
  consequence,
  reasons,
  reader,
  confirmLabel,
  alert = false,
  onConfirm,
  onCancel,
}: ReasonDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmed = useRef<ClerkSaid | null>(null);
  const id = useId();
  const t = adminTexts.get().decisions;
  const options = reasons ? reasonOptions(reasons) : null;
  const schema = useMemo(() => reasonSchema(adminTexts.get().decisions, reasons !== undefined), [reasons]);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    (alert ? cancelRef.current : document.getElementById(fieldId(reasons ? 'reason' : 'details')))?.focus();
  }, [alert, reasons]);

  const confirm = ({ reason, details }: Values) => {
    confirmed.current = clerkSaid(reason, details);
    ref.current?.close();
  };

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
      <Formik<Values>
        initialValues={{ reason: '', details: '' }}
        validateOnChange={false}
        validateOnBlur={false}
        validate={(values) => validateWithSchema(schema, values)}
        onSubmit={confirm}
      >
        <Form noValidate>
          <h2 id={`${id}-question`}>{question}</h2>
          {consequence ? <p id={`${id}-consequence`}>{consequence}</p> : null}
          <CitizenReads language={reader} />
          <ReasonFields options={options} />
          <div className={styles.actions}>
            <Button type="submit">{confirmLabel}</Button>
            <Button ref={cancelRef} type="button" variant="secondary" onClick={() => ref.current?.close()}>
              {t.cancel}
            </Button>
          </div>
        </Form>
      </Formik>
    </dialog>
  );
}

/** The reason to choose (a decline's, when `options` are given) and what the citizen reads, with the summary of what is missing. */
function ReasonFields({ options }: { options: Option[] | null }) {
  const { values } = useFormikContext<Values>();
  const t = adminTexts.get().decisions;
  const detailsLabel = options ? (values.reason === OTHER ? t.details : t.detailsOptional) : t.note;
  return (
    <>
      <ErrorSummary
        fields={[
          { name: 'reason', label: t.reason },
          { name: 'details', label: detailsLabel },
        ]}
      />
      {options ? <SelectField name="reason" label={t.reason} options={options} emptyChoice={t.chooseReason} /> : null}
      <TextAreaField
        name="details"
        label={detailsLabel}
        required={options !== null && values.reason === OTHER}
        optionalInLabel
        maxLength={CLERK_MESSAGE_MAX}
      />
    </>
  );
}

/** What a page asks: the dialog's texts, and what to send once it is confirmed. */
export type Question = Omit<ReasonDialogProps, 'onConfirm' | 'onCancel'> & { send: (said: ClerkSaid) => void };

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
      onConfirm={(said) => {
        setQuestion(null);
        question.send(said);
      }}
      onCancel={() => {
        setQuestion(null);
        trigger.current?.focus();
      }}
    />
  ) : null;
  return { ask, dialog };
}
