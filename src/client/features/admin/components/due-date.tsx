import { formatDate } from '../../../../shared/i18n/formats';
import { adminTexts } from '../admin-texts';
import styles from './admin.module.css';

/**
 * When a pending item's answer is due and how long is left; a late one says so in words ("Late by
 * 2 days"), in bold, not by colour alone.
 */
export function DueDate({ dueBy, daysLeft }: { dueBy: string; daysLeft: number }) {
  const t = adminTexts.get().due;
  return (
    <span className={styles.due}>
      <span>{t.on({ date: formatDate(dueBy) })}</span>{' '}
      {daysLeft < 0 ? (
        <strong className={styles.late}>{t.late({ days: -daysLeft })}</strong>
      ) : (
        <span className={styles.muted}>{t.left({ days: daysLeft })}</span>
      )}
    </span>
  );
}
