import { and, eq, getTableColumns, ne, notInArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database';
import { afterKeyset, containsPattern, cursorMicros, looksLikeReference, newestFirst } from '../../db/keyset';
import type { PageQuery } from '../../db/keyset';
import { grievanceEvents, grievances } from '../../db/schema';
import type { GrievanceRow } from '../../db/schema';
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

/**
 * The grievance and its first event, in the caller's transaction; null when the complaint ID is
 * taken (ON CONFLICT DO NOTHING, so the transaction goes on and db/fresh-code.ts tries another).
 * The event's default time is the transaction's now(), the grievance's created_at.
 */
export async function insertGrievanceWithEvent(tx: Transaction, grievance: NewGrievance): Promise<{ complaintId: string } | null> {
  const [row] = await tx
    .insert(grievances)
    .values(grievance)
    .onConflictDoNothing({ target: grievances.complaintId })
    .returning({ id: grievances.id, status: grievances.status });
  if (!row) return null;
  await insertGrievanceEvent(tx, { grievanceId: row.id, status: row.status, actorId: grievance.ownerId });
  return { complaintId: grievance.complaintId };
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

/** The grievance, locked until the end of the transaction (FOR UPDATE), or null. */
export async function lockGrievance(executor: Executor, id: string): Promise<GrievanceRow | null> {
  const [row] = await executor.select().from(grievances).where(eq(grievances.id, id)).limit(1).for('update');
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

export type GrievancePageRow = GrievanceRow & { cursorMicros: string };

/**
 * One page of grievances, newest first, `limit + 1` rows. Served by grievances_[status_]created_idx,
 * and for a search by the trigram index on the name and the unique complaint ID.
 */
export async function pageGrievances(executor: Executor, query: PageQuery): Promise<GrievancePageRow[]> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(sql`${grievances.status} = ${query.status}`);
  if (query.search) {
    const complaintId = eq(grievances.complaintId, query.search.toUpperCase());
    conditions.push(looksLikeReference(query.search) ? complaintId : (or(sql`lower(${grievances.name}) like ${containsPattern(query.search)}`, complaintId) as SQL));
  }
  if (query.after) conditions.push(afterKeyset(grievances.createdAt, grievances.id, query.after));
  return executor
    .select({ ...getTableColumns(grievances), cursorMicros: cursorMicros(grievances.createdAt) })
    .from(grievances)
    .where(and(...conditions))
    .orderBy(...newestFirst(grievances.createdAt, grievances.id))
    .limit(query.limit + 1);
}
