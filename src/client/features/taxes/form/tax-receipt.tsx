import type { TaxReceipt as Receipt } from '../../../../shared/api/submissions/tax-types';
import { formatPaise } from '../../../../shared/domain/common/money';
import { PAYMENT_METHODS } from '../../../../shared/domain/taxes/tax-definitions';
import type { TaxDefinition } from '../../../../shared/domain/taxes/tax-definition-types';
import { Button } from '../../../ui/button';
import styles from './tax-receipt.module.css';

/** The citizen's proof of payment; printing shows the receipt alone. */
export function TaxReceipt({ definition, receipt }: { definition: TaxDefinition; receipt: Receipt }) {
  const method = PAYMENT_METHODS.find((candidate) => candidate.value === receipt.paymentMethod)?.label ?? receipt.paymentMethod;
  const period = receipt.period ?? receipt.billMonth;
  return (
    <section className={styles.receipt} aria-labelledby="receipt-title">
      <h2 id="receipt-title">Payment Receipt</h2>
      <dl>
        <dt>Reference</dt>
        <dd>{receipt.reference}</dd>
        <dt>Tax</dt>
        <dd>{definition.formTitle}</dd>
        {definition.identifiers.map((field) => (
          <div key={field.name} className={styles.pair}>
            <dt>{field.label}</dt>
            <dd>{receipt.identifiers[field.name]}</dd>
          </div>
        ))}
        {period ? (
          <>
            <dt>{definition.period.label}</dt>
            <dd>{period}</dd>
          </>
        ) : null}
        <dt>Amount</dt>
        <dd>{formatPaise(receipt.amount)}</dd>
        <dt>Late fee</dt>
        <dd>{formatPaise(receipt.lateFee)}</dd>
        <dt>Total paid</dt>
        <dd className={styles.total}>{formatPaise(receipt.total)}</dd>
        <dt>Method</dt>
        <dd>{method}</dd>
        <dt>Date</dt>
        <dd>{new Date(receipt.paidAt).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' })}</dd>
        <dt>Payment ID</dt>
        <dd>{receipt.paymentId}</dd>
      </dl>
      <span className={styles.printButton}>
        <Button variant="secondary" onClick={() => window.print()}>
          Print receipt
        </Button>
      </span>
    </section>
  );
}
