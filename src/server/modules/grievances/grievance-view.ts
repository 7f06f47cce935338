import type { GrievanceAdminRow } from '../../../shared/api/admin-types';
import type { GrievanceRow } from '../../db/schema';
import type { Executor } from '../../db/database';
import { toPage } from '../../db/keyset';
import type { PageQuery } from '../../db/keyset';
import { pageGrievances } from './grievance-repository';

/** A grievance as the admin dashboard lists it (the shared contract of GET /api/admin/list). */
export function toGrievanceListRow(row: GrievanceRow): GrievanceAdminRow {
  return {
    _id: row.id,
    complaintId: row.complaintId,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** One page of the `grievances` list of GET /api/admin/list, newest first. */
export async function grievancePage(executor: Executor, query: PageQuery): Promise<{ rows: GrievanceAdminRow[]; next: string | null }> {
  const page = toPage(await pageGrievances(executor, query), query.limit);
  return { rows: page.rows.map(toGrievanceListRow), next: page.next };
}
