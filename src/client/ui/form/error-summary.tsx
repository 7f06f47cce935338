import { useFormikContext } from 'formik';
import { useEffect, useId, useRef } from 'react';
import { fieldId } from './field-id';
import { formTexts } from './form-texts';
import styles from './form.module.css';

interface ErrorSummaryProps {
  /** The form's fields in display order, with the labels the summary links by. */
  fields: ReadonlyArray<{ name: string; label: string }>;
  /** The form's own title for the summary; the form engine's ("There is a problem") otherwise. */
  title?: string;
}

/**
 * After a submit that fails validation, lists every error at the top of the form with a link
 * to its field, and moves focus here so keyboard and screen-reader users learn of it at once
 * (the GOV.UK error-summary pattern).
 */
export function ErrorSummary({ fields, title }: ErrorSummaryProps) {
  const { errors, submitCount, isSubmitting } = useFormikContext<Record<string, unknown>>();
  const ref = useRef<HTMLDivElement>(null);
  // A page may hold two forms (the grievances page: submit and track), each with its summary.
  const titleId = useId();
  // One link per message: the grievance form words every missing field the same way (spec
  // section 5), and one link to the first of them says it once.
  const listed = fields.filter(
    (field, index) =>
      typeof errors[field.name] === 'string' && fields.findIndex((other) => errors[other.name] === errors[field.name]) === index,
  );

  // Focus once per failed submit attempt, when validation has finished.
  const hasErrors = listed.length > 0;
  useEffect(() => {
    if (submitCount > 0 && !isSubmitting && hasErrors) ref.current?.focus();
  }, [submitCount, isSubmitting, hasErrors]);

  if (submitCount === 0 || !hasErrors) return null;
  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} role="alert" aria-labelledby={titleId}>
      <h2 id={titleId}>{title ?? formTexts.get().errorSummaryTitle}</h2>
      <ul>
        {listed.map((field) => (
          <li key={field.name}>
            <a
              href={`#${fieldId(field.name)}`}
              onClick={(event) => {
                event.preventDefault();
                document.getElementById(fieldId(field.name))?.focus();
              }}
            >
              {String(errors[field.name])}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
