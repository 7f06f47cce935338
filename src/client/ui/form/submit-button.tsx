import { useFormikContext } from 'formik';
import { Button } from '../button';
import styles from './form.module.css';
import { formTexts } from './form-texts';

interface SubmitButtonProps {
  label: string;
  /** Shown while Formik submits, when the button is disabled so a second press sends nothing: "Submitting..." unless given. */
  busyLabel?: string;
}

/** The submit button at the foot of a Formik form: it says what it is doing while the form submits. */
export function SubmitButton({ label, busyLabel }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  return (
    <div className={styles.actions}>
      <Button type="submit" block disabled={isSubmitting}>
        {isSubmitting ? (busyLabel ?? formTexts.get().submitting) : label}
      </Button>
    </div>
  );
}
