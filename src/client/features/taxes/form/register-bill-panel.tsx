import { useFormikContext } from 'formik';
import { useEffect, useId, useState } from 'react';
import type { BillDue } from '../../../../shared/api/submissions/tax-types';
import { formatPaise, rupeesToPaise } from '../../../../shared/domain/common/money';
import { indiaDateTime } from '../../../../shared/domain/common/dates';
import type { TaxDefinition } from '../../../../shared/domain/taxes/tax-definition-types';
import { formatDate } from '../../../../shared/i18n/formats';
import { describeFailure } from '../../../lib/calls/api-error';
import { Button } from '../../../ui/button';
import { fetchBill } from '../api/tax-api';
import { taxTexts } from '../tax-texts';
import styles from './tax-form.module.css';
import { BILL_NUMBER, REGISTER_BILL, chosenDue, lookupOf, periodOf } from './register-bill';
import type { BillLookup } from './register-bill';
import type { TaxFormValues } from './tax-form-values';

type Finding = 'idle' | 'finding' | 'offline' | 'failed';

/**
 * The bill the municipality's register holds for the number typed (decision 075): looked up when
 * asked, kept in the draft for the next visit, offline too. While it names the period chosen, the
 * form pays it: its bill number, amount and due date are the form's, not typed. Without it the
 * form takes the amount on the person's notice, as the server's answer explains.
 */
export function RegisterBillPanel({ definition }: { definition: TaxDefinition }) {
  const { values, setFieldValue } = useFormikContext<TaxFormValues>();
  const t = taxTexts.get().bill;
  const headingId = useId();
  const [finding, setFinding] = useState<Finding>('idle');
  const number = (values[definition.numberField] ?? '').trim();
  const lookup = lookupOf(definition, values);
  const due = chosenDue(definition, values);
  const payable = due?.status === 'due' ? due : null;

  // The demand being paid sets the order's bill number, amount and due date; none leaves them to the person.
  useEffect(() => {
    const wanted: Record<string, string> = payable
      ? { [BILL_NUMBER]: payable.billNumber, amount: String(payable.amount), dueDate: payable.dueDate }
      : { [BILL_NUMBER]: '' };
    for (const [name, value] of Object.entries(wanted)) {
      if (values[name] !== value) void setFieldValue(name, value, false);
    }
  }, [payable, values, setFieldValue]);

  async function find() {
    if (!navigator.onLine) return setFinding('offline');
    setFinding('finding');
    const at = new Date().toISOString();
    const keep = (found: BillLookup) => setFieldValue(REGISTER_BILL, JSON.stringify(found), false);
    try {
      await keep({ number, at, bill: await fetchBill(definition, number) });
      setFinding('idle');
    } catch (err) {
      const failure = describeFailure(err);
      if (failure.kind === 'server' && failure.code === 'bill.not_found') {
        await keep({ number, at, missing: { error: failure.error ?? '', selfAssessment: failure.values?.assessment === 'self' } });
        setFinding('idle');
      } else {
        setFinding(failure.kind === 'network' || failure.kind === 'timeout' ? 'offline' : 'failed');
      }
    }
  }

  function choose(other: BillDue) {
    void setFieldValue(definition.period.name, periodOf(other), false);
    void setFieldValue(BILL_NUMBER, other.billNumber, false);
  }

  return (
    <section className={styles.bill} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.billHeading}>
        {t.heading}
      </h2>
      {lookup ? null : <p>{t.hint}</p>}
      <Button variant="secondary" onClick={() => void find()} disabled={number === '' || finding === 'finding'}>
        {finding === 'finding' ? t.finding : t.find}
      </Button>
      <div aria-live="polite">
        {finding === 'offline' ? <p>{t.offline}</p> : null}
        {finding === 'failed' ? <p role="alert">{t.failed}</p> : null}
        {lookup && 'missing' in lookup ? <p>{lookup.missing.error}</p> : null}
        {lookup && 'bill' in lookup ? <BillFound definition={definition} lookup={lookup} due={due} onChoose={choose} /> : null}
      </div>
    </section>
  );
}

