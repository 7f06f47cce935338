import { and, asc, desc, eq, ne, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { grievanceEvents, grievances } from '../../db/schema';
import type { GrievanceEventRow, GrievanceRow } from '../../db/schema';
import { FINAL_GRIEVANCE_STATUSES } from '../../../shared/domain/grievances/grievance-rules';
import type { GrievanceStatus, GrievanceSubject } from '../../../shared/domain/grievances/grievance-rules';

export interface NewGrievance {
  complaintId: string;
  name: string;
  email: string;
  subject: GrievanceSubject;
  message: string;
  ownerId: string | null;
}

export async function insertGrievance(executor: Executor, grievance: NewGrievance): Promise<GrievanceRow> {
  const [row] = await executor.insert(grievances).values(grievance).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function insertGrievanceEvent(
  executor: Executor,
  event: { grievanceId: string; status: GrievanceStatus; actorId: string | null },
): Promise<void> {
  await executor.insert(grievanceEvents).values(event);
}

/** The status of the grievance with this complaint ID (already normalised), or null. */
export async function findStatusByComplaintId(executor: Executor, complaintId: string): Promise<GrievanceStatus | null> {
  const [row] = await executor
    .select({ status: grievances.status })
    .from(grievances)
    .where(eq(grievances.complaintId, complaintId))
    .limit(1);
  return row?.status ?? null;
}

export async function findGrievance(executor: Executor, id: string): Promise<GrievanceRow | null> {
  const [row] = await executor.select().from(grievances).where(eq(grievances.id, id)).limit(1);
  return row ?? null;
}

/**
 * Sets a new status only while the grievance is not final and not already in it: the WHERE makes
 * the database pick the one winner when two clerks decide at the same moment. Null when nothing
 * changed (no such grievance, already final, or already in that status).
 */
export async function changeStatus(executor: Executor, id: string, status: GrievanceStatus): Promise<GrievanceRow | null> {
  const [row] = await executor
    .update(grievances)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(grievances.id, id), notInArray(grievances.status, [...FINAL_GRIEVANCE_STATUSES]), ne(grievances.status, status)))
    .returning();
  return row ?? null;
}

/** Every grievance, newest first (the order of the admin list, as its index (created_at desc, id) holds them). */
export async function listGrievances(executor: Executor): Promise<GrievanceRow[]> {
  return executor.select().from(grievances).orderBy(desc(grievances.createdAt), asc(grievances.id));
}

/** A grievance's history, oldest first. */
export async function listGrievanceEvents(executor: Executor, grievanceId: string): Promise<GrievanceEventRow[]> {
  return executor.select().from(grievanceEvents).where(eq(grievanceEvents.grievanceId, grievanceId)).orderBy(grievanceEvents.at);
}
