import { useField, useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { fieldId } from './field-id';
import { formTexts } from './form-texts';
import styles from './form.module.css';

/**
 * The state every form control shares: its id, its error (shown once the form has been
 * submitted), the ids that describe it, and a way to clear its error as soon as the person
 * edits it again (spec section 5: a field's error clears when the field is edited).
 */
export function useFieldState<V>(name: string, hint?: string) {
  const [field, meta, helpers] = useField<V>(name);
  const { setFieldError, submitCount } = useFormikContext();
  const id = fieldId(name);
  const error = submitCount > 0 || meta.touched ? meta.error : undefined;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const clearError = () => {
    if (meta.error) setFieldError(name, undefined);
  };
  return { id, field, helpers, error, describedBy, clearError };
}

interface FieldShellProps {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  optional?: boolean;
  children: ReactNode;
  after?: ReactNode;
}

/** Label, hint and error around one control, in the order a screen reader should meet them. */
export function FieldShell({ id, label, hint, error, optional, children, after }: FieldShellProps) {
  const t = formTexts.get();
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> {t.optional}</span> : null}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          <span className="visually-hidden">{t.errorPrefix} </span>
          {error}
        </p>
      ) : null}
      {children}
      {after}
    </div>
  );
}
