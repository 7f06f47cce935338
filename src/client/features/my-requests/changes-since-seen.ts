import type { MyApplicationItem, MyGrievanceItem, MyPaymentItem } from '../../../shared/api/my-requests-types';
import type { Owner } from '../../offline/db';
import { readCopy, saveCopy } from '../../offline/copies';
import { ownerOfUser } from '../../offline/form/owner';
import { fetchMyList } from '../../lib/calls/my-requests-api';

/*
 * "Changes since last seen" (decision 045): the status of each of one's requests as the
 * My requests page last showed it, kept on the device per account; the navigation's badge counts
 * the requests whose status is now another. A request never seen is not a change (it is new, and
 * the person made it).
 */

/** Status by request: `a:<id>`, `p:<id>`, `g:<complaint ID>`. */
export type Statuses = Record<string, string>;

interface Lists {
  applications: readonly Pick<MyApplicationItem, 'id' | 'status' | 'certificateRevokedAt'>[];
  payments: readonly Pick<MyPaymentItem, 'id' | 'status'>[];
  grievances: readonly Pick<MyGrievanceItem, 'complaintId' | 'status'>[];
}

/** An application's status as its owner reads it: `revoked` once its certificate is (decision 064), which counts as a change. */
export function applicationStatusOf(item: Pick<MyApplicationItem, 'status' | 'certificateRevokedAt'>): string {
  return item.certificateRevokedAt ? 'revoked' : item.status;
}

export function statusesOf({ applications, payments, grievances }: Partial<Lists>): Statuses {
  return Object.fromEntries([
    ...(applications ?? []).map((item) => [`a:${item.id}`, applicationStatusOf(item)]),
    ...(payments ?? []).map((item) => [`p:${item.id}`, item.status]),
    ...(grievances ?? []).map((item) => [`g:${item.complaintId}`, item.status]),
  ]);
}

/** How many requests seen before now have another status. */
export function countChanged(now: Statuses, seen: Statuses): number {
  return Object.entries(now).filter(([key, status]) => key in seen && seen[key] !== status).length;
}

const SEEN_KEY = 'seen-statuses';

const listeners = new Set<(count: number) => void>();

/** The badge follows the count: after a fresh count, and at 0 once the list has been looked at. */
export function onChangeCount(listener: (count: number) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const tell = (count: number) => listeners.forEach((listener) => listener(count));

/** The list page showed these: they are seen. */
export async function markSeen(owner: Owner, shown: Statuses): Promise<void> {
  const seen = (await readCopy<Statuses>(owner, SEEN_KEY))?.data ?? {};
  await saveCopy(owner, SEEN_KEY, { ...seen, ...shown });
  tell(0);
}

/**
 * Reads the first page of each list and counts the changes. On the first count for an account
 * (nothing seen yet) what is there now becomes what was seen.
 */
export async function countChangesSinceSeen(userId: string): Promise<number> {
  const owner = ownerOfUser(userId);
  const [applications, payments, grievances] = await Promise.all([
    fetchMyList('applications'),
    fetchMyList('payments'),
    fetchMyList('grievances'),
  ]);
  const now = statusesOf({ applications: applications.items, payments: payments.items, grievances: grievances.items });
  const seen = await readCopy<Statuses>(owner, SEEN_KEY);
  if (!seen) await saveCopy(owner, SEEN_KEY, now);
  const count = seen ? countChanged(now, seen.data) : 0;
  tell(count);
  return count;
}
