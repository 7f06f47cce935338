import { Fragment } from 'react';
import type { AdminCategory, CategoryCounts } from '../../../../shared/api/admin-types';
import { groupedIndian } from '../../../../shared/domain/common/money';
import { adminTexts } from '../admin-texts';
import { tableHeadingId } from './admin-table';
import styles from './admin.module.css';
import { statusWord } from './server-words';

interface StatusFiguresProps {
  /** The lists in the dashboard's order, each with its title and its table's id on the page. */
  lists: readonly { category: AdminCategory; title: string; tableId: string }[];
  counts: Record<AdminCategory, CategoryCounts>;
}

/**
 * The figures at the top of the dashboard: each list's total and its count in every status. Each
 * title leads to its list, so a keyboard reaches the seventh list without tabbing through six.
 */
export function StatusFigures({ lists, counts }: StatusFiguresProps) {
  const t = adminTexts.get();
  return (
    <section className={styles.figures} aria-labelledby="figures-heading">
      <h2 id="figures-heading" className="visually-hidden">
        {t.figures.title}
      </h2>
      <ul className={styles.figureList}>
        {lists.map(({ category, title, tableId }) => {
          const count = counts[category];
          if (!count) return null;
          return (
            <li key={category} className={styles.figure}>
              <p className={styles.figureTitle}>
                <a href={`#${tableHeadingId(tableId)}`}>{title}</a>
              </p>
              <p className={styles.figureTotal}>
                {groupedIndian(count.total)} <span className="visually-hidden">{t.figures.inAll}</span>
              </p>
              <p className={styles.figureBreakdown}>
                {Object.entries(count.byStatus).map(([status, value], index) => (
                  // Each figure stays with its status's first word when the line wraps ("0 நிராகரிக்கப்பட்டது");
                  // a status of several words may wrap between them ("returned for correction" in Tamil is wider than a phone).
                  <Fragment key={status}>
                    {index > 0 ? ' · ' : null}
                    {`${groupedIndian(value)}\u00a0${statusWord(status).toLowerCase()}`}
                  </Fragment>
                ))}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
