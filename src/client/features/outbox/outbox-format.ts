import type { FormId, OutboxRow } from '../../offline/db';

const dateTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export const formatWhen = (at: number): string => dateTime.format(at);

/** Where an item is corrected: its form. */
export function formPath(form: FormId): string {
  if (form === 'grievance') return '/grievances';
  if (form.startsWith('certificate:')) return `/certificates/${form.slice('certificate:'.length)}`;
  return `/taxes/${form.slice('tax:'.length)}`;
}

/** The state of a waiting item in words. */
export function stateText(item: OutboxRow): string {
  switch (item.state) {
    case 'sending':
      return 'Sending now...';
    case 'waiting-sign-in':
      return 'Waiting for you to sign in again.';
    case 'needs-attention':
      return 'Needs your attention.';
    case 'queued':
      return item.attempts > 0 ? 'Queued: will be tried again automatically.' : 'Queued: will be sent when the connection returns.';
  }
}
