import styles from './dashboard.module.css';

export interface Bar {
  label: string;
  /** The bar's length against `max`; null draws none (a suppressed ward, nothing decided). */
  value: number | null;
  /** The value as the table writes it. */
  text: string;
}

const WIDTH = 320;
const ROW = 40;
const BAR_MAX = 230;

/**
 * A horizontal bar chart in SVG: a label above each bar, its value after it. It draws what its
 * table beside it says, which is what screen readers, printers and translators read; the picture
 * itself is hidden from assistive technology (decision 087).
 */
export function BarChart({ title, note, bars, max }: { title: string; note: string; bars: readonly Bar[]; max: number }) {
  if (bars.length === 0) return null;
  const height = bars.length * ROW;
  return (
    <figure className={styles.chart}>
      <figcaption>
        <strong>{title}</strong> <span className={styles.muted}>{note}</span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} aria-hidden="true" focusable="false">
        {bars.map((bar, index) => {
          const top = index * ROW;
          const length = bar.value === null || max <= 0 ? 0 : Math.max(1, (Math.min(bar.value, max) / max) * BAR_MAX);
          return (
            <g key={bar.label}>
              <text x={0} y={top + 13} className={styles.chartLabel}>
                {bar.label}
              </text>
              <rect x={0} y={top + 18} width={length} height={14} rx={2} className={styles.chartBar} />
              <text x={length + 6} y={top + 30} className={styles.chartValue}>
                {bar.text}
              </text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
