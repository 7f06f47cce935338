import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import { REOPEN_DAYS } from '../../../shared/domain/grievances/grievance-place';
import type { Executor } from '../../db/database';
import { grievanceEvents, grievances } from '../../db/schema';
import type { GrievanceRow } from '../../db/schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Until when a Resolved grievance may be reopened by its submitter (decision 085); null once that has passed or when it is not Resolved. */
export function reopenUntil(grievance: Pick<GrievanceRow, 'status' | 'resolvedAt'>, now: Date): Date | null {
  if (grievance.status !== 'Resolved' || grievance.resolvedAt === null) return null;
  const until = new Date(grievance.resolvedAt.getTime() + REOPEN_DAYS * DAY_MS);
  return now <= until ? until : null;
}

/** The grievance with this complaint ID (already normalised) as its follow-up reads it, or null. */
export async function findComplaint(executor: Executor, complaintId: string): Promise<GrievanceRow | null> {
  const [row] = await executor.select().from(grievances).where(eq(grievances.complaintId, complaintId)).limit(1);
  return row ?? null;
}

/**
 * Back to Pending, only while Resolved and within REOPEN_DAYS of it: the WHERE makes the database
 * pick the one winner of two requests. Its reminder and escalation start again from the reopening
 * (they are cleared here and scheduled from `reopened_at`). Null when nothing changed.
 */
export async function reopenGrievance(executor: Executor, id: string, now: Date): Promise<GrievanceRow | null> {
  const [row] = await executor
    .update(grievances)
    .set({
      status: 'Pending',
      updatedAt: now,
      reopenedAt: now,
      reopenCount: sql`${grievances.reopenCount} + 1`,
      remindedAt: null,
      escalatedAt: null,
    })
    .where(
      and(
        eq(grievances.id, id),
        eq(grievances.status, 'Resolved'),
        gte(grievances.resolvedAt, new Date(now.getTime() - REOPEN_DAYS * DAY_MS)),
      ),
    )
    .returning();
  return row ?? null;
}

/** The reason of the grievance's latest reopening, or null when it was never reopened. */
export async function latestReopenReason(executor: Executor, id: string): Promise<string | null> {
  const [row] = await executor
    .select({ message: grievanceEvents.message })
    .from(grievanceEvents)
    .where(and(eq(grievanceEvents.grievanceId, id), eq(grievanceEvents.kind, 'reopened')))
    .orderBy(desc(grievanceEvents.at), desc(grievanceEvents.id))
    .limit(1);
  return row?.message ?? null;
}

/** The submitter's rating, once and only while Resolved: the WHERE lets one of two requests rate it. Null when nothing changed. */
export async function rateGrievance(
  executor: Executor,
  id: string,
  feedback: { rating: number; comment: string | null },
  now: Date,
): Promise<GrievanceRow | null> {
  const [row] = await executor
    .update(grievances)
    .set({ rating: feedback.rating, ratingComment: feedback.comment, ratedAt: now })
    .where(and(eq(grievances.id, id), eq(grievances.status, 'Resolved'), isNull(grievances.ratedAt)))
    .returning();
  return row ?? null;
}
