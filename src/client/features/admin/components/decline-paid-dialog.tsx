import { useEffect, useRef } from 'react';
import type { TaxAdminRow } from '../../../../shared/api/admin-types';
import { formatPaise, rupeesToPaise } from '../../../../shared/domain/common/money';
import { Button } from '../../../ui/button';
import { adminTexts } from '../admin-texts';
import styles from './admin.module.css';

interface DeclinePaidDialogProps {
  row: TaxAdminRow;
  /** Called once the dialog has closed, confirmed. */
  onConfirm: () => void;
  /** Called once the dialog has closed by Cancel or Escape: nothing is sent; the caller returns focus. */
  onCancel: () => void;
}

/** The whole amount a paid payment gives back when it is declined (decision 040). */
export const refundAmountOf = (row: TaxAdminRow) => formatPaise(rupeesToPaise(row.total));

/**
 * Declining a paid payment gives its money back and cannot be undone, so the clerk confirms it,
 * told the amount. A native modal <dialog> (focus stays inside, Escape cancels), mounted only
 * while open; focus starts on Cancel, the choice that changes nothing.
 */
export function DeclinePaidDialog({ row, onConfirm, onCancel }: DeclinePaidDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmed = useRef(false);
  const t = adminTexts.get().declinePaid;

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    cancelRef.current?.focus();
  }, []);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      className={styles.confirm}
      aria-labelledby="decline-paid-question"
      aria-describedby="decline-paid-consequence"
      // Closed first, then told: while the modal dialog is open the page behind it cannot take focus.
      onClose={() => (confirmed.current ? onConfirm() : onCancel())}
    >
      <h2 id="decline-paid-question">{t.question(refundAmountOf(row))}</h2>
      <p id="decline-paid-consequence">{t.consequence(row.reference)}</p>
      <div className={styles.actions}>
        <Button
          onClick={() => {
            confirmed.current = true;
            ref.current?.close();
          }}
        >
          {t.confirm}
        </Button>
        <Button ref={cancelRef} variant="secondary" onClick={() => ref.current?.close()}>
          {t.cancel}
        </Button>
      </div>
    </dialog>
  );
}