function BillFound({
  definition,
  lookup,
  due,
  onChoose,
}: {
  definition: TaxDefinition;
  lookup: Extract<BillLookup, { bill: unknown }>;
  due: BillDue | null;
  onChoose: (due: BillDue) => void;
}) {
  const t = taxTexts.get().bill;
  const { bill } = lookup;
  const unpaid = bill.dues.filter((candidate) => candidate.status === 'due');
  const others = unpaid.filter((candidate) => candidate.billNumber !== due?.billNumber);
  return (
    <>
      {bill.name ? <p>{t.name({ name: bill.name })}</p> : null}
      {due ? <DueFacts definition={definition} due={due} /> : <p>{unpaid.length === 0 ? t.allPaid : t.noneForPeriod}</p>}
      {due?.status === 'paid' ? <p className={styles.billNote}>{t.thisPaid}</p> : null}
      {due?.status === 'due' ? <p className={styles.billNote}>{t.paying}</p> : null}
      {others.length > 0 ? (
        <>
          <h3 className={styles.billHeading}>{t.otherDues}</h3>
          <ul className={styles.dues}>
            {others.map((other) => (
              <li key={other.billNumber}>
                <DueFacts definition={definition} due={other} />
                <Button variant="secondary" onClick={() => onChoose(other)}>
                  {t.payThis({ period: periodShown(definition, other) })}
                </Button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {unpaid.length > 0 ? <p>{t.totalDue({ count: unpaid.length, total: formatPaise(rupeesToPaise(bill.totalDue)) })}</p> : null}
      <p className={styles.billNote}>{t.asOf({ time: indiaDateTime(new Date(lookup.at)) })}</p>
    </>
  );
}

/** One demand: its period, due date and what it comes to, or its receipt once paid. */
function DueFacts({ definition, due }: { definition: TaxDefinition; due: BillDue }) {
  const t = taxTexts.get().bill;
  return (
    <dl className={styles.due}>
      <dt>{definition.period.label}</dt>
      <dd>{periodShown(definition, due)}</dd>
      <dt>{t.number}</dt>
      <dd>{due.billNumber}</dd>
      <dt>{definition.dueDateLabel}</dt>
      <dd>{formatDate(due.dueDate)}</dd>
      <dt>{t.amount}</dt>
      <dd>{formatPaise(rupeesToPaise(due.amount))}</dd>
      {due.lateFee > 0 ? (
        <>
          <dt>{t.lateFee}</dt>
          <dd>{formatPaise(rupeesToPaise(due.lateFee))}</dd>
        </>
      ) : null}
      {due.rebate > 0 ? (
        <>
          <dt>{t.rebate}</dt>
          <dd>-{formatPaise(rupeesToPaise(due.rebate))}</dd>
        </>
      ) : null}
      <dt>{due.status === 'paid' ? t.paid : t.toPay}</dt>
      <dd>
        <strong>{formatPaise(rupeesToPaise(due.total))}</strong>
        {due.receiptNumber && due.verifyUrl ? (
          <>
            {' '}
            {t.receipt({ number: due.receiptNumber })}:{' '}
            <a href={due.verifyUrl} target="_blank" rel="noreferrer">
              {t.checkReceipt}
            </a>
          </>
        ) : null}
      </dd>
    </dl>
  );
}

/** The period as the form words it, with its year when the words have none ("Apr-Jun 2026"). */
function periodShown(definition: TaxDefinition, due: BillDue): string {
  const value = periodOf(due);
  const { period } = definition;
  if (period.kind !== 'period') return value;
  const label = period.options.find((option) => option.value === value)?.label ?? value;
  return /\d/.test(label) ? label : `${label} ${due.periodStart.slice(0, 4)}`;
}
