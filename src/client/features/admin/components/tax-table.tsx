import type { ClerkTaxStatus, TaxAdminRow } from '../../../../shared/api/admin-types';
import { formatPaise, rupeesToPaise } from '../../../../shared/domain/common/money';
import { taxBySlug } from '../../../../shared/domain/taxes/tax-definitions';
import { Button } from '../../../ui/button';
import { adminTexts } from '../admin-texts';
import { formatAmountWithLateFee, formatIndiaTime } from './admin-format';
import styles from './admin.module.css';
import { AdminTable } from './admin-table';
import type { ListExtras } from './admin-table';
import { StatusBadge } from './status-badge';

/** What the server allows (409 otherwise): decline an unpaid payment, refund a paid one. */
export const canDecline = (status: string) => status === 'created' || status === 'failed';
export const canRefund = (status: string) => status === 'paid';

interface TaxTableProps extends ListExtras {
  rows: readonly TaxAdminRow[];
  busy: boolean;
  onSetStatus: (row: TaxAdminRow, status: ClerkTaxStatus) => void;
}

export function TaxTable({ rows, busy, onSetStatus, controls, footer }: TaxTableProps) {
  const t = adminTexts.get();
  const c = t.columns;
  return (
    <AdminTable
      id="taxes"
      title={t.lists.taxes}
      columns={[c.reference, c.type, c.amount, c.status, c.submitted, c.actions]}
      count={rows.length}
      controls={controls}
      footer={footer}
    >
      {rows.map((row) => (
        <tr key={row._id}>
          <td className={styles.mono}>{row.reference}</td>
          <td>{t.names.taxType(taxBySlug(row.type)?.title ?? row.type)}</td>
          <td className={styles.nowrap}>
            {formatAmountWithLateFee(row.amount, row.lateFee)}
            {row.lateFee > 0 ? <span className={styles.muted}>{t.tax.inclLateFee(formatPaise(rupeesToPaise(row.lateFee)))}</span> : null}
          </td>
          <td>
            <StatusBadge status={row.status} />
          </td>
          <td className={styles.date}>{formatIndiaTime(row.createdAt)}</td>
          <td>
            <div className={styles.actions}>
              <Button variant="secondary" disabled={busy || !canDecline(row.status)} aria-label={t.buttons.declineOf(row.reference)} onClick={() => onSetStatus(row, 'declined')}>
                {t.buttons.decline}
              </Button>
              <Button variant="secondary" disabled={busy || !canRefund(row.status)} aria-label={t.buttons.refundOf(row.reference)} onClick={() => onSetStatus(row, 'refunded')}>
                {t.buttons.refund}
              </Button>
            </div>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
