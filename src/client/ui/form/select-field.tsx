import type { ChangeEvent } from 'react';
import type { Option } from '../../../shared/domain/common/options';
import { FieldShell, useFieldState } from './field-shell';
import { formTexts } from './form-texts';
import styles from './form.module.css';

interface SelectFieldProps {
  name: string;
  label: string;
  options: readonly Option[];
  hint?: string;
  required?: boolean;
  /** The first, empty choice, where the form words it itself; "Select <label>" otherwise. */
  emptyChoice?: string;
}

export function SelectField({ name, label, options, hint, required = true, emptyChoice }: SelectFieldProps) {
  const { id, field, error, describedBy, clearError } = useFieldState<string>(name, hint);
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    field.onChange(event);
    clearError();
  };
  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={!required}>
      <select
        {...field}
        value={field.value ?? ''}
        onChange={onChange}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
      >
        <option value="">{emptyChoice ?? formTexts.get().choose({ label: label.toLowerCase() })}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
