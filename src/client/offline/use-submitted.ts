import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { readConfirmation } from './copies';
import type { KeptConfirmation } from './copies';
import { offlineDb } from './db';
import type { FormId, Owner } from './db';

export type SubmittedView =
  | { state: 'loading' }
  /** Shown once after a submission without an account, kept on the device. */
  | { state: 'kept'; confirmation: KeptConfirmation }
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
      error: () => setView({ key, view: { state: 'gone' } }),
    });
    return () => subscription.unsubscribe();
  }, [owner, id, key]);
  return view && view.key === key ? view.view : { state: 'loading' };
}
