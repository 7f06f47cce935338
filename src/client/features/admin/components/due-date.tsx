import { formatDate } from '../../../../shared/i18n/formats';
import { adminTexts } from '../admin-texts';
import styles from './admin.module.css';

/**
 * When a pending item's answer is due and how long is left; a late one says so in words ("Late by
 * 2 days"), in bold, not by colour alone, and an escalated one that it was (decision 083).
 */
export function DueDate({ dueBy, daysLeft, escalatedAt }: { dueBy: string; daysLeft: number; escalatedAt?: string | null | undefined }) {
  const t = adminTexts.get().due;
  return (
    <span className={styles.due}>
      <span>{t.on({ date: formatDate(dueBy) })}</span>{' '}
      {daysLeft < 0 ? (
        <strong className={styles.late}>{t.late({ days: -daysLeft })}</strong>
      ) : (
        <span className={styles.muted}>{t.left({ days: daysLeft })}</span>
      )}
      {escalatedAt ? (
        <>
          {' '}
          <strong className={styles.late}>{t.escalated}</strong>
        </>
      ) : null}
    </span>
  );
}
