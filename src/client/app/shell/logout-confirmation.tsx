import type { UnsentItem } from '../../offline/wipe';
import { Button } from '../../ui/button';
import { useModalQuestion } from '../../ui/modal-question';
import styles from '../../ui/dialog.module.css';
import { logoutTexts } from './logout-texts';

/** Loaded with the dialog, before it renders (./nav-bar.tsx). */
export const texts = [logoutTexts];

interface LogoutConfirmationProps {
  /** The account's outbox items that Logout would remove before they reached the portal. */
  unsent: readonly UnsentItem[];
  onCancel: () => void;
  onLogout: () => void;
}

/**
 * Logout with submissions still in the outbox: they leave the device with the session (decision
 * 063), so the person is told which before anything goes, with the focus on Cancel; Escape is Cancel.
 */
export function LogoutConfirmation({ unsent, onCancel, onLogout }: LogoutConfirmationProps) {
  const t = logoutTexts.get();
  const { dialog, cancel } = useModalQuestion();
  const grievances = unsent.filter((item) => item.kind === 'grievance').length;
  const applications = unsent.length - grievances;
  return (
    <dialog
      ref={dialog}
      className={styles.question}
      aria-labelledby="logout-confirm-title"
      aria-describedby="logout-confirm-text"
      onClose={onCancel}
    >
      <h2 id="logout-confirm-title">{t.title}</h2>
      <div id="logout-confirm-text">
        {applications > 0 ? <p>{t.applications({ count: applications })}</p> : null}
        {grievances > 0 ? <p>{t.grievances({ count: grievances })}</p> : null}
        <ul>
          {unsent.map((item, index) => (
            <li key={index}>{item.title}</li>
          ))}
        </ul>
        <p>{t.notReached}</p>
      </div>
      <div className={styles.actions}>
        <Button ref={cancel} onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button variant="secondary" onClick={onLogout}>
          {t.remove}
        </Button>
      </div>
    </dialog>
  );
}
