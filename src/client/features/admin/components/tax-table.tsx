import type { ClerkSaid, ClerkTaxStatus, TaxAdminRow } from '../../../../shared/api/admin-types';
import { formatPaise, rupeesToPaise } from '../../../../shared/domain/common/money';
import { taxBySlug } from '../../../../shared/domain/taxes/tax-definitions';
import { adminApiPaths } from '../../../../shared/api/admin-paths';
import { Button } from '../../../ui/button';
import { DownloadButton } from '../../../ui/requests/download-button';
import { adminTexts } from '../admin-texts';
import { formatIndiaTime } from './admin-format';
import styles from './admin.module.css';
import { RowActions } from './row-actions';
import { AdminTable } from './admin-table';
import type { ListExtras } from './admin-table';
import { useReasonDialog } from './reason-dialog';
import { taxTypeWord } from './server-words';
import { StatusBadge } from './status-badge';

/** The whole amount a paid payment gives back when it is declined or refunded (decision 040). */
export const refundAmountOf = (row: TaxAdminRow) => formatPaise(rupeesToPaise(row.total));

/**
 * What the server allows (409 otherwise): decline a payment not yet declined or refunded (a paid
 * one's money goes back first, decision 040), refund a paid one.
 */
export const canDecline = (status: string) => status === 'created' || status === 'failed' || status === 'paid';
export const canRefund = (status: string) => status === 'paid';

/** What the clerk is told after a payment's change: a paid payment's decline names its refund too. */
export function taxOutcomeTexts(row: TaxAdminRow, status: ClerkTaxStatus): { failed: (reason: string) => string; done: string } {
  const t = adminTexts.get().outcomes;
  if (status === 'refunded')
    return {
      failed: (reason) => t.paymentRefundFailed({ reference: row.reference, reason }),
      done: t.paymentRefunded({ reference: row.reference }),
    };
  if (row.status === 'paid') {
    return {
      failed: (reason) => t.paymentDeclineRefundFailed({ reference: row.reference, reason }),
      done: t.paymentDeclinedRefunded({ reference: row.reference, amount: refundAmountOf(row) }),
    };
  }
  return {
    failed: (reason) => t.paymentDeclineFailed({ reference: row.reference, reason }),
    done: t.paymentDeclined({ reference: row.reference }),
  };
}

/** Who pays and the bill's own number (property ID, consumer, connection or patta number), from its definition. */
function PayerAndNumber({ row }: { row: TaxAdminRow }) {
  const definition = taxBySlug(row.type);
  if (!definition) return null;
  const payer = definition.payerField ? row.identifiers[definition.payerField] : undefined;
  const number = row.identifiers[definition.numberField];
  return (
    <>
      {payer ? <span className={styles.muted}>{payer}</span> : null}
      {number ? <span className={`${styles.muted} ${styles.mono}`}>{number}</span> : null}
    </>
  );
}

/**
 * Where the amount came from: the register's bill, by its number, or the citizen's own typing of
 * it (a bill the register does not hold), which a clerk checks before trusting.
 */
function AmountSource({ row }: { row: TaxAdminRow }) {
  const t = adminTexts.get().tax;
  if (row.selfAssessed)
    return (
      <>
        <span className={`${styles.badge} ${styles.selfAssessed}`}>{t.selfAssessed}</span>
        <span className={styles.muted}>{t.selfAssessedHint}</span>
      </>
    );
  return row.billNumber ? <span className={`${styles.muted} ${styles.mono}`}>{t.billNumber({ number: row.billNumber })}</span> : null;
}

interface TaxTableProps extends ListExtras {
  rows: readonly TaxAdminRow[];
  busy: boolean;
  onSetStatus: (row: TaxAdminRow, status: ClerkTaxStatus, said: ClerkSaid) => void;
}

