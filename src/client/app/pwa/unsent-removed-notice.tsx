import { Button } from '../../ui/button';
import { logoutTexts } from '../shell/logout-texts';
import styles from './app-notices.module.css';

/** Loaded with the notice, before it renders (./app-notices.tsx). */
export const texts = [logoutTexts];

/**
 * After a session the server ended (decision 063): how many of its requests left the device
 * unsent. Loaded only when there are some, so its words weigh nothing on a first visit.
 */
export function UnsentRemovedNotice({ count, onClose }: { count: number; onClose: () => void }) {
  const t = logoutTexts.get();
  return (
    <div role="status" className={styles.notice}>
      <p>
        <strong>{t.removedTitle}</strong> {t.removedUnsent({ count })}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onClose}>
          {t.close}
        </Button>
      </div>
    </div>
  );
}
