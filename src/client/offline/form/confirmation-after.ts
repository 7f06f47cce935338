import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { ownRequestPath, submittedPath } from '../../lib/request-paths';
import type { ConfirmationState, ConfirmedRequest, RequestKind } from '../../lib/request-paths';
import { useSession } from '../../lib/session/session-context';
import type { Outcome } from '../../ui/form/use-submission';
import type { FormId } from '../db';
import { useOwner } from './use-owner';

/**
 * A form's last step (decision 045): once its submission went through, the confirmation page. A
 * signed-in citizen goes to the request's own page, which shows the confirmation from the
 * submission's answer in the router state (decision 072), without another request; anyone else to
 * a confirmation kept on the device. A reload keeps either. A submission queued in the outbox goes
 * to the same page, "waiting to send" until it is delivered (once the app is stored for offline
 * use). The device's store (Dexie) is loaded only then, not with the form.
 */
export function useConfirmationAfter<A>(outcome: Outcome<A> | null, form: FormId, describe: (answer: A) => ConfirmedRequest): void {
  const navigate = useNavigate();
  const { user } = useSession();
  const owner = useOwner();
  const handled = useRef<Outcome<A> | null>(null);

  useEffect(() => {
    if (!outcome || !owner || handled.current === outcome) return;
    handled.current = outcome;
    if (outcome.tone === 'success') {
      const submitted = describe(outcome.answer);
      if (user?.role === 'user') {
        const state: ConfirmationState = { submitted, owner };
        void navigate(ownRequestPath(submitted), { state });
      } else {
        void import('../copies')
          .then((copies) => copies.keepConfirmation(owner, submitted))
          .catch(() => undefined)
          .then(() => navigate(submittedPath(submitted.kind, submitted.id)));
      }
    } else if (outcome.tone === 'queued' && appStoredForOffline()) {
      void import('../copies')
        .then((copies) => copies.newestOutboxItem(owner, form))
        .then((id) => (id ? navigate(submittedPath(kindOf(form), id)) : undefined))
        .catch(() => undefined);
    }
  }, [outcome, owner, user, navigate, describe, form]);
}

/**
 * Offline, the confirmation page opens only from the service worker's copy of the app: before it
 * has stored the app, the form stays and says where the submission waits (its queued notice).
 */
const appStoredForOffline = (): boolean => typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);

const kindOf = (form: FormId): RequestKind => (form === 'grievance' ? 'grievance' : form.startsWith('tax:') ? 'payment' : 'application');
