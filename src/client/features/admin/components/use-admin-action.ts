import { useCallback, useEffect, useRef, useState } from 'react';
import { describeFailure } from '../../../lib/calls/api-error';
import { failureReason } from './admin-format';

export interface ActionMessage {
  tone: 'error' | 'success';
  text: string;
}

export interface AdminAction {
  /** What the clerk is told when it failed, given why: 'Could not accept BIR-7K3M-9QXD: …'. */
  failed: (reason: string) => string;
  /** What the clerk is told when it worked: 'BIR-7K3M-9QXD accepted.' */
  done: string;
  call: () => Promise<unknown>;
  /**
   * What the clerk is told when the record changed since they opened it (a `*.changed` 409,
   * decision 064), given the record as it is now: what is new. The reload then shows it all.
   */
  changed?: (current: unknown) => string;
}

/** The record a `*.changed` 409 carries as it is now; undefined for any other failure. */
export function changedRecordOf(err: unknown): unknown {
  const failure = describeFailure(err);
  return failure.kind === 'server' && failure.status === 409 && failure.code?.endsWith('.changed') ? failure.current : undefined;
}

/**
 * Runs one admin action at a time, then reloads (spec section 4: after every admin action the
 * whole list is reloaded, failed or not, since a 409 means someone else changed it). A failure
 * says what failed and why; the message takes focus, because the button just pressed is
 * usually disabled by the reload and would otherwise drop focus to the page. The view keeps its
 * place: the message is shown over the page (ActionToast), not above it.
 */
export function useAdminAction(reload: () => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<ActionMessage | null>(null);
  const messageRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Read out where it is, at the bottom of the screen: the page does not scroll to it.
    if (message) messageRef.current?.focus({ preventScroll: true });
  }, [message]);

  const run = useCallback(
    async ({ failed, done, call, changed }: AdminAction) => {
      setBusy(true);
      setMessage(null);
      let outcome: ActionMessage;
      try {
        await call();
        outcome = { tone: 'success', text: done };
      } catch (err) {
        const current = changedRecordOf(err);
        outcome = { tone: 'error', text: current !== undefined && changed ? changed(current) : failed(failureReason(err)) };
      }
      await reload();
      setBusy(false);
      setMessage(outcome);
    },
    [reload],
  );

  return { busy, message, messageRef, run };
}
