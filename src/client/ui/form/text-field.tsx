import { useState } from 'react';
import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { FieldShell, useFieldState } from './field-shell';
import { formTexts } from './form-texts';
import styles from './form.module.css';

type NativeProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'autoCapitalize' | 'spellCheck' | 'maxLength' | 'max' | 'min' | 'placeholder'
>;

interface TextFieldProps extends NativeProps {
  name: string;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'date' | 'month';
  required?: boolean;
  /** Rewrites what was typed before it is stored (the Aadhaar field keeps digits, grouped). */
  format?: (input: string) => string;
}

/** A labelled input bound to Formik; passwords get a Show/Hide toggle. */
export function TextField({ name, label, hint, type = 'text', required = true, format, ...native }: TextFieldProps) {
  const { id, field, helpers, error, describedBy, clearError } = useFieldState<string>(name, hint);
  const [revealed, setRevealed] = useState(false);
  // A prerendered page's toggle does nothing until React has hydrated it: it says so by being
  // disabled until then, rather than dropping a tap.
  const hydrated = useHydrated();
  const t = formTexts.get();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (format) void helpers.setValue(format(event.target.value), false);
    else field.onChange(event);
    clearError();
  };

  const input = (
    <input
      {...field}
      {...native}
      value={field.value ?? ''}
      onChange={onChange}
      id={id}
      type={type === 'password' && revealed ? 'text' : type}
      className={styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
      aria-required={required || undefined}
    />
  );

  return (
    <FieldShell id={id} label={label} hint={hint} error={error} optional={!required}>
      {type === 'password' ? (
        <div className={styles.withToggle}>
          {input}
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={revealed}
            aria-label={t.showLabel({ label: label.toLowerCase() })}
            disabled={!hydrated}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? t.hidePassword : t.showPassword}
          </button>
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
}
