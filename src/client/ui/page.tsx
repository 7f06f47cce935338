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

/**
 * The title of the page being prerendered. The build renders pages to a string, where no effect
 * runs, and writes this into the page's <title> (scripts/prerender.mjs).
 */
export const prerenderedTitle = { current: '' };

export function useDocumentTitle(title: string): void {
  const full = `${title} | Citizen Services Portal`;
  // Replaced by false in the browser build, so this assignment exists only in the prerenderer.
  if (import.meta.env.SSR) prerenderedTitle.current = full;
  useEffect(() => {
    document.title = full;
  }, [full]);
}
