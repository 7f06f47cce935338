import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../lib/session/session-context';
import type { OutboxRow, SentRow } from '../../offline/db';
import { Button } from '../../ui/button';
import { formatWhen, stateText } from './outbox-format';
import styles from './outbox.module.css';

/** An item still to be delivered: what it is, when it was saved, where it stands. */
export function WaitingItem({ item }: { item: OutboxRow }) {
  const { signOut } = useSession();
  return (
    <li className={styles.item}>
      <h3>{item.title}</h3>
      <p className={styles.meta}>Saved on this device {formatWhen(item.createdAt)}</p>
      <p>{stateText(item)}</p>
      {item.state === 'waiting-sign-in' ? (
        <p>
          {/* The server refused this session's token, but the page still holds it (nothing else has
              asked the server since): end it first, or the sign-in page sends a "signed-in" person
              away. After signing in, the guard brings the person back here. */}
          <Link to="/login" state={{ from: '/outbox' }} onClick={signOut}>
            Sign in
          </Link>{' '}
          as the person who submitted it and it will be sent.
        </p>
      ) : null}
      {item.state === 'queued' && item.lastError ? <p className={styles.meta}>Last try: {item.lastError}</p> : null}
    </li>
  );
}

/** An item the portal refused: its message, and the two ways forward. Deleting asks once more. */
export function AttentionItem({ item, onOpen, onDelete }: { item: OutboxRow; onOpen(): void; onDelete(): void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <li className={`${styles.item} ${styles.attention}`}>
      <h3>{item.title}</h3>
      <p className={styles.meta}>Saved on this device {formatWhen(item.createdAt)}</p>
      <p>
        <strong>The portal could not accept it:</strong> {item.lastError ?? 'no reason was given.'}
      </p>
      {confirming ? (
        <div className={styles.actions} role="group" aria-label={`Delete ${item.title}?`}>
          <p>Delete it from this device? It will not be sent.</p>
          <Button variant="secondary" onClick={onDelete}>
            Yes, delete it
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep it
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button onClick={onOpen}>Open and correct</Button>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </div>
      )}
    </li>
  );
}

export function SentItem({ item }: { item: SentRow }) {
  return (
    <li className={`${styles.item} ${styles.sent}`}>
      <h3>{item.title}</h3>
      <p className={styles.meta}>
        Saved {formatWhen(item.createdAt)}, sent {formatWhen(item.sentAt)}
      </p>
      <p>
        {item.kind === 'grievance' ? 'Complaint ID' : 'Reference number'}: <span className={styles.reference}>{item.reference}</span>
      </p>
    </li>
  );
}
