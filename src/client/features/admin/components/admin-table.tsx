import type { ReactNode } from 'react';
import { adminTexts } from '../admin-texts';
import styles from './admin.module.css';

interface AdminTableProps {
  /** Unique on the page: names the heading the table and its scroll region are labelled by. */
  id: string;
  title: string;
  columns: readonly string[];
  /** How many rows there are; with none the table gives way to 'No items found'. */
  count: number;
  children: ReactNode;
  /** Above the table: the list's filter. Below it: 'Load more'. */
  controls?: ReactNode;
  footer?: ReactNode;
  /** Not shown at all: a list without a match while the clerk searches. */
  hidden?: boolean;
  /** Says what the figures are (their period, their unit): read with the table, named by its heading still. */
  caption?: string;
  /** Rows after the body: a table of figures' totals. */
  foot?: ReactNode;
  /** A table of figures without actions: amounts aligned to the right, no column pinned. */
  figures?: boolean;
}

/** What each list's table passes through to AdminTable. */
export type ListExtras = Pick<AdminTableProps, 'controls' | 'footer' | 'hidden'>;

/** The id of a table's heading: the figures at the top of the dashboard link to it. */
export const tableHeadingId = (tableId: string): string => `${tableId}-heading`;

/** One category of the dashboard: a heading, then its table (or 'No items found'). */
export function AdminTable({ id, title, columns, count, children, controls, footer, hidden, caption, foot, figures }: AdminTableProps) {
  const headingId = tableHeadingId(id);
  const t = adminTexts.get().lists;
  if (hidden) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      {/* Focusable from a link to it (not by Tab): a link to the list moves the focus there too. */}
      <h2 id={headingId} tabIndex={-1}>
        {title}
      </h2>
      {controls}
      {count === 0 ? (
        <p className={styles.empty}>{t.empty}</p>
      ) : (
        // A focusable scroll region: on a phone the table scrolls sideways, with keys as well.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className={styles.scroll} role="region" aria-label={t.scrolls({ title })} tabIndex={0}>
          <table className={figures ? `${styles.table} ${styles.figureTable}` : styles.table} aria-labelledby={headingId}>
            {caption ? <caption className={styles.caption}>{caption}</caption> : null}
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
            {foot ? <tfoot>{foot}</tfoot> : null}
          </table>
        </div>
      )}
      {footer}
    </section>
  );
}
