import { useField, useFormikContext } from 'formik';
import { useState } from 'react';
import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { fieldId } from './field-id';
import styles from './form.module.css';

type NativeProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'autoCapitalize' | 'spellCheck' | 'maxLength'
>;

interface TextFieldProps extends NativeProps {
  name: string;
  label: string;
  hint?: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  required?: boolean;
}

/**
 * A labelled input bound to Formik. Errors come from submitting and are cleared as soon as
 * the field is edited again (spec section 5), so a person is never scolded while typing.
 */
export function TextField({ name, label, hint, type = 'text', required = true, ...native }: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const { setFieldError, submitCount } = useFormikContext();
  const [revealed, setRevealed] = useState(false);
  const id = fieldId(name);
  const error = submitCount > 0 || meta.touched ? meta.error : undefined;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    field.onChange(event);
    if (meta.error) setFieldError(name, undefined);
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
    <div className={`${styles.field} ${error ? styles.invalid : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      {type === 'password' ? (
        <div className={styles.withToggle}>
          {input}
          <button
            type="button"
            className={styles.toggle}
            aria-pressed={revealed}
            aria-label={`Show ${label.toLowerCase()}`}
            onClick={() => setRevealed((shown) => !shown)}
          >
            {revealed ? 'Hide' : 'Show'}
          </button>
        </div>
      ) : (
        input
      )}
    </div>
  );
}
