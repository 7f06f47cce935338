import { useEffect, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { appTexts } from '../../i18n/app-texts';
import styles from './nav-bar.module.css';

/**
 * The signed-in citizen's link to My requests, with how many of their requests changed status
 * since the list was last looked at. The count is read once the page has loaded, by a
 * module fetched only then (it reads the lists and the device's store), and again when the
 * connection returns; the list page sets it back to 0.
 */
export function MyRequestsLink({ userId, className }: { userId: string; className?: string }) {
  const t = appTexts.get().nav;
  const [count, setCount] = useState(0);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const recount = () => {
      void import('../../features/my-requests/changes-since-seen')
        .then((changes) => {
          if (cancelled) return;
          stop ??= changes.onChangeCount(setCount);
          return changes.countChangesSinceSeen(userId);
        })
        .catch(() => undefined);
    };
    const idle = window.setTimeout(recount, 1_000);
    window.addEventListener('online', recount);
    return () => {
      cancelled = true;
      window.clearTimeout(idle);
      window.removeEventListener('online', recount);
      stop?.();
    };
  }, [userId]);

  return (
    <NavLink to="/my-requests" className={className}>
      {t.myRequests}
      {count > 0 ? (
        <span className={styles.badge}>
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{` (${t.changed(count)})`}</span>
        </span>
      ) : null}
    </NavLink>
  );
}
