import type { GrievanceAdminRow } from '../../../shared/api/admin-types';
import type { GrievanceRow } from '../../db/schema';
import type { Executor } from '../../db/database';
import { listGrievances } from './grievance-repository';

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
  };
}

/** The `grievances` array of GET /api/admin/list, newest first. */
export async function grievanceList(executor: Executor): Promise<GrievanceAdminRow[]> {
  return (await listGrievances(executor)).map(toGrievanceListRow);
}
