import type { GrievanceRow } from '../../db/schema';
import type { Executor } from '../../db/database';
import { listGrievances } from './grievance-repository';

/** A grievance as the admin dashboard lists it. */
export interface GrievanceListRow {
  _id: string;
  complaintId: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  status: string;
  createdAt: string;
}

export function toGrievanceListRow(row: GrievanceRow): GrievanceListRow {
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
export async function grievanceList(executor: Executor): Promise<GrievanceListRow[]> {
  return (await listGrievances(executor)).map(toGrievanceListRow);
}
