import { hasPendingOutbox } from './outbox-flag';

/**
 * Starts (or nudges) the outbox's sync when there may be something to send, loading its code only
 * then. Apart from the flag, which the sync engine clears, so that neither imports the other.
 */
export function startOutboxSyncIfPending(): void {
  if (hasPendingOutbox())
    void import('./outbox-sync').then(
      ({ startOutboxSync }) => startOutboxSync(),
      () => undefined,
    );
}
