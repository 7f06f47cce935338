import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { object, string } from 'yup';
import { CLERK_MESSAGE_MAX } from '../../../../shared/domain/admin/clerk-messages';
import type { Option } from '../../../../shared/domain/common/options';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { fieldId } from '../../../ui/form/field-id';
import { validateWithSchema } from '../../../ui/form/schema-validation';
import { SelectField } from '../../../ui/form/select-field';
import { TextAreaField } from '../../../ui/form/text-area-field';
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

type Values = { reason: string; details: string };

function reasonOptions(kind: ReasonKind): Option[] {
  const t = adminTexts.get().decisions;
  const list: Record<string, string> =
    kind === 'certificate' ? t.certificateReasons : kind === 'grievance' ? t.grievanceReasons : t.paymentReasons;
  return [...Object.entries(list).map(([value, label]) => ({ value, label })), { value: OTHER, label: t.other }];
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
export function ReasonDialog({ question, consequence, reasons, confirmLabel, alert = false, onConfirm, onCancel }: ReasonDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmed = useRef<string | undefined | null>(null);
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
    const written = details.trim();
    const label = options?.find((option) => option.value === reason)?.label;
    const message =
      !reasons || reason === OTHER ? written : written ? t.reasonWithDetails({ reason: label ?? '', details: written }) : label;
    confirmed.current = message === '' ? undefined : message;
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
