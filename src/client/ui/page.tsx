import { useEffect } from 'react';
import type { ReactNode } from 'react';
import styles from './page.module.css';

interface PageProps {
  /** Shown as the page's h1 and in the browser tab. */
  title: string;
  intro?: ReactNode;
  narrow?: boolean;
  /** Wrap the content in a raised panel (forms). */
  panel?: boolean;
  children: ReactNode;
}

export function Page({ title, intro, narrow, panel, children }: PageProps) {
  useDocumentTitle(title);
  return (
    <div className={`${styles.page} ${narrow ? styles.narrow : ''}`}>
      <div className={panel ? styles.panel : undefined}>
        <h1>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
    </div>
  );
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Citizen Services Portal`;
  }, [title]);
}
