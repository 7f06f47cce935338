import { Field, Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { object, string } from 'yup';
import type { AppealAdminRow, AppealDecision, ApplicationDetail } from '../../../../shared/api/admin-types';
import { APPEAL_NOTE_MAX, APPEAL_OUTCOMES } from '../../../../shared/domain/appeals/appeal-rules';
import type { AppealOutcome } from '../../../../shared/domain/appeals/appeal-rules';
import { certificateBySlug } from '../../../../shared/domain/certificates/certificate-definitions';
import { definitionInPageLanguage } from '../../../i18n/certificate-definition-texts';
import { Button } from '../../../ui/button';
import { ErrorSummary } from '../../../ui/form/error-summary';
import { validateWithSchema } from '../../../ui/form/schema-validation';
import { TextAreaField } from '../../../ui/form/text-area-field';
import { fetchApplication } from '../api/admin-api';
import { failureReason } from '../components/admin-format';
import styles from '../components/admin.module.css';
import { HistorySection } from '../pages/application-history';
import { appealAdminTexts } from './appeal-admin-texts';
import own from './appeals.module.css';

type Values = { outcome: '' | AppealOutcome; note: string };

/** A decision needs its outcome, and a dismissal its note, as the server checks (appealDecisionBodySchema). */
function decisionSchema(t: ReturnType<typeof appealAdminTexts.get>['dialog']) {
  return object({
    outcome: string().required(t.outcomeRequired).oneOf(APPEAL_OUTCOMES, t.outcomeRequired),
    note: string().when('outcome', ([outcome]: unknown[], note) =>
      outcome === 'dismissed' ? note.required(t.noteRequired).matches(/\S/, t.noteRequired) : note,
    ),
  });
}

/**
 * An open appeal decided (decision 084): the citizen's reason and the application's history to
 * read, then uphold or dismiss with a note the citizen reads. A native modal <dialog>, mounted
 * only while open; nothing is sent until it is confirmed.
 */
export function AppealDialog({
  appeal,
  onConfirm,
  onCancel,
}: {
  appeal: AppealAdminRow;
  onConfirm: (decision: AppealDecision) => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const confirmed = useRef<AppealDecision | null>(null);
  const id = useId();
  const t = appealAdminTexts.get().dialog;
  const schema = useMemo(() => decisionSchema(appealAdminTexts.get().dialog), []);
  const fields = [
    { name: 'outcome', label: t.outcome },
    { name: 'note', label: t.note },
  ];

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const confirm = ({ outcome, note }: Values) => {
    if (outcome === '') return;
    confirmed.current = { outcome, note: note.trim() };
    ref.current?.close();
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      onClose={() => (confirmed.current === null ? onCancel() : onConfirm(confirmed.current))}
    >
      <h2 id={`${id}-title`}>{t.title({ reference: appeal.reference })}</h2>
      <h3>{t.reason}</h3>
      <p className={own.reason}>{appeal.reason}</p>
      <AppealHistory appeal={appeal} />
      <Formik<Values>
        initialValues={{ outcome: '', note: '' }}
        validateOnChange={false}
        validateOnBlur={false}
        validate={(values) => validateWithSchema(schema, values)}
        onSubmit={confirm}
      >
        <Form noValidate>
          <ErrorSummary fields={fields} />
          <OutcomeChoice />
          <TextAreaField name="note" label={t.note} hint={t.noteHint} required={false} maxLength={APPEAL_NOTE_MAX} />
          <div className={styles.actions}>
            <Button type="submit">{t.confirm}</Button>
            <Button type="button" variant="secondary" onClick={() => ref.current?.close()}>
              {t.cancel}
            </Button>
          </div>
        </Form>
      </Formik>
    </dialog>
  );
}

/** Uphold or dismiss, as two radio buttons in a fieldset, with the error the summary links to. */
function OutcomeChoice() {
  const t = appealAdminTexts.get().dialog;
  const { errors } = useFormikContext<Values>();
  return (
    <fieldset id="field-outcome" aria-invalid={errors.outcome ? true : undefined}>
      <legend>{t.outcome}</legend>
      {errors.outcome ? <p className={styles.muted}>{errors.outcome}</p> : null}
      {APPEAL_OUTCOMES.map((outcome) => (
        <label key={outcome} className={own.choice}>
          <Field type="radio" name="outcome" value={outcome} /> {t[outcome]}
        </label>
      ))}
    </fieldset>
  );
}

/** The application's history as its clerk's page shows it, read when the dialog opens. */
function AppealHistory({ appeal }: { appeal: AppealAdminRow }) {
  const [detail, setDetail] = useState<ApplicationDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    fetchApplication(appeal.type, appeal.applicationId).then(
      (answer) => current && setDetail(answer),
      (err: unknown) => current && setProblem(failureReason(err)),
    );
    return () => {
      current = false;
    };
  }, [appeal.type, appeal.applicationId]);
  if (problem) return <p>{problem}</p>;
  if (!detail) return <p>{appealAdminTexts.get().dialog.loadingHistory}</p>;
  const definition = certificateBySlug(appeal.type);
  const shown = definition ? definitionInPageLanguage(definition) : null;
  const labelOf = (name: string) =>
    shown?.fields.find((field) => field.name === name)?.label ?? shown?.files.find((file) => file.name === name)?.label ?? name;
  return <HistorySection history={detail.history} labelOf={labelOf} />;
}
