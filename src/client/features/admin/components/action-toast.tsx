import type { RefObject } from 'react';
import { Alert } from '../../../ui/form/alert';
import { LoadingIndicator } from '../../../ui/loading-indicator';
import type { ActionMessage } from './use-admin-action';
import styles from './admin.module.css';

interface ActionToastProps {
  message: ActionMessage | null;
  messageRef: RefObject<HTMLDivElement | null>;
  /** Shown while the view reloads after an action. */
  refreshing: string | null;
}

/**
 * What an action did, and the reload after it, at the bottom of the screen over the page rather
 * than at its top: the clerk stays where they were in a long list, nothing above them moves, and
 * the message is seen (and, taking focus, read out) without scrolling.
 */
export function ActionToast({ message, messageRef, refreshing }: ActionToastProps) {
  if (!message && !refreshing) return null;
  return (
    <div className={styles.toast}>
      {refreshing ? <LoadingIndicator label={refreshing} /> : null}
      {message ? (
        <Alert ref={messageRef} tone={message.tone}>
          {message.text}
        </Alert>
      ) : null}
    </div>
  );
}
