import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { appTexts } from '../i18n/app-texts';
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

let prerenderedTitle = '';

/**
 * The title the page rendered last set, emptied as it is read. The build renders pages to a
 * string, where no effect runs, and writes this into each page's <title> (scripts/prerender.mjs).
 */
export function takePrerenderedTitle(): string {
  const title = prerenderedTitle;
  prerenderedTitle = '';
  return title;
}

function notePrerenderedTitle(title: string): void {
  prerenderedTitle = title;
}

export function useDocumentTitle(title: string): void {
  const full = appTexts.get().documentTitle({ page: title });
  // Replaced by false in the browser build, so this assignment exists only in the prerenderer.
  if (import.meta.env.SSR) notePrerenderedTitle(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
