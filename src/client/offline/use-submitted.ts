import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import type { ConfirmedRequest } from '../lib/request-paths';
import { confirmationShownOnThisPage, readConfirmation } from './copies';
import { offlineDb } from './db';
import type { FormId, Owner } from './db';

export type SubmittedView =
  | { state: 'loading' }
  /** Shown once after a submission without an account, kept on the device. */
  | { state: 'kept'; confirmation: ConfirmedRequest }
  /** Still in the outbox. */
  | { state: 'waiting'; title: string }
  /** Delivered from the outbox: its reference. */
  | { state: 'sent'; form: FormId; reference: string }
  /** Wiped (sign-out, kiosk clear) or never on this device. */
  | { state: 'gone' };

/**
 * What /…/submitted/:id shows, kept up to date: a confirmation kept on the device, or an outbox
 * item waiting to be sent that becomes its confirmation once it is delivered.
 */
export function useSubmitted(owner: Owner | null, id: string): SubmittedView {
  const [view, setView] = useState<{ key: string; view: SubmittedView } | null>(null);
  const key = `${owner ?? ''}|${id}`;
  useEffect(() => {
    if (!owner) return;
    const db = offlineDb();
    const subscription = liveQuery(async (): Promise<SubmittedView> => {
      const [kept, waiting, sent] = await Promise.all([readConfirmation(owner, id, db), db.outbox.get(id), db.sent.get(id)]);
      if (kept) return { state: 'kept', confirmation: kept };
      if (waiting?.owner === owner) return { state: 'waiting', title: waiting.title };
      if (sent?.owner === owner) return { state: 'sent', form: sent.form, reference: sent.reference };
      return { state: 'gone' };
    }).subscribe({
      next: (next) => setView({ key, view: next }),
      error: () => {
        const shown = confirmationShownOnThisPage(owner, id);
        setView({ key, view: shown ? { state: 'kept', confirmation: shown } : { state: 'gone' } });
      },
    });
    return () => subscription.unsubscribe();
  }, [owner, id, key]);
  if (view && view.key === key) return view.view;
  // Shown on this page already: at once, whatever the device's store says (or cannot say).
  const shown = owner ? confirmationShownOnThisPage(owner, id) : null;
  return shown ? { state: 'kept', confirmation: shown } : { state: 'loading' };
}
