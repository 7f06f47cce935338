import { useEffect, useRef } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { municipality } from '../../../shared/domain/municipality';
import { pageLanguage } from '../../i18n/page-language';
import { appTexts } from '../../i18n/app-texts';
import { AppNoticesSlot } from './app-notices-slot';
import styles from './app-shell.module.css';
import { NavBar } from './nav-bar';

/** Every page: navigation, main content, footer (spec section 2, shell). */
export function AppShell() {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  const t = appTexts.get();

  // After a client-side navigation, move focus to the new content so screen-reader and
  // keyboard users start reading the page they asked for, as after a full page load; unless the
  // page already put it somewhere of its own (a confirmation), which this effect runs after when
  // the page's code was loaded ahead.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const main = mainRef.current;
    if (main && !main.contains(document.activeElement)) main.focus();
  }, [pathname]);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t.skipToContent}
      </a>
      <NavBar />
      <AppNoticesSlot />
      <main id="main" ref={mainRef} tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <p>
          {t.footer.rights({
            year: municipality.portalYear,
            municipality: pageLanguage() === 'ta' ? municipality.nameTa : municipality.name,
          })}{' '}
          <Link to="/contact">{t.footer.contact}</Link> <Link to="/dashboard">{t.footer.dashboard}</Link>
        </p>
      </footer>
    </div>
  );
}
