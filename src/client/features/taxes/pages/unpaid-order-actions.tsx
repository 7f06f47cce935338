import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MyPaymentDetail } from '../../../../shared/api/my-requests-types';
import { formatPaise, rupeesToPaise } from '../../../../shared/domain/common/money';
import { isUnpaid } from '../../../../shared/domain/taxes/payment-status';
import type { TaxDefinition } from '../../../../shared/domain/taxes/tax-definition-types';
import { describeFailure, serverErrorOr } from '../../../lib/calls/api-error';
import { Button } from '../../../ui/button';
import buttonStyles from '../../../ui/button.module.css';
import dialogStyles from '../../../ui/dialog.module.css';
import styles from './unpaid-order-actions.module.css';
import { SubmissionStopped } from '../../../ui/form/use-submission';
import { useModalQuestion } from '../../../ui/modal-question';
import { cancelOrder, continueOrder } from '../api/tax-api';
import { useCheckout } from '../checkout/use-checkout';
import type { Paid } from '../checkout/use-checkout';
import { payAgainValues } from '../form/tax-form-values';
import type { PayAgainState } from '../form/tax-form-values';
import { taxTexts } from '../tax-texts';

interface UnpaidOrderActionsProps {
  payment: MyPaymentDetail;
  /** The payment's tax, in the page's language. */
  definition: TaxDefinition;
  /** The payment changed on the server (cancelled, paid or expired meanwhile): read it again. */
  onChanged: () => void;
  /** Paid with its own order: the page becomes its confirmation, with the receipt. */
  onPaid: (paid: Paid) => void;
  /** What came of a press, shown by the page above the record (it stays while the record is read again); null clears it. */
  tell: (notice: OrderNotice | null) => void;
}

/** What the page says after Pay now or Cancel. */
export type OrderNotice = { tone: 'error' | 'info' | 'success'; text: string };

/**
 * What a citizen can do with an order that was made and not paid (decision 074): "Pay now"
 * continues with the same gateway order, so one bill is never charged twice (money the gateway
 * took meanwhile is handed out again and recorded by verify); "Cancel this payment" asks first,
 * then closes the order. An order past its day, or cancelled, offers only "Pay again": a new
 * order with the same bill details. Any other payment has nothing here.
 */
export function UnpaidOrderActions({ payment, definition, onChanged, onPaid, tell }: UnpaidOrderActionsProps) {
  const t = taxTexts.get().unpaid;
  const checkout = useCheckout(definition);
  const [busy, setBusy] = useState<'pay' | 'cancel' | null>(null);
  const [asking, setAsking] = useState(false);
  // The server said the order is past its day before the sweep marked it expired.
  const [pastItsDay, setPastItsDay] = useState(false);
  const amount = formatPaise(rupeesToPaise(payment.total));

  async function payNow() {
    tell(null);
    if (!navigator.onLine) return tell({ tone: 'info', text: taxTexts.get().payment.offline });
    setBusy('pay');
    try {
      const order = await continueOrder(payment.id);
      const field = definition.prefillNameField;
      onPaid(await checkout.payOrder(order, field ? payment.identifiers[field] : undefined));
    } catch (err) {
      if (err instanceof SubmissionStopped) tell({ tone: err.tone, text: err.message });
      else {
        const failure = describeFailure(err);
        if (failure.kind === 'server' && failure.code === 'tax.order_expired') setPastItsDay(true);
        else if (failure.kind === 'server' && failure.status === 409) onChanged();
        tell({ tone: 'error', text: serverErrorOr(err, t.payFailed) });
      }
    } finally {
      setBusy(null);
    }
  }

  async function cancel() {
    setAsking(false);
    tell(null);
    setBusy('cancel');
    try {
      await cancelOrder(payment.id);
      tell({ tone: 'success', text: t.cancelled });
    } catch (err) {
      tell({ tone: 'error', text: serverErrorOr(err, t.cancelFailed) });
    } finally {
      setBusy(null);
      onChanged();
    }
  }

  if (payment.status === 'expired' || payment.status === 'cancelled' || pastItsDay) {
    const state: PayAgainState = { prefill: payAgainValues(definition, payment) };
    return (
      <section aria-label={t.payAgain} className={styles.actions}>
        <p>{payment.status === 'cancelled' ? t.cancelledIntro : t.expiredIntro}</p>
        <Link to={`/taxes/${encodeURIComponent(definition.slug)}`} state={state} className={buttonStyles.button}>
          {t.payAgain}
        </Link>
      </section>
    );
  }
  if (!isUnpaid(payment.status)) return null;

  return (
    <section aria-label={t.payNow} className={styles.actions}>
      {checkout.dialog}
      <p>{t.intro}</p>
      <div className={dialogStyles.actions}>
        <Button onClick={() => void payNow()} disabled={busy !== null}>
          {busy === 'pay' ? t.opening : t.payNow}
        </Button>
        <Button variant="secondary" onClick={() => setAsking(true)} disabled={busy !== null}>
          {busy === 'cancel' ? t.cancelling : t.cancel}
        </Button>
      </div>
      {asking ? <CancelQuestion amount={amount} onKeep={() => setAsking(false)} onCancel={() => void cancel()} /> : null}
    </section>
  );
}

/** "Cancel this payment of ₹2,050.00?", with the focus on keeping it; Escape keeps it. */
function CancelQuestion({ amount, onKeep, onCancel }: { amount: string; onKeep: () => void; onCancel: () => void }) {
  const t = taxTexts.get().unpaid;
  const { dialog, cancel } = useModalQuestion();
  return (
    <dialog
      ref={dialog}
      className={dialogStyles.question}
      aria-labelledby="cancel-payment-title"
      aria-describedby="cancel-payment-text"
      onClose={onKeep}
    >
      <h2 id="cancel-payment-title">{t.askTitle({ amount })}</h2>
      <p id="cancel-payment-text">{t.askText}</p>
      <div className={dialogStyles.actions}>
        <Button ref={cancel} onClick={onKeep}>
          {t.keep}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.confirmCancel}
        </Button>
      </div>
    </dialog>
  );
}
