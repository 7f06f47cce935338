import { useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import styles from './admin.module.css';

interface RowActionsProps {
  /** What the group is, for a screen reader: "Actions for BIR-…". */
  label: string;
  children: ReactNode;
}

/** What Tab may land on in a row: its links (the reference that opens it) and its enabled buttons, in order. */
const stopsOf = (row: HTMLElement): HTMLElement[] =>
  [...row.querySelectorAll<HTMLElement>('a[href], button')].filter(
    (element) => !(element instanceof HTMLButtonElement && element.disabled),
  );

/**
 * A dashboard row's actions as one toolbar, and the whole row as one Tab stop (decision 079): Tab
 * lands on the row's reference, which opens it, and goes on to the next row; the arrow keys (and
 * Home, End) move along the row, from the reference to the actions and back. The element last used
 * keeps the row's stop; a disabled button (an application already decided) is passed over. Screen
 * readers still find the actions as a toolbar named by the row.
 */
export function RowActions({ label, children }: RowActionsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const current = useRef<HTMLElement | null>(null);

  // After every render: the buttons a row shows, and which are disabled, change with its status.
  useLayoutEffect(() => {
    const row = ref.current?.closest('tr');
    if (!row) return;
    /** Gives the row's Tab stop to `to` (or, gone or disabled, to the first element that can take it). */
    const rove = (to: HTMLElement | null) => {
      const stops = stopsOf(row);
      current.current = to && stops.includes(to) ? to : (stops[0] ?? null);
      for (const element of row.querySelectorAll<HTMLElement>('a[href], button')) {
        element.tabIndex = element === current.current ? 0 : -1;
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const stops = stopsOf(row);
      const at = stops.indexOf(event.target as HTMLElement);
      if (at < 0) return;
      const next = {
        ArrowRight: stops[(at + 1) % stops.length],
        ArrowLeft: stops[(at - 1 + stops.length) % stops.length],
        Home: stops[0],
        End: stops[stops.length - 1],
      }[event.key];
      if (!next) return;
      // The arrows would otherwise scroll the table's region sideways.
      event.preventDefault();
      rove(next);
      next.focus();
    };
    // Focus that arrives another way (a click, a dialog giving it back) makes that element the row's stop.
    const onFocusIn = (event: FocusEvent) => rove(event.target instanceof HTMLElement ? event.target : null);
    rove(current.current);
    row.addEventListener('keydown', onKeyDown);
    row.addEventListener('focusin', onFocusIn);
    return () => {
      row.removeEventListener('keydown', onKeyDown);
      row.removeEventListener('focusin', onFocusIn);
    };
  });

  return (
    <div ref={ref} role="toolbar" aria-label={label} className={styles.actions}>
      {children}
    </div>
  );
}
