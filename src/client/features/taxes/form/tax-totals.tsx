import { useFormikContext } from 'formik';
import { formatPaise } from '../../../../shared/domain/common/money';
import type { TaxDefinition } from '../../../../shared/domain/taxes/tax-definition-types';
import styles from './tax-form.module.css';
import { taxTotals } from './tax-form-values';
import type { TaxFormValues } from './tax-form-values';

/** The late-fee warning and the total payable, kept current as the person types. */
export function TaxTotals({ definition }: { definition: TaxDefinition }) {
  const { values } = useFormikContext<TaxFormValues>();
  const { lateFee, total } = taxTotals(definition, values);
  return (
    <div aria-live="polite">
      {lateFee > 0 ? (
        <p className={styles.lateFee}>
          The due date has passed: a late fee of {formatPaise(lateFee)} is added.
        </p>
      ) : null}
      <p className={styles.total}>
        <span>Total payable</span> <strong>{formatPaise(total)}</strong>
      </p>
    </div>
  );
}