export function TaxTable({ rows, busy, onSetStatus, controls, footer, hidden }: TaxTableProps) {
  const t = adminTexts.get();
  const c = t.columns;
  const d = t.decisions;
  const { ask, dialog } = useReasonDialog();

  // A decline asks why; a paid payment's decline or refund also names the money it gives back (decision 040).
  const decline = (row: TaxAdminRow, button: HTMLButtonElement) => {
    const paid = row.status === 'paid';
    ask(button, {
      question: paid ? t.declinePaid.question({ amount: refundAmountOf(row) }) : d.declineUnpaidQuestion({ reference: row.reference }),
      consequence: paid ? t.declinePaid.consequence({ reference: row.reference }) : d.declineUnpaidConsequence,
      reasons: 'payment',
      confirmLabel: paid ? t.declinePaid.confirm : d.declineConfirm,
      alert: paid,
      send: (reason) => onSetStatus(row, 'declined', reason),
    });
  };
  const refund = (row: TaxAdminRow, button: HTMLButtonElement) =>
    ask(button, {
      question: d.refundQuestion({ amount: refundAmountOf(row) }),
      consequence: d.refundConsequence({ reference: row.reference }),
      confirmLabel: d.refundConfirm,
      alert: true,
      send: (note) => onSetStatus(row, 'refunded', note),
    });

  return (
    <>
      <AdminTable
        id="taxes"
        title={t.lists.taxes}
        columns={[c.reference, c.type, c.amount, c.status, c.submitted, c.actions]}
        count={rows.length}
        controls={controls}
        footer={footer}
        hidden={hidden}
      >
        {rows.map((row) => (
          <tr key={row._id}>
            <td className={styles.mono}>{row.reference}</td>
            <td>
              {taxTypeWord(taxBySlug(row.type)?.title ?? row.type)}
              <PayerAndNumber row={row} />
              <AmountSource row={row} />
            </td>
            <td className={styles.nowrap}>
              {/* Spec section 9's amount plus late fee, less a register bill's rebate: what was charged. */}
              {formatPaise(rupeesToPaise(row.total))}
              {row.lateFee > 0 ? (
                <span className={styles.muted}>{t.tax.inclLateFee({ fee: formatPaise(rupeesToPaise(row.lateFee)) })}</span>
              ) : null}
              {row.rebate > 0 ? (
                <span className={styles.muted}>{t.tax.lessRebate({ rebate: formatPaise(rupeesToPaise(row.rebate)) })}</span>
              ) : null}
            </td>
            <td>
              <StatusBadge status={row.status} />
            </td>
            <td className={styles.date}>{formatIndiaTime(row.createdAt)}</td>
            <td>
              <TaxRowActions row={row} busy={busy} onDecline={decline} onRefund={refund} />
            </td>
          </tr>
        ))}
      </AdminTable>
      {dialog}
    </>
  );
}

interface TaxRowActionsProps {
  row: TaxAdminRow;
  busy: boolean;
  onDecline: (row: TaxAdminRow, button: HTMLButtonElement) => void;
  onRefund: (row: TaxAdminRow, button: HTMLButtonElement) => void;
}

/** A payment's decline and refund, as the server allows them, and a paid one's receipt; none once it expired or was cancelled. */
function TaxRowActions({ row, busy, onDecline, onRefund }: TaxRowActionsProps) {
  const t = adminTexts.get();
  if (row.status === 'expired') return <span className={styles.muted}>{t.payments.expiredNoActions}</span>;
  if (row.status === 'cancelled') return <span className={styles.muted}>{t.payments.cancelledNoActions}</span>;
  return (
    <RowActions label={t.buttons.actionsOf({ reference: row.reference })}>
      <Button
        variant="secondary"
        disabled={busy || !canDecline(row.status)}
        aria-label={t.buttons.declineOf({ reference: row.reference })}
        onClick={(event) => onDecline(row, event.currentTarget)}
      >
        {t.buttons.decline}
      </Button>
      <Button
        variant="secondary"
        disabled={busy || !canRefund(row.status)}
        aria-label={t.buttons.refundOf({ reference: row.reference })}
        onClick={(event) => onRefund(row, event.currentTarget)}
      >
        {t.buttons.refund}
      </Button>
      {/* A refunded payment's receipt is no longer given (decision 064). */}
      {row.status === 'paid' ? (
        <DownloadButton
          variant="secondary"
          path={adminApiPaths.taxReceiptPdf(row._id)}
          fileName={`receipt-${row.reference}.pdf`}
          label={t.buttons.receipt}
          accessibleName={t.buttons.receiptOf({ reference: row.reference })}
          failed={t.payments.receiptFailed}
        />
      ) : null}
    </RowActions>
  );
}
