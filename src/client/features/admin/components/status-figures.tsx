import type { AdminCategory, CategoryCounts } from '../../../../shared/api/admin-types';
import styles from './admin.module.css';

const figure = new Intl.NumberFormat('en-IN');

interface StatusFiguresProps {
  /** The lists in the dashboard's order, each with its title. */
  lists: readonly { category: AdminCategory; title: string }[];
  counts: Record<AdminCategory, CategoryCounts>;
}

/** The figures at the top of the dashboard: each list's total and its count in every status. */
export function StatusFigures({ lists, counts }: StatusFiguresProps) {
  return (
    <section className={styles.figures} aria-labelledby="figures-heading">
      <h2 id="figures-heading" className="visually-hidden">
        Figures
      </h2>
      <ul className={styles.figureList}>
        {lists.map(({ category, title }) => {
          const count = counts[category];
          if (!count) return null;
          return (
            <li key={category} className={styles.figure}>
              <p className={styles.figureTitle}>{title}</p>
              <p className={styles.figureTotal}>
                {figure.format(count.total)} <span className="visually-hidden">in all</span>
              </p>
              <p className={styles.figureBreakdown}>
                {Object.entries(count.byStatus)
                  .map(([status, value]) => `${figure.format(value)} ${status.toLowerCase()}`)
                  .join(' · ')}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
