import { useEffect, useRef, useState } from 'react';
import { formatPaise } from '../../../../shared/domain/common/money';
import { Button } from '../../../ui/button';
import { sandboxCheckout } from '../api/tax-api';
import { taxTexts } from '../tax-texts';
import type { CheckoutRequest, CheckoutResult } from './checkout-result';
import styles from './sandbox-checkout-dialog.module.css';

/**
 * The sandbox gateway's checkout (DESIGN section 7): a modal dialog in the app itself, so the
 * whole payment flow runs without the internet. A native <dialog> keeps focus inside, and
 * Escape counts as cancelling, as closing Razorpay's window would.
 */
export function SandboxCheckoutDialog({ request, onResult }: { request: CheckoutRequest; onResult: (result: CheckoutResult) => void }) {
  const t = taxTexts.get().checkout;
  const ref = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  const done = useRef(false);

  const finish = (result: CheckoutResult) => {
    if (done.current) return;
    done.current = true;
    ref.current?.close();
    onResult(result);
  };

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  async function pay(outcome: 'success' | 'failure') {
    setBusy(true);
    try {
      const payment = await sandboxCheckout({ orderId: request.orderId, outcome });
      finish({ kind: 'paid', ...payment });
    } catch {
      finish({ kind: 'failed' });
    }
  }

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby="checkout-title"
      aria-describedby="checkout-description"
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) finish({ kind: 'dismissed' });
      }}
    >
      <h2 id="checkout-title">{t.title({ amount: formatPaise(request.amountPaise) })}</h2>
      <p id="checkout-description">{request.description}</p>
      {request.prefillName ? <p>{t.payer({ name: request.prefillName })}</p> : null}
      <p className={styles.amount}>{formatPaise(request.amountPaise)}</p>
      <p className={styles.note}>{t.note}</p>
      <div className={styles.actions}>
        <Button onClick={() => void pay('success')} disabled={busy}>
          {t.payNow}
        </Button>
        <Button variant="secondary" onClick={() => void pay('failure')} disabled={busy}>
          {t.simulateFailure}
        </Button>
        <Button variant="secondary" onClick={() => finish({ kind: 'dismissed' })} disabled={busy}>
          {t.cancel}
        </Button>
      </div>
    </dialog>
  );
}
