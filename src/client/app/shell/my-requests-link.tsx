import { useEffect, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { appTexts } from '../../i18n/app-texts';
import styles from './nav-bar.module.css';

/**
 * How many of the signed-in citizen's requests changed status since My requests was last looked
 * at (0 for anyone else). Read once the page has loaded, by a module fetched only then (it reads
 * the lists and the device's store), and again when the connection returns; the list page sets
 * it back to 0.
 */
export function useChangedRequests(userId: string | null): number {
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!userId) return;
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

  return userId ? count : 0;
}

/** The count as a badge, named for a screen reader ("1 request changed status"); nothing at 0. */
export function ChangedBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{` (${appTexts.get().nav.changed({ count })})`}</span>
    </span>
  );
}

/** The signed-in citizen's link to My requests, with its count. */
export function MyRequestsLink({ count, className }: { count: number; className?: string }) {
  return (
    <NavLink to="/my-requests" className={className}>
      {appTexts.get().nav.myRequests}
      <ChangedBadge count={count} />
    </NavLink>
  );
}
