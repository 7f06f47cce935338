import type { FormId, OutboxRow } from '../../offline/db';
import { offlineTexts } from '../../offline/form/offline-texts';
import { syncMessages } from '../../offline/sync-engine';
import { dayAndTime } from '../../offline/form/time-of-day';
import { outboxTexts } from './outbox-texts';

/** "5 March 2026, 3:07 pm"; "5 மார்ச் 2026, 15:07" on a Tamil page. */
export const formatWhen = (at: number): string => dayAndTime(at);

/** Where an item is corrected: its form. */
export function formPath(form: FormId): string {
  if (form === 'grievance') return '/grievances';
  if (form.startsWith('certificate:')) return `/certificates/${form.slice('certificate:'.length)}`;
  return `/taxes/${form.slice('tax:'.length)}`;
}

/** The state of a waiting item in words. */
export function stateText(item: OutboxRow): string {
  const states = outboxTexts.get().states;
  switch (item.state) {
    case 'sending':
      return states.sending;
    case 'waiting-sign-in':
      return states.waitingSignIn;
    case 'needs-attention':
      return states.needsAttention;
    case 'queued':
      return item.attempts > 0 ? states.retrying : states.queued;
  }
}

/**
 * Why the last try failed, in the page's language: the sync engine keeps its own reasons with the
 * item in English (they may be shown in either language later); any other is the portal's answer.
 */
export function reasonText(reason: string): string {
  const sync = offlineTexts.get().sync;
  if (reason === syncMessages.unreachable) return sync.unreachable;
  if (reason === syncMessages.signIn) return sync.signIn;
  return reason;
}
