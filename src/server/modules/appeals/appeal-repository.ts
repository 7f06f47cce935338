import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AppealOutcome } from '../../../shared/domain/appeals/appeal-rules';
import type { Executor } from '../../db/database';
import { afterKeyset, cursorMicros } from '../../db/keyset';
import { appeals, applications } from '../../db/schema';
import type { AppealRow, ApplicationRow } from '../../db/schema';
import type { AppealKeyset } from './appeal-cursor';

/** The application's latest appeal, open or decided, or null. */
export async function findLatestAppeal(executor: Executor, applicationId: string): Promise<AppealRow | null> {
  const [row] = await executor
    .select()
    .from(appeals)
    .where(eq(appeals.applicationId, applicationId))
    .orderBy(desc(appeals.createdAt), desc(appeals.id))
    .limit(1);
  return row ?? null;
}

export async function insertAppeal(
  executor: Executor,
  appeal: { applicationId: string; ownerId: string; reason: string; dueBy: Date },
): Promise<AppealRow> {
  const [row] = await executor.insert(appeals).values(appeal).returning();
  if (!row) throw new Error('An appeal was not stored');
  return row;
}

/** The appeal with its application, or null. */
export async function findAppeal(executor: Executor, id: string): Promise<{ appeal: AppealRow; application: ApplicationRow } | null> {
  const [row] = await executor
    .select({ appeal: appeals, application: applications })
    .from(appeals)
    .innerJoin(applications, eq(applications.id, appeals.applicationId))
    .where(eq(appeals.id, id))
    .limit(1);
  return row ?? null;
}

/** The application of an appeal, locked until the transaction ends (an appeal's decision and the clerk's decision take turns), and the appeal's status. */
export async function lockApplicationOfAppeal(
  executor: Executor,
  appealId: string,
): Promise<{ application: ApplicationRow; appealStatus: AppealRow['status'] } | null> {
  const [row] = await executor
    .select({ application: applications, appealStatus: appeals.status })
    .from(applications)
    .innerJoin(appeals, eq(appeals.applicationId, applications.id))
    .where(eq(appeals.id, appealId))
    .limit(1)
    .for('update', { of: applications });
  return row ?? null;
}

/** open → upheld or dismissed, only if still open: the WHERE picks one winner. Null when nothing changed. */
export async function decideOpenAppeal(
  executor: Executor,
  id: string,
  decision: { outcome: AppealOutcome; note: string | null; adminId: string },
): Promise<AppealRow | null> {
  const now = new Date();
  const [row] = await executor
    .update(appeals)
    .set({ status: decision.outcome, note: decision.note, decidedAt: now, decidedBy: decision.adminId, updatedAt: now })
    .where(and(eq(appeals.id, id), eq(appeals.status, 'open')))
    .returning();
  return row ?? null;
}

/** An upheld appeal's application, back to pending for a fresh decision, its earlier decision cleared. */
export async function reopenApplication(executor: Executor, id: string): Promise<ApplicationRow> {
  const [row] = await executor
    .update(applications)
    .set({ status: 'pending', decidedAt: null, decidedBy: null, updatedAt: new Date() })
    .where(eq(applications.id, id))
    .returning();
  if (!row) throw new Error(`Application ${id} vanished while locked`);
  return row;
}

/** A new version of the application (its updatedAt): the dashboard's lists and a clerk's stale decision see that it changed. */
export async function touchApplication(executor: Executor, id: string): Promise<ApplicationRow> {
  const [row] = await executor.update(applications).set({ updatedAt: new Date() }).where(eq(applications.id, id)).returning();
  if (!row) throw new Error(`Application ${id} vanished while locked`);
  return row;
}

export type AppealListRow = AppealRow & Pick<ApplicationRow, 'type' | 'reference'> & { cursorMicros: string };

/** 0 for an open appeal, 1 for a decided one: open appeals come first. */
const decidedRank = sql<number>`(case when ${appeals.status} = 'open' then 0 else 1 end)`;

/**
 * One page of the appeals, open first and newest first within each, `limit + 1` rows. With a
 * status, served by appeals_status_created_idx; the whole list is small beside the applications.
 */
export async function pageAppeals(
  executor: Executor,
  query: { status?: string; after?: AppealKeyset; limit: number },
): Promise<AppealListRow[]> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(sql`${appeals.status} = ${query.status}`);
  if (query.after) {
    const { rank, micros, id } = query.after;
    // Past the cursor: a later rank, or the same rank and older.
    conditions.push(
      sql`(${decidedRank} > ${rank}::int or (${decidedRank} = ${rank}::int and ${afterKeyset(appeals.createdAt, appeals.id, { micros, id })}))`,
    );
  }
  return executor
    .select({
      ...getTableColumns(appeals),
      type: applications.type,
      reference: applications.reference,
      cursorMicros: cursorMicros(appeals.createdAt),
    })
    .from(appeals)
    .innerJoin(applications, eq(applications.id, appeals.applicationId))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(decidedRank, desc(appeals.createdAt), desc(appeals.id))
    .limit(query.limit + 1);
}
