import { useFormikContext } from 'formik';
import { useState } from 'react';
import type { MouseEvent } from 'react';
import { Button } from '../button';
import styles from './form.module.css';
import { formTexts } from './form-texts';

interface SubmitButtonProps {
  label: string;
  /** Shown while Formik submits, when the button is disabled so a second press sends nothing: "Submitting..." unless given. */
  busyLabel?: string;
  /** The form's draft on the device: `restored` is undefined while the device is still searched for it. */
  draft?: { restored: unknown };
}

/**
 * The submit button at the foot of a Formik form: it says what it is doing while the form submits.
 * While a form with a draft is still looking for it on the device, a press (or Enter in a field)
 * neither checks nor sends the form: its fields may be about to fill, and "required" under each
 * would be untrue a moment later. The button is marked unavailable (dimmed, read out as such)
 * and its area says why on a press, until the search ends.
 */
export function SubmitButton({ label, busyLabel, draft }: SubmitButtonProps) {
  const { isSubmitting } = useFormikContext();
  const [pressedEarly, setPressedEarly] = useState(false);
  const restoring = draft !== undefined && draft.restored === undefined;
  // The words go once the search has ended: the next press is the form's.
  if (pressedEarly && !restoring) setPressedEarly(false);
  const t = formTexts.get();

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!restoring) return;
    event.preventDefault();
    setPressedEarly(true);
  };

  return (
    <div className={styles.actions}>
      {/* Present from the start, so that a screen reader announces the words when they come. */}
      <p aria-live="polite" className={styles.waiting}>
        {pressedEarly && restoring ? t.restoringDraft : null}
      </p>
      {/* Not disabled: a press must still be heard, and say why it does nothing yet. */}
      <Button type="submit" block disabled={isSubmitting} aria-disabled={restoring || undefined} onClick={onClick}>
        {isSubmitting ? (busyLabel ?? t.submitting) : label}
      </Button>
    </div>
  );
}
