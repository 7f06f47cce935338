import { sql } from 'drizzle-orm';
import { ADMIN_CATEGORIES, categoryStatuses } from '../../../shared/api/admin-types';
import type { AdminCategory, CategoryCounts, PerList } from '../../../shared/api/admin-types';
import { certificateDefinitions } from '../../../shared/domain/certificates/certificate-definitions';
import type { Executor } from '../../db/database';
import { statusCounts } from '../../db/schema';

/** status_counts names certificate lists by application type; the dashboard by list key. */
const categoryOfList = new Map<string, AdminCategory>([
  ...certificateDefinitions.map((definition) => [definition.slug, definition.listKey] as const),
  ['grievances', 'grievances'],
  ['taxes', 'taxes'],
]);

/**
 * Every list's figures by status, from the counters the database triggers keep (migration 0006):
 * a read of at most a few hundred rows however many applications there are.
 */
export async function readStatusCounts(executor: Executor): Promise<PerList<CategoryCounts>> {
  const rows = await executor
    .select({ list: statusCounts.list, status: statusCounts.status, count: sql<string>`sum(${statusCounts.count})::text` })
    .from(statusCounts)
    .groupBy(statusCounts.list, statusCounts.status);

  const counts = Object.fromEntries(
    ADMIN_CATEGORIES.map((category) => [
      category,
      { total: 0, byStatus: Object.fromEntries(categoryStatuses(category).map((status) => [status, 0])) },
    ]),
  ) as PerList<CategoryCounts>;
  for (const row of rows) {
    const category = categoryOfList.get(row.list);
    const figures = category === undefined ? undefined : counts[category];
    if (!figures) continue;
    const count = Number(row.count);
    figures.byStatus[row.status] = (figures.byStatus[row.status] ?? 0) + count;
    figures.total += count;
  }
  return counts;
}
