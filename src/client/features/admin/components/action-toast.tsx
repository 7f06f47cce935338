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
  /**
   * In the page's flow where it is placed, not over the screen: for a record's own page, where the
   * clerk acts at the top and what the action brings (a certificate to download) appears below it.
   */
  inPlace?: boolean;
}

/**
 * What an action did, and the reload after it, at the bottom of the screen over the page rather
 * than at its top: the clerk stays where they were in a long list, nothing above them moves, and
 * the message is seen (and, taking focus, read out) without scrolling.
 */
export function ActionToast({ message, messageRef, refreshing, inPlace = false }: ActionToastProps) {
  if (!message && !refreshing) return null;
  return (
    <div className={inPlace ? undefined : styles.toast}>
      {refreshing ? <LoadingIndicator label={refreshing} /> : null}
      {message ? (
        <Alert ref={messageRef} tone={message.tone}>
          {message.text}
        </Alert>
      ) : null}
    </div>
  );
}
