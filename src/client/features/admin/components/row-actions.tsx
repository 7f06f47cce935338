import { useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import styles from './admin.module.css';

interface RowActionsProps {
  /** What the group is, for a screen reader: "Actions for BIR-…". */
  label: string;
  children: ReactNode;
}

/** The group's buttons (a download button's included), in their order; disabled ones cannot take the focus. */
const buttonsOf = (toolbar: HTMLElement): HTMLButtonElement[] => [...toolbar.querySelectorAll('button')];

/**
 * A dashboard row's actions as one toolbar (the WAI-ARIA toolbar pattern): one Tab stop for the
 * whole group, the arrow keys (and Home, End) moving between its buttons. A row is then two Tab
 * stops, its reference (which opens it) and its actions, where it was one per button: a clerk tabs
 * down the list a row at a time. The button last used keeps the group's Tab stop; a disabled one
 * (an application already decided) is passed over.
 */
export function RowActions({ label, children }: RowActionsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const current = useRef<HTMLButtonElement | null>(null);

  /** Gives the Tab stop to `to` (or, gone or disabled, to the first button that can take it). */
  const rove = (to: HTMLButtonElement | null) => {
    const toolbar = ref.current;
    if (!toolbar) return;
    const buttons = buttonsOf(toolbar);
    const enabled = buttons.filter((button) => !button.disabled);
    current.current = to && enabled.includes(to) ? to : (enabled[0] ?? null);
    for (const button of buttons) button.tabIndex = button === current.current ? 0 : -1;
  };

  // After every render: the buttons a row shows, and which are disabled, change with its status.
  useLayoutEffect(() => rove(current.current));

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const toolbar = ref.current;
    if (!toolbar || event.altKey || event.ctrlKey || event.metaKey) return;
    const enabled = buttonsOf(toolbar).filter((button) => !button.disabled);
    const at = enabled.indexOf(event.target as HTMLButtonElement);
    if (at < 0 || enabled.length === 0) return;
    const next = {
      ArrowRight: enabled[(at + 1) % enabled.length],
      ArrowLeft: enabled[(at - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled[enabled.length - 1],
    }[event.key];
    if (!next) return;
    // The arrows would otherwise scroll the table's region sideways.
    event.preventDefault();
    rove(next);
    next.focus();
  };

  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={label}
      className={styles.actions}
      onKeyDown={onKeyDown}
      // Focus that arrives another way (a click, a dialog giving it back) makes that button the group's Tab stop.
      onFocus={(event) => {
        if (event.target instanceof HTMLButtonElement) rove(event.target);
      }}
    >
      {children}
    </div>
  );
}
