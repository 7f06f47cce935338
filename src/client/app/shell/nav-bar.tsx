import { startTransition, useState } from 'react';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../lib/session/session-context';
import styles from './nav-bar.module.css';

const mainLinks = [
  { to: '/', label: 'Home', end: true },
  { to: '/certificates', label: 'Certificates', end: false },
  { to: '/taxes', label: 'Taxes', end: false },
  { to: '/grievances', label: 'Grievances', end: false },
  { to: '/outbox', label: 'Outbox', end: false },
] as const;

export function NavBar() {
  const { status, user, signOut } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  // The mobile menu is open on the page where it was opened: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;

  // Leave the page and sign out in one render: signing out while still on a protected page
  // would make its guard send the person to /login and remember that page for whoever signs
  // in next. The router navigates in a transition, so the sign-out joins the same one.
  const logout = () => {
    startTransition(() => {
      void navigate('/');
      signOut();
    });
  };

  return (
    <header className={styles.header}>
      <nav className={styles.bar} aria-label="Main">
        <NavLink to="/" className={styles.brand}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          Citizen Services Portal
        </NavLink>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls="main-menu"
          onClick={() => setOpenOn(open ? null : location.pathname)}
        >
          Menu
        </button>
        <div id="main-menu" className={`${styles.menu} ${open ? styles.open : ''}`}>
          <ul className={styles.links}>
            {mainLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end} className={styles.link}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            {user?.role === 'admin' ? (
              <li>
                <NavLink to="/admin" className={styles.link}>
                  Admin
                </NavLink>
              </li>
            ) : null}
          </ul>
          {status === 'ready' ? (
            <ul className={styles.account}>
              {user ? (
                <>
                  <li className={styles.greeting}>Welcome, {user.username}</li>
                  <li>
                    <button type="button" className={styles.logout} onClick={logout}>
                      Logout
                    </button>
                  </li>
                </>
              ) : (
                <>
                  <li>
                    <NavLink to="/login" className={styles.link}>
                      Login
                    </NavLink>
                  </li>
                  <li>
                    <NavLink to="/register" className={styles.link}>
                      Register
                    </NavLink>
                  </li>
                </>
              )}
            </ul>
          ) : null}
        </div>
      </nav>
    </header>
  );
}
