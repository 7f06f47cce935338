import { csvLine, UTF8_BOM } from '../../../shared/csv';
import { saveFile } from '../../lib/download-file';
import { Button } from '../../ui/button';
import { dashboardTexts } from './dashboard-texts';
import styles from './dashboard.module.css';

/** A cell as the table shows it, and as the CSV file holds it (numbers as numbers, nothing as empty). */
export interface Cell {
  text: string;
  value: string | number | null;
}

interface FiguresTableProps {
  id: string;
  title: string;
  /** The heading above that already names the table (its section's); without one the table has a heading of its own. */
  labelledBy?: string;
  columns: readonly string[];
  /** Each row's first cell names it. */
  rows: readonly (readonly Cell[])[];
  caption?: string;
  /** The CSV file's name, without `.csv`. */
  fileName: string;
}

/**
 * A table of figures under its heading, scrolling sideways in its own region on a narrow screen,
 * with a button that saves it as CSV: made on the device from the rows shown, so it works offline
 * from the page's last copy too, its cells written as the admin exports write them.
 */
export function FiguresTable({ id, title, labelledBy, columns, rows, caption, fileName }: FiguresTableProps) {
  const t = dashboardTexts.get();
  const headingId = labelledBy ?? `${id}-table`;
  const download = () => {
    const lines = [UTF8_BOM + csvLine(columns), ...rows.map((row) => csvLine(row.map((cell) => cell.value)))];
    saveFile(new Blob(lines, { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
  };
  return (
    <div className={styles.tablePart}>
      {labelledBy ? null : <h3 id={headingId}>{title}</h3>}
      {rows.length === 0 ? (
        <p className={styles.muted}>{t.nothing}</p>
      ) : (
        <>
          {/* A focusable scroll region: on a phone the table scrolls sideways, with keys as well. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={styles.scroll} role="region" aria-label={t.scrolls({ title })} tabIndex={0}>
            <table className={styles.table} aria-labelledby={headingId}>
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
              <tbody>
                {rows.map(([first, ...rest], index) => (
                  <tr key={`${first?.text ?? ''}-${index}`}>
                    <th scope="row">{first?.text}</th>
                    {rest.map((cell, column) => (
                      <td key={column} className={typeof cell.value === 'string' ? undefined : styles.number}>
                        {cell.text}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className={styles.actions}>
            <Button variant="secondary" aria-label={t.downloadOf({ title })} onClick={download}>
              {t.download}
            </Button>
          </p>
        </>
      )}
    </div>
  );
}
