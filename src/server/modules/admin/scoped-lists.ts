import { categoryStatuses } from '../../../shared/api/admin-types';
import type { AdminCategory, CategoryCounts, PerList } from '../../../shared/api/admin-types';
import { GRIEVANCE_DEPARTMENT, TAX_DEPARTMENT } from '../../../shared/domain/staff/departments';
import { departmentOfList } from '../../../shared/domain/staff/list-departments';
import type { Executor } from '../../db/database';
import type { PageQuery } from '../../db/keyset';
import { countGrievancesInWards } from '../grievances/grievance-repository';
import { worksIn } from '../staff/staff-scope';
import type { StaffScope } from '../staff/staff-scope';
import { countTaxPaymentsInWards } from '../taxes/tax-repository';
import { readStatusCounts } from './status-counts';

/** The lists whose rows name a ward. */
const WARD_LISTS: ReadonlySet<AdminCategory> = new Set(['taxes', 'grievances']);

/**
 * The pages asked for that the member of staff may read (decision 082): their departments' lists,
 * narrowed to their wards where a list's rows name one (the property payments, the grievances).
 */
export function scopedPages(
  pages: Partial<Record<AdminCategory, PageQuery>>,
  scope: StaffScope,
): Partial<Record<AdminCategory, PageQuery>> {
  if (scope.everything) return pages;
  const scoped: Partial<Record<AdminCategory, PageQuery>> = {};
  for (const [category, query] of Object.entries(pages) as [AdminCategory, PageQuery][]) {
    const department = departmentOfList.get(category);
    if (department === undefined || !worksIn(scope, department)) continue;
    scoped[category] = WARD_LISTS.has(category) && scope.wards !== null ? { ...query, wards: scope.wards } : query;
  }
  return scoped;
}

/**
 * Every list's figures by status, as far as the member of staff sees: another department's lists
 * count nothing, and a ward-bound officer's payments and grievances are counted from their rows.
 */
export async function readScopedCounts(executor: Executor, scope: StaffScope): Promise<PerList<CategoryCounts>> {
  const counts = await readStatusCounts(executor);
  if (scope.everything) return counts;
  for (const [category, department] of departmentOfList) {
    if (!worksIn(scope, department)) counts[category] = emptyCounts(category);
  }
  if (scope.wards !== null && worksIn(scope, TAX_DEPARTMENT)) {
    const figures = emptyCounts('taxes');
    for (const { status, count } of await countTaxPaymentsInWards(executor, scope.wards)) {
      figures.byStatus[status] = (figures.byStatus[status] ?? 0) + count;
      figures.total += count;
    }
    counts.taxes = figures;
  }
  if (scope.wards !== null && worksIn(scope, GRIEVANCE_DEPARTMENT)) {
    const figures = emptyCounts('grievances');
    for (const { status, count } of await countGrievancesInWards(executor, scope.wards)) {
      figures.byStatus[status] = (figures.byStatus[status] ?? 0) + count;
      figures.total += count;
    }
    counts.grievances = figures;
  }
  return counts;
}

function emptyCounts(category: AdminCategory): CategoryCounts {
  return { total: 0, byStatus: Object.fromEntries(categoryStatuses(category).map((status) => [status, 0])) };
}
