import { useFormikContext } from 'formik';
import { Button } from '../button';
import styles from './form.module.css';

interface SubmitButtonProps {
  label: string;
  /** Shown while Formik submits, when the button is disabled so a second press sends nothing. */
  busyLabel: string;
}

/** The submit button at the foot of a Formik form: it says what it is doing while the form submits. */
export function SubmitButton({ label, busyLabel }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <div className={styles.actions}>
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? busyLabel : label}
      </Button>
    </div>
  );
}
