import { useLayoutEffect, useRef } from 'react';
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
 * The browser's own control says which files it holds ("No file chosen", a name, "2 files"), to the
 * eye and to a screen reader: it is given the form's files whenever they are not the ones it holds
 * (a draft's after a reload, photos made smaller). Never emptied from here: a file picked before the
 * page was hydrated is in the input before the form hears of it (app/early-input.ts), and a form
 * that starts again mounts new inputs. A page can only hand a file input a list a DataTransfer
 * made; a browser without one keeps what was picked in it.
 */
function holdFiles(input: HTMLInputElement, files: readonly File[]): void {
  const held = Array.from(input.files ?? []);
  if (files.length === 0 || (held.length === files.length && held.every((file, index) => file === files[index]))) return;
  if (typeof DataTransfer === 'undefined') return;
  const list = new DataTransfer();
  for (const file of files) list.items.add(file);
  input.files = list.files;
}

/** A file upload bound to Formik. The value is the list of chosen files, which the input shows too. */
export function FileField({ name, label, accept, hint, required = true, multiple = false, showNames }: FileFieldProps) {
  const { id, field, helpers, error, describedBy, clearError } = useFieldState<File[] | undefined>(name, hint);
  const input = useRef<HTMLInputElement>(null);
  const files = field.value ?? [];

  // In the commit that shows the files below the control, so that the two never disagree.
  useLayoutEffect(() => {
    if (input.current) holdFiles(input.current, field.value ?? []);
  }, [field.value]);

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
        ref={input}
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
