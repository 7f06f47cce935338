import type { ChangeEvent } from 'react';
import { FieldShell, useFieldState } from './field-shell';
import { formTexts } from './form-texts';
import styles from './form.module.css';

interface FileFieldProps {
  name: string;
  label: string;
  accept: string;
  hint?: string;
  required?: boolean;
  multiple?: boolean;
  /** Show the chosen file names under the control (spec: the income form does). */
  showNames?: boolean;
}

/**
 * A file upload bound to Formik. The value is the list of chosen files; the input itself
 * stays uncontrolled (browsers do not let a page set it), so a form that clears its values
 * remounts its file inputs too.
 */
export function FileField({ name, label, accept, hint, required = true, multiple = false, showNames }: FileFieldProps) {
  const { id, field, helpers, error, describedBy, clearError } = useFieldState<File[]>(name, hint);
  const files = field.value ?? [];

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    void helpers.setValue(Array.from(event.target.files ?? []), false);
    clearError();
  };

  const names =
    showNames && files.length > 0 ? (
      <p className={styles.fileNames} aria-live="polite">
        {formTexts.get().selected({ names: files.map((file) => file.name).join(', ') })}
      </p>
    ) : null;

  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={!required} after={names}>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        multiple={multiple}
        onChange={onChange}
        onBlur={field.onBlur}
        className={`${styles.input} ${styles.file}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        aria-required={required || undefined}
      />
    </FieldShell>
  );
}
