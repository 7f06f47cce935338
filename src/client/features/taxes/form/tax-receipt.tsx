import type { TaxReceipt as Receipt } from '../../../../shared/api/submissions/tax-types';
import { inIndia } from '../../../../shared/domain/common/dates';
import { formatPaise } from '../../../../shared/domain/common/money';
import type { TaxDefinition } from '../../../../shared/domain/taxes/tax-definition-types';
import { formatLongDate } from '../../../../shared/i18n/formats';
import { pageLanguage } from '../../../i18n/page-language';
import { receiptFileName } from '../../../lib/download-file';
import { Button } from '../../../ui/button';
import { DownloadButton } from '../../../ui/requests/download-button';
import { localizedFieldWords } from '../localized-tax';
import { taxTexts } from '../tax-texts';
import styles from './tax-receipt.module.css';

/** When it was paid, as India's clocks showed it: "5 March 2026, 14:05" ("5 மார்ச் 2026, 14:05"). */
function paidAtInIndia(paidAt: string): string {
  const time = inIndia(paidAt).toISOString().slice(11, 16);
  return `${formatLongDate(paidAt, pageLanguage())}, ${time}`;
}

interface TaxReceiptProps {
  /** In the page's language. */
  definition: TaxDefinition;
  receipt: Receipt;
  /** The signed PDF's API path, for the citizen who paid (signed in); without an account there is none to fetch it with. */
  pdfPath?: string;
  /** The payment's money went back (a refund, or a decline that refunded it): the receipt no longer stands (decision 064). */
  refunded?: boolean;
}

/**
 * The citizen's proof of payment; printing shows the receipt alone. With its number, the signed
 * PDF to download (decision 053) and the verify page its QR code opens.
 */
export function TaxReceipt({ definition, receipt, pdfPath, refunded = false }: TaxReceiptProps) {
  const t = taxTexts.get().receipt;
  return (
    <section className={styles.receipt} aria-labelledby="receipt-title">
      <h2 id="receipt-title">{t.title}</h2>
      <ReceiptDetails definition={definition} receipt={receipt} />
      {refunded ? (
        <p role="status">
          <strong>{t.refunded}</strong>
        </p>
      ) : null}
      {receipt.verifyUrl && !refunded ? <p className={styles.printButton}>{t.signed}</p> : null}
      <div className={`${styles.actions} ${styles.printButton}`}>
        {pdfPath && receipt.receiptNumber && !refunded ? (
          <DownloadButton path={pdfPath} fileName={receiptFileName(receipt.receiptNumber)} label={t.download} failed={t.downloadFailed} />
        ) : null}
        {refunded ? null : (
          <Button variant="secondary" onClick={() => window.print()}>
            {t.print}
          </Button>
        )}
        {receipt.verifyUrl ? (
          <a href={receipt.verifyUrl} target="_blank" rel="noreferrer">
            {t.verifyPage}
          </a>
        ) : null}
      </div>
    </section>
  );
}

/** What was paid, for what and when, and the gateway's payment id. */
function ReceiptDetails({ definition, receipt }: { definition: TaxDefinition; receipt: Receipt }) {
  const t = taxTexts.get().receipt;
  const method =
    localizedFieldWords().paymentMethods.find((candidate) => candidate.value === receipt.paymentMethod)?.label ?? receipt.paymentMethod;
  const { period } = definition;
  const periodValue = receipt.period ?? receipt.billMonth;
  const periodShown =
    period.kind === 'period' ? (period.options.find((option) => option.value === periodValue)?.label ?? periodValue) : periodValue;
  return (
    <dl>
      {receipt.receiptNumber ? (
        <>
          <dt>{t.number}</dt>
          <dd>{receipt.receiptNumber}</dd>
        </>
      ) : null}
      <dt>{t.reference}</dt>
      <dd>{receipt.reference}</dd>
      <dt>{t.tax}</dt>
      <dd>{definition.formTitle}</dd>
      {definition.identifiers.map((field) => (
        <div key={field.name} className={styles.pair}>
          <dt>{field.label}</dt>
          <dd>{receipt.identifiers[field.name]}</dd>
        </div>
      ))}
      {periodShown ? (
        <>
          <dt>{period.label}</dt>
          <dd>{periodShown}</dd>
        </>
      ) : null}
      <dt>{t.amount}</dt>
      <dd>{formatPaise(receipt.amount)}</dd>
      <dt>{t.lateFee}</dt>
      <dd>{formatPaise(receipt.lateFee)}</dd>
      {receipt.rebate ? (
        <>
          <dt>{t.rebate}</dt>
          <dd>-{formatPaise(receipt.rebate)}</dd>
        </>
      ) : null}
      <dt>{t.total}</dt>
      <dd className={styles.total}>{formatPaise(receipt.total)}</dd>
      <dt>{t.method}</dt>
      <dd>{method}</dd>
      <dt>{t.date}</dt>
      <dd>{paidAtInIndia(receipt.paidAt)}</dd>
      <dt>{t.paymentId}</dt>
      <dd>{receipt.paymentId}</dd>
    </dl>
  );
}
