import { useFormikContext } from 'formik';
import { formatPaise } from '../../../../shared/domain/common/money';
import type { TaxDefinition } from '../../../../shared/domain/taxes/tax-definition-types';
import { taxTexts } from '../tax-texts';
import styles from './tax-form.module.css';
import { taxTotals } from './tax-form-values';
import type { TaxFormValues } from './tax-form-values';

/** The late-fee warning, the early-payment rebate and the total payable, kept current as the person types. */
export function TaxTotals({ definition }: { definition: TaxDefinition }) {
  const { values } = useFormikContext<TaxFormValues>();
  const t = taxTexts.get().form;
  const { lateFee, rebate, total } = taxTotals(definition, values);
  return (
    <div aria-live="polite">
      {lateFee > 0 ? <p className={styles.lateFee}>{t.lateFee({ fee: formatPaise(lateFee) })}</p> : null}
      {rebate > 0 ? <p>{t.rebate({ rebate: formatPaise(rebate) })}</p> : null}
      <p className={styles.total}>
        <span>{t.total}</span> <strong>{formatPaise(total)}</strong>
      </p>
    </div>
  );
}
