import type { ChangeEvent } from 'react';
import { FieldShell, useFieldState } from './field-shell';
import styles from './form.module.css';

interface TextAreaFieldProps {
  name: string;
  label: string;
  hint?: string;
  required?: boolean;
  maxLength?: number;
  /** The label itself says, in the form's own words, that the field may be left empty: "(optional)" is not added. */
  optionalInLabel?: boolean;
}

export function TextAreaField({ name, label, hint, required = true, maxLength, optionalInLabel = false }: TextAreaFieldProps) {
  const { id, field, error, describedBy, clearError } = useFieldState<string>(name, hint);
  const onChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    field.onChange(event);
    clearError();
  };
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={!required && !optionalInLabel}>
      <textarea
        {...field}
        value={field.value ?? ''}
        onChange={onChange}
        id={id}
        rows={3}
        maxLength={maxLength}
        className={`${styles.input} ${styles.textarea}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
      />
    </FieldShell>
  );
}
