import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session/session-context';
import type { OutboxRow, SentRow } from '../../offline/db';
import { useDeliveryProgress } from '../../offline/delivery-progress';
import { Button } from '../../ui/button';
import { SendProgress } from '../../ui/form/send-progress';
import { formatWhen, reasonText, stateText } from './outbox-format';
import { outboxTexts } from './outbox-texts';
import styles from './outbox.module.css';

/** An item still to be delivered: what it is, when it was saved, where it stands. */
export function WaitingItem({ item }: { item: OutboxRow }) {
  const { signOut } = useSession();
  const sent = useDeliveryProgress(item.id);
  const t = outboxTexts.get();
  return (
    <li className={styles.item}>
      <h3>{item.title}</h3>
      <p className={styles.meta}>{t.savedOnDevice({ when: formatWhen(item.createdAt) })}</p>
      <p>{stateText(item)}</p>
      <SendProgress share={sent} />
      {item.state === 'waiting-sign-in' ? (
        <p>
          {/* The server refused this session's token, but the page still holds it (nothing else has
              asked the server since): end it first, or the sign-in page sends a "signed-in" person
              away. After signing in, the guard brings the person back here. */}
          <Link to="/login" state={{ from: '/outbox' }} onClick={signOut}>
            {t.signIn}
          </Link>{' '}
          {t.signInAfter}
        </p>
      ) : null}
      {item.state === 'queued' && item.lastError ? (
        <p className={styles.meta}>{t.lastTry({ reason: reasonText(item.lastError) })}</p>
      ) : null}
    </li>
  );
}

/** An item the portal refused: its message, and the two ways forward. Deleting asks once more. */
export function AttentionItem({ item, onOpen, onDelete }: { item: OutboxRow; onOpen(): void; onDelete(): void }) {
  const [confirming, setConfirming] = useState(false);
  const t = outboxTexts.get();
  return (
    <li className={`${styles.item} ${styles.attention}`}>
      <h3>{item.title}</h3>
      <p className={styles.meta}>{t.savedOnDevice({ when: formatWhen(item.createdAt) })}</p>
      <p>
        <strong>{t.notAccepted}</strong> {item.lastError ? reasonText(item.lastError) : t.noReason}
      </p>
      {confirming ? (
        <div className={styles.actions} role="group" aria-label={t.confirmDeleteLabel({ title: item.title })}>
          <p>{t.confirmDelete}</p>
          <Button variant="secondary" onClick={onDelete}>
            {t.yesDelete}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t.keep}
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button onClick={onOpen}>{t.openAndCorrect}</Button>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t.delete}
          </Button>
        </div>
      )}
    </li>
  );
}

export function SentItem({ item }: { item: SentRow }) {
  const t = outboxTexts.get();
  return (
    <li className={`${styles.item} ${styles.sent}`}>
      <h3>{item.title}</h3>
      <p className={styles.meta}>{t.savedAndSent({ saved: formatWhen(item.createdAt), sent: formatWhen(item.sentAt) })}</p>
      <p>
        {item.kind === 'grievance' ? t.complaintId : t.referenceNumber}: <span className={styles.reference}>{item.reference}</span>
      </p>
    </li>
  );
}
