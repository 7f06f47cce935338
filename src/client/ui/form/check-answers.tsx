import { useFormikContext } from 'formik';
import { Fragment, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../button';
import type { Answer } from './answers';
import styles from './check-answers.module.css';
import { fieldId } from './field-id';
import { formTexts } from './form-texts';

type Stage = 'form' | 'summary' | 'changing';

/**
 * The GOV.UK "Check your answers" step of a form (docs/decisions/046). The first press of the
 * form's button on a valid form shows the summary instead of sending; the summary's button sends.
 * A Change link goes back to the form, with focus on that field; the form's button, or its "Back
 * to check your answers", checks the answers again and shows the summary. The form stays mounted
 * (hidden) all along: the files chosen in its inputs and its draft stay as they are. A new
 * `resetKey` (the form started again after a submission) starts at the form.
 */
export function useCheckAnswers(resetKey: unknown) {
  const [state, setState] = useState<{ key: unknown; stage: Stage; field?: string }>({ key: resetKey, stage: 'form' });
  const { stage, field } = state.key === resetKey ? state : { stage: 'form' as Stage, field: undefined };

  useEffect(() => {
    if (stage === 'changing' && field) document.getElementById(fieldId(field))?.focus();
  }, [stage, field]);

  return {
    stage,
    /**
     * Formik's onSubmit: sends only from the summary, else shows it (a promise either way, so that
     * Formik ends its submitting state). A send that did not go through (refused, cancelled, no
     * connection) shows the form again, everything kept, under the message that says why; fields
     * the server finds fault with show it in the same render as their messages.
     */
    onSubmit<V, H extends { setErrors(errors: never): void }>(send: (values: V, helpers: H) => Promise<void>) {
      return async (values: V, helpers: H): Promise<void> => {
        if (stage !== 'summary') return setState({ key: resetKey, stage: 'summary' });
        const setErrors: H['setErrors'] = (errors) => {
          setState({ key: resetKey, stage: 'form' });
          helpers.setErrors(errors);
        };
        await send(values, { ...helpers, setErrors });
        // After a success the form has started again under a new key, which starts at the form anyway.
        setState({ key: resetKey, stage: 'form' });
      };
    },
    change: (name: string) => setState({ key: resetKey, stage: 'changing', field: name }),
    backToForm: () => setState({ key: resetKey, stage: 'form' }),
  };
}

export type CheckAnswersStep = ReturnType<typeof useCheckAnswers>;

interface CheckAnswersProps {
  step: CheckAnswersStep;
  /** The answers to the form's current values, in sections (its details, its documents) with their headings. */
  sections(values: Readonly<Record<string, unknown>>): readonly { title?: string; answers: readonly Answer[] }[];
  /** The spec's own button ('Submit Application', 'Proceed to Pay'), and its busy label. */
  submitLabel: string;
  busyLabel?: string;
  /** Shown under the answers while sending (the upload's progress). */
  sending?: ReactNode;
}

/** The summary itself, inside the form's Formik: shown while `step.stage` is 'summary'. */
export function CheckAnswers({ step, sections, submitLabel, busyLabel, sending }: CheckAnswersProps) {
  const { values, isSubmitting, submitForm, errors } = useFormikContext<Record<string, unknown>>();
  const heading = useRef<HTMLHeadingElement>(null);
  const t = formTexts.get();
  const showing = step.stage === 'summary';
  const hasErrors = Object.keys(errors).length > 0;

  useEffect(() => {
    if (showing) heading.current?.focus();
  }, [showing]);
  // An answer no longer passes the form's checks when sent from here: the form shows where.
  const { backToForm } = step;
  useEffect(() => {
    if (showing && hasErrors) backToForm();
  }, [showing, hasErrors, backToForm]);

  if (!showing) return null;
  return (
    <section className={styles.check} aria-labelledby="check-answers-title">
      <h2 id="check-answers-title" ref={heading} tabIndex={-1}>
        {t.check.title}
      </h2>
      <p>{t.check.intro}</p>
      {sections(values).map((section, index) => (
        <Fragment key={section.title ?? index}>
          {section.title ? <h3>{section.title}</h3> : null}
          <dl className={styles.answers}>
            {section.answers.map((answer) => (
              <div key={answer.name ?? answer.label} className={styles.row}>
                <dt>{answer.label}</dt>
                <dd>{answer.files ? <FileNames names={answer.files} /> : answer.text}</dd>
                {answer.name ? <ChangeLink name={answer.name} label={answer.label} onChange={step.change} /> : null}
              </div>
            ))}
          </dl>
        </Fragment>
      ))}
      {isSubmitting ? sending : null}
      <Button block disabled={isSubmitting} onClick={() => void submitForm()}>
        {isSubmitting ? (busyLabel ?? t.submitting) : submitLabel}
      </Button>
    </section>
  );
}

function FileNames({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <>{formTexts.get().check.noFile}</>;
  if (names.length === 1) return <>{names[0]}</>;
  return (
    <ul className={styles.files}>
      {names.map((name, index) => (
        <li key={`${name}-${index}`}>{name}</li>
      ))}
    </ul>
  );
}

function ChangeLink({ name, label, onChange }: { name: string; label: string; onChange(name: string): void }) {
  const t = formTexts.get().check;
  return (
    <dd className={styles.change}>
      <a
        href={`#${fieldId(name)}`}
        aria-label={t.changeLabel({ label })}
        onClick={(event) => {
          event.preventDefault();
          onChange(name);
        }}
      >
        {t.change}
      </a>
    </dd>
  );
}

/** On the form after a Change link: back to the summary, through the form's checks. */
export function BackToAnswers({ step }: { step: CheckAnswersStep }) {
  if (step.stage !== 'changing') return null;
  return (
    <div className={styles.back}>
      <Button type="submit" variant="secondary">
        {formTexts.get().check.back}
      </Button>
    </div>
  );
}
