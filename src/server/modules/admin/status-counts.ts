import { sql } from 'drizzle-orm';
import { ADMIN_CATEGORIES, adminCategoryStatuses } from '../../../shared/api/admin-types';
import type { AdminCategory, CategoryCounts } from '../../../shared/api/admin-types';
import { certificateDefinitions } from '../../../shared/domain/certificates/certificate-definitions';
import type { Executor } from '../../db/database';
import { statusCounts } from '../../db/schema';

/** status_counts names certificate lists by application type; the dashboard by list key. */
const categoryOfList = new Map<string, AdminCategory>([
  ...certificateDefinitions.map((definition) => [definition.slug as string, definition.listKey] as const),
  ['grievances', 'grievances'],
  ['taxes', 'taxes'],
]);

/**
 * Every list's figures by status, from the counters the database triggers keep (migration 0006):
 * a read of at most a few hundred rows however many applications there are.
 */
export async function readStatusCounts(executor: Executor): Promise<Record<AdminCategory, CategoryCounts>> {
  const rows = await executor
    .select({ list: statusCounts.list, status: statusCounts.status, count: sql<string>`sum(${statusCounts.count})::text` })
    .from(statusCounts)
    .groupBy(statusCounts.list, statusCounts.status);

  const counts = Object.fromEntries(
    ADMIN_CATEGORIES.map((category) => [
      category,
      { total: 0, byStatus: Object.fromEntries(adminCategoryStatuses[category].map((status) => [status, 0])) },
    ]),
  ) as Record<AdminCategory, CategoryCounts>;
  for (const row of rows) {
    const category = categoryOfList.get(row.list);
    if (!category) continue;
    const count = Number(row.count);
    counts[category].byStatus[row.status] = (counts[category].byStatus[row.status] ?? 0) + count;
    counts[category].total += count;
  }
  return counts;
}
