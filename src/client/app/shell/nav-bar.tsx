import { Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session/session-context';
import { appTexts } from '../../i18n/app-texts';
import { loadTexts } from '../../i18n/catalogue';
import { lazyComponent } from '../../lib/load-once';
import { onSessionEnded } from '../../lib/token-store';
import type { UnsentItem } from '../../offline/wipe';
import { LanguageSwitch } from './language-switch';
import { ChangedBadge, MyRequestsLink, useChangedRequests } from './my-requests-link';
import styles from './nav-bar.module.css';
import { isStaffRole } from '../../../shared/domain/users/roles';

const LogoutConfirmation = lazyComponent(async () => {
  const confirmation = await import('./logout-confirmation');
  await loadTexts(confirmation.texts);
  return confirmation.LogoutConfirmation;
});

const mainLinks = [
  { to: '/', text: 'home', end: true },
  { to: '/certificates', text: 'certificates', end: false },
  { to: '/taxes', text: 'taxes', end: false },
  { to: '/grievances', text: 'grievances', end: false },
  { to: '/outbox', text: 'outbox', end: false },
] as const;

export function NavBar() {
  const { status, user } = useSession();
  const t = appTexts.get();
  const toggle = useMenuToggle();
  const { unsent, logout, leave, stay } = useLogout();
  // Shown on My requests, and on the phone's Menu button while the menu is closed.
  const changed = useChangedRequests(user?.role === 'user' ? user._id : null);

  return (
    <>
      <header className={styles.header}>
        <nav className={styles.bar} aria-label={t.nav.label}>
          <NavLink to="/" className={styles.brand}>
            <span className={styles.logo} />
            {t.portalName}
          </NavLink>
          {/* Outside the menu: a person who cannot read this language finds the other at once. */}
          <LanguageSwitch className={styles.language} />
          {/*
            The phone's menu toggle is the browser's own disclosure, so that a tap opens the menu
            before the page's JavaScript has started (on 2G that is seconds). The menu follows it
            (CSS: an open toggle shows the menu next to it). React never sets `open`: the person
            does, and may have before hydration.
          */}
          <details ref={toggle} className={styles.toggle} suppressHydrationWarning>
            <summary aria-controls="main-menu">
              <span>{t.nav.menu}</span>
              <ChangedBadge count={changed} />
            </summary>
          </details>
          <div id="main-menu" className={styles.menu}>
            <MainLinks user={user} changed={changed} />
            {status === 'ready' ? <AccountLinks user={user} onLogout={logout} /> : null}
          </div>
        </nav>
      </header>
      {unsent ? (
        <Suspense fallback={null}>
          <LogoutConfirmation unsent={unsent} onCancel={stay} onLogout={() => void leave()} />
        </Suspense>
      ) : null}
    </>
  );
}

type User = ReturnType<typeof useSession>['user'];

function MainLinks({ user, changed }: { user: User; changed: number }) {
  const t = appTexts.get();
  return (
    <ul className={styles.links}>
      {mainLinks.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end={link.end} className={styles.link}>
            {t.nav[link.text]}
          </NavLink>
        </li>
      ))}
      {user?.role === 'user' ? (
        <li>
          <MyRequestsLink count={changed} className={styles.link} />
        </li>
      ) : null}
      {user && isStaffRole(user.role) ? (
        <li>
          <NavLink to="/admin" className={styles.link}>
            {t.nav.admin}
          </NavLink>
        </li>
      ) : null}
    </ul>
  );
}

function AccountLinks({ user, onLogout }: { user: User; onLogout: () => Promise<void> }) {
  const t = appTexts.get();
  if (!user) {
    return (
      <ul className={styles.account}>
        <li>
          <NavLink to="/login" className={styles.link}>
            {t.nav.login}
          </NavLink>
        </li>
        <li>
          <NavLink to="/register" className={styles.link}>
            {t.nav.register}
          </NavLink>
        </li>
      </ul>
    );
  }
  return (
    <ul className={styles.account}>
      <li className={styles.greeting}>{t.nav.welcome({ name: user.username })}</li>
      {user.role === 'user' ? (
        <li>
          <NavLink to="/account" className={styles.link}>
            {t.nav.account}
          </NavLink>
        </li>
      ) : null}
      <li>
        <button type="button" className={styles.logout} onClick={() => void onLogout()}>
          {t.nav.logout}
        </button>
      </li>
    </ul>
  );
}

/**
 * The phone menu's toggle. Following a link in the app closes the menu, as the browser's own
 * navigation does before the app has started. Not at hydration: a menu opened while the page
 * loaded stays open.
 */
function useMenuToggle() {
  const toggle = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const shownPath = useRef(location.pathname);
  useEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    if (toggle.current) toggle.current.open = false;
  }, [location.pathname]);
  return toggle;
}

/**
 * Logout, and what the account kept on the device (drafts with their documents, the outbox, copies
 * of what it read), which leaves with its session however it ends (decision 063). Logout removes it
 * itself; a session the server refused (logged out elsewhere, password changed, no longer renewed)
 * leaves through the listener here, and the person is told afterwards what was not sent.
 */
function useLogout() {
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [unsent, setUnsent] = useState<readonly UnsentItem[] | null>(null);
  const loggedOutHere = useRef(false);
  useEffect(
    () =>
      onSessionEnded((token) => {
        const byLogout = loggedOutHere.current;
        loggedOutHere.current = false;
        if (token && !byLogout) {
          void import('../../offline/leave-device')
            .then((device) => device.leaveAfterSession(token, { tellUnsent: true }))
            .catch(() => undefined);
        }
      }),
    [],
  );

  // Leave the page and sign out in one render: signing out while still on a protected page
  // would make its guard send the person to /login and remember that page for whoever signs
  // in next. The router navigates in a transition, so the sign-out joins the same one.
  // The account's rows leave the device before the page says it is signed out: a wipe still running
  // after that would be lost if the next person opened another address or closed the tab at once.
  const leave = async () => {
    setUnsent(null);
    if (user) await import('../../offline/leave-device').then((device) => device.leaveAtLogout(user._id)).catch(() => undefined);
    loggedOutHere.current = true;
    startTransition(() => {
      void navigate('/');
      signOut();
    });
  };

  // Submissions still in the outbox leave with the session: the person hears which before they go.
  const logout = async () => {
    const waiting = user ? await import('../../offline/leave-device').then((device) => device.unsentOfUser(user._id)).catch(() => []) : [];
    if (waiting.length > 0) setUnsent(waiting);
    else await leave();
  };

  return { unsent, logout, leave, stay: () => setUnsent(null) };
}
