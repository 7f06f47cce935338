import { forwardRef } from 'react';
import type { ReactNode } from 'react';
import styles from './alert.module.css';

interface AlertProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}

/**
 * A banner message. Errors use role="alert" so screen readers announce them at once;
 * the others are polite status messages. Focusable so a form can move focus to it.
 */
export const Alert = forwardRef<HTMLDivElement, AlertProps>(function Alert({ tone, children }, ref) {
  return (
    <div ref={ref} tabIndex={-1} role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles[tone]}`}>
      {children}
    </div>
  );
});
