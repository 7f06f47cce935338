import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { ReturnForCorrection } from '../../../../shared/api/admin-types';
import { CLERK_MESSAGE_MAX } from '../../../../shared/domain/admin/clerk-messages';
import type { CertificateDefinition } from '../../../../shared/domain/certificates/definition-types';
import { definitionInPageLanguage } from '../../../i18n/certificate-definition-texts';
import { Button } from '../../../ui/button';
import formStyles from '../../../ui/form/form.module.css';
import { adminTexts } from '../admin-texts';
import styles from './admin.module.css';

interface ReturnDialogProps {
  definition: CertificateDefinition;
  reference: string;
  /** Called once the dialog has closed, with the fields to correct and the message. */
  onConfirm: (correction: ReturnForCorrection) => void;
  /** Called once the dialog has closed by Cancel or Escape: nothing is sent. */
  onCancel: () => void;
}

/**
 * Return for correction (decision 048): the clerk ticks the details and documents the applicant
 * should fix and writes what is wrong. A native modal <dialog>, mounted only while open.
 */
export function ReturnDialog({ definition, reference, onConfirm, onCancel }: ReturnDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const firstRef = useRef<HTMLInputElement>(null);
  const confirmed = useRef<ReturnForCorrection | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState('');
  const [error, setError] = useState<'fields' | 'message' | null>(null);
  const id = useId();
  const t = adminTexts.get().correction;
  const shown = definitionInPageLanguage(definition);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    firstRef.current?.focus();
  }, []);

  const toggle = (name: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(name);
    else next.delete(name);
    setChosen(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const written = message.trim();
    // In the form's order, whatever order they were ticked in.
    const fields = [...shown.fields, ...shown.files].map((field) => field.name).filter((name) => chosen.has(name));
    const problem = fields.length === 0 ? 'fields' : written === '' ? 'message' : null;
    setError(problem);
    if (problem === 'fields') return firstRef.current?.focus();
    if (problem === 'message') return document.getElementById(`${id}-message`)?.focus();
    confirmed.current = { message: written, fields };
    ref.current?.close();
  };

  const group = (legend: string, items: readonly { name: string; label: string }[], first: boolean) =>
    items.length === 0 ? null : (
      <fieldset className={styles.choices}>
        <legend>{legend}</legend>
        {items.map((item, index) => (
          <label key={item.name} className={styles.choice}>
            <input
              ref={first && index === 0 ? firstRef : undefined}
              type="checkbox"
              checked={chosen.has(item.name)}
              onChange={(event) => toggle(item.name, event.target.checked)}
              {...(error === 'fields' ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
            />{' '}
            {item.label}
          </label>
        ))}
      </fieldset>
    );

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onClose={() => (confirmed.current ? onConfirm(confirmed.current) : onCancel())}
    >
      <form onSubmit={submit} noValidate>
        <h2 id={`${id}-title`}>{t.title(reference)}</h2>
        <p id={`${id}-intro`}>{t.intro}</p>
        <div className={styles.choiceGroups}>
          {group(t.fields, shown.fields, true)}
          {group(t.documents, shown.files, shown.fields.length === 0)}
        </div>
        <div className={formStyles.field}>
          <label className={formStyles.label} htmlFor={`${id}-message`}>
            {t.message}
          </label>
          <textarea
            id={`${id}-message`}
            className={`${formStyles.input} ${formStyles.textarea}`}
            rows={3}
            maxLength={CLERK_MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            {...(error === 'message' ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
          />
        </div>
        {error ? (
          <p id={`${id}-error`} className={formStyles.error} role="alert">
            {error === 'fields' ? t.fieldsRequired : t.messageRequired}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit">{t.confirm}</Button>
          <Button type="button" variant="secondary" onClick={() => ref.current?.close()}>
            {adminTexts.get().decisions.cancel}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
