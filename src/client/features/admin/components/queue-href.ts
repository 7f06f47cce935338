import type { WorkQueueItem } from '../../../../shared/api/admin-queue-types';
import { applicationPath } from './certificate-table';

/** The query parameter an item's page reads to offer "Next item to review": the item's queue cursor. */
export const QUEUE_PARAM = 'queue';

/** An item's own page (the application, or the grievance), remembering its place in the queue. */
export function queueItemHref(item: WorkQueueItem): string {
  const page = item.type === null ? `/admin/grievances/${encodeURIComponent(item._id)}` : applicationPath(item.type, item._id);
  return `${page}?${new URLSearchParams({ [QUEUE_PARAM]: item.cursor }).toString()}`;
}
