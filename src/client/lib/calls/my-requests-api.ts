import { apiPaths } from '../../../shared/api/paths';
import type {
  MyApplicationDetail,
  MyApplicationItem,
  MyGrievanceItem,
  MyPaymentDetail,
  MyPaymentItem,
  MyRequestsPage,
} from '../../../shared/api/my-requests-types';
import { api } from './api';

/* The signed-in citizen's own requests (GET /api/me/…, decision 043). */

/** The three lists of GET /api/me/… by what they hold. */
export interface MyListItems {
  applications: MyApplicationItem;
  payments: MyPaymentItem;
  grievances: MyGrievanceItem;
}

export type MyListKind = keyof MyListItems;

/** One page of a list, newest first; `cursor` is the previous page's nextCursor. */
export async function fetchMyList<K extends MyListKind>(
  kind: K,
  cursor?: string | null,
  limit?: number,
): Promise<MyRequestsPage<MyListItems[K]>> {
  const params: Record<string, string | number> = {};
  if (cursor) params.cursor = cursor;
  if (limit) params.limit = limit;
  const { data } = await (await api()).get<MyRequestsPage<MyListItems[K]>>(apiPaths.me[kind], { params });
  return data;
}

export async function fetchMyApplication(type: string, id: string): Promise<MyApplicationDetail> {
  const { data } = await (await api()).get<MyApplicationDetail>(apiPaths.me.application(type, id));
  return data;
}

export async function fetchMyPayment(id: string): Promise<MyPaymentDetail> {
  const { data } = await (await api()).get<MyPaymentDetail>(apiPaths.me.payment(id));
  return data;
}

const GRIEVANCE_PAGES_SEARCHED = 10;

/** One of the citizen's grievances, looked for in their list (there is no call for one): null when it is not theirs. */
export async function findMyGrievance(complaintId: string): Promise<MyGrievanceItem | null> {
  let cursor: string | null = null;
  for (let page = 0; page < GRIEVANCE_PAGES_SEARCHED; page += 1) {
    const answer: MyRequestsPage<MyGrievanceItem> = await fetchMyList('grievances', cursor, 100);
    const found = answer.items.find((item) => item.complaintId === complaintId);
    if (found) return found;
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  return null;
}
