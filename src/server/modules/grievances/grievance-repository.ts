import { and, asc, eq, getTableColumns, ne, notInArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Database, Executor } from '../../db/database';
import { afterKeyset, cursorMicros, looksLikeReference, matchesWords, newestFirst } from '../../db/keyset';
import type { PageQuery } from '../../db/keyset';
import { preparedStatement } from '../../db/prepared-statement';
import { grievanceEvents, grievances, users } from '../../db/schema';
import { uniqueViolationConstraint } from '../../db/unique-violation';
import type { GrievanceEventRow, GrievanceRow } from '../../db/schema';
import { FINAL_GRIEVANCE_STATUSES } from '../../../shared/domain/grievances/grievance-rules';
import type { GrievanceSource } from '../../../shared/domain/grievances/grievance-place';
import type { GrievanceStatus, GrievanceSubject } from '../../../shared/domain/grievances/grievance-rules';
import { claimedKeyWithAnswer, noKeyToClaim } from '../idempotency/idempotency-repository';
import type { AnsweredClaim } from '../idempotency/idempotency-repository';
import { inWardsOrNone } from '../staff/staff-scope';

export interface NewGrievance {
  complaintId: string;
  name: string;
  email: string;
  subject: GrievanceSubject;
  message: string;
  ownerId: string | null;
  /** Its place and photo (decision 085): each null when not given. */
  latitude: number | null;
  longitude: number | null;
  ward: string | null;
  landmark: string | null;
  photoPath: string | null;
  source: GrievanceSource;
}

/** What insertGrievanceWithEvent did: wrote both rows, found the key taken, or found the complaint ID taken. */
export type GrievanceWrite = 'written' | 'key-taken' | 'complaint-id-taken';

const COMPLAINT_ID_CONSTRAINT = 'grievances_complaint_id_key';

/**
 * The grievance and its first event, and the Idempotency-Key with its answer, in one statement
 * (decisions 020 and 022): the grievance is inserted from `claimed_key`, so only when the key was
 * claimed, and the event from what the grievance's insert returns, so exactly when the grievance
 * exists. The event's time is the grievance's created_at, the transaction's now(), as the column
 * default would give it.
 */
function grievanceStatement(claim: SQL): SQL {
  const value = (name: keyof NewGrievance, type: 'text' | 'uuid' | 'float8') => sql`${sql.placeholder(name)}::${sql.raw(type)}`;
  return sql`with ${claim}, inserted as (
    insert into ${grievances} (complaint_id, name, email, subject, message, owner_id,
                               latitude, longitude, ward, landmark, photo_path, source)
    select ${value('complaintId', 'text')}, ${value('name', 'text')}, ${value('email', 'text')}, ${value('subject', 'text')},
           ${value('message', 'text')}, ${value('ownerId', 'uuid')},
           ${value('latitude', 'float8')}, ${value('longitude', 'float8')}, ${value('ward', 'text')}, ${value('landmark', 'text')},
           ${value('photoPath', 'text')}, ${value('source', 'text')}
    from claimed_key
    returning id, status, created_at
  )
  insert into ${grievanceEvents} (grievance_id, status, actor_id, at)
  select id, status, ${value('ownerId', 'uuid')}, created_at from inserted
  returning grievance_id`;
}

const insertKeyed = preparedStatement<{ grievance_id: string }>('grievance_insert_keyed', grievanceStatement(claimedKeyWithAnswer()));
const insertUnkeyed = preparedStatement<{ grievance_id: string }>('grievance_insert', grievanceStatement(noKeyToClaim()));

/**
 * Runs on the database, not in a transaction: the statement is its own. A complaint ID that is
 * already taken fails the whole statement (claim included) with a unique violation, reported as
 * 'complaint-id-taken' so that the caller tries another ID: nothing of the attempt is left behind.
 */
export async function insertGrievanceWithEvent(
  db: Database,
  claim: AnsweredClaim | null,
  grievance: NewGrievance,
): Promise<GrievanceWrite> {
  try {
    const rows = claim ? await insertKeyed(db, { ...claim, ...grievance }) : await insertUnkeyed(db, { ...grievance });
    return rows.length > 0 ? 'written' : 'key-taken';
  } catch (err) {
    if (uniqueViolationConstraint(err) === COMPLAINT_ID_CONSTRAINT) return 'complaint-id-taken';
    throw err;
  }
}

export async function insertGrievanceEvent(
  executor: Executor,
  event: {
    grievanceId: string;
    status: GrievanceStatus;
    actorId: string | null;
    kind?: GrievanceEventRow['kind'];
    message?: string | null;
    reasonCodes?: string[] | null;
  },
): Promise<void> {
  await executor.insert(grievanceEvents).values(event);
}

/**
 * The clerk's latest note on a grievance (decision 048): its words as written and the reasons
 * chosen (decision 073), from the latest event that has either, as scalar subqueries of a
 * one-table SELECT of grievances: for its submitter only (decision 065).
 */
// Columns named in full: in a one-table SELECT drizzle writes them bare, and a bare "id" here would be the event's.
const latestNoted = <T>(column: SQL) => sql<T>`(select ${column} from grievance_events e
  where e.grievance_id = "grievances"."id" and (e.message is not null or e.reason_codes is not null)
  order by e.at desc, e.id desc limit 1)`;
export const latestGrievanceNote = {
  message: latestNoted<string | null>(sql`e.message`),
  reasonCodes: latestNoted<string[] | null>(sql`e.reason_codes`),
};

export type TrackedComplaint = Pick<GrievanceRow, 'status' | 'updatedAt' | 'resolvedAt' | 'ratedAt'>;

/** What tracking shows of the grievance with this complaint ID (already normalised), or null: its status, when it changed, when it was resolved and rated. */
export async function findTrackedComplaint(executor: Executor, complaintId: string): Promise<TrackedComplaint | null> {
  const [row] = await executor
    .select({ status: grievances.status, updatedAt: grievances.updatedAt, resolvedAt: grievances.resolvedAt, ratedAt: grievances.ratedAt })
    .from(grievances)
    .where(eq(grievances.complaintId, complaintId))
    .limit(1);
  return row ?? null;
}

export interface GrievanceHistoryEntry {
  status: GrievanceStatus;
  kind: GrievanceEventRow['kind'];
  at: Date;
  actor: string | null;
  message: string | null;
  reasonCodes: string[] | null;
}

/** Every status a grievance was given, oldest first, with the clerk and the note. */
export async function listGrievanceHistory(executor: Executor, grievanceId: string): Promise<GrievanceHistoryEntry[]> {
  return executor
    .select({
      status: grievanceEvents.status,
      kind: grievanceEvents.kind,
      at: grievanceEvents.at,
      actor: users.username,
      message: grievanceEvents.message,
      reasonCodes: grievanceEvents.reasonCodes,
    })
    .from(grievanceEvents)
    .leftJoin(users, eq(users.id, grievanceEvents.actorId))
    .where(eq(grievanceEvents.grievanceId, grievanceId))
    .orderBy(asc(grievanceEvents.at), asc(grievanceEvents.id));
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
 * Sets a new status (and, for Resolved, resolved_at) only while the grievance is not final and not already in it: the WHERE makes
 * the database pick the one winner when two clerks decide at the same moment. Null when nothing
 * changed (no such grievance, already final, or already in that status).
 */
export async function changeStatus(executor: Executor, id: string, status: GrievanceStatus): Promise<GrievanceRow | null> {
  const now = new Date();
  const [row] = await executor
    .update(grievances)
    // Resolved starts the days its submitter may reopen it in (decision 085), in the same statement.
    .set({ status, updatedAt: now, ...(status === 'Resolved' ? { resolvedAt: now } : {}) })
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
    conditions.push(
      looksLikeReference(query.search) ? complaintId : (or(matchesWords(grievances.searchText, query.search), complaintId) as SQL),
    );
  }
  if (query.after) conditions.push(afterKeyset(grievances.createdAt, grievances.id, query.after));
  if (query.wards) conditions.push(inWardsOrNone(grievances.ward, query.wards));
  return executor
    .select({ ...getTableColumns(grievances), cursorMicros: cursorMicros(grievances.createdAt) })
    .from(grievances)
    .where(and(...conditions))
    .orderBy(...newestFirst(grievances.createdAt, grievances.id))
    .limit(query.limit + 1);
}

/** A ward-bound officer's figures by status (decision 082): counted from the rows, as the counters are not kept per ward. */
export async function countGrievancesInWards(executor: Executor, wards: readonly string[]): Promise<{ status: string; count: number }[]> {
  const rows = await executor
    .select({ status: grievances.status, count: sql<string>`count(*)::text` })
    .from(grievances)
    .where(inWardsOrNone(grievances.ward, wards))
    .groupBy(grievances.status);
  return rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}

/** Marks the grievance a duplicate of another (its id), or of none. */
export async function markDuplicate(executor: Executor, id: string, of: string | null): Promise<void> {
  await executor.update(grievances).set({ duplicateOf: of }).where(eq(grievances.id, id));
}

/** The grievance whose photo is stored under this name, or null. */
export async function findGrievanceByPhoto(executor: Executor, storedName: string): Promise<GrievanceRow | null> {
  const [row] = await executor.select().from(grievances).where(eq(grievances.photoPath, storedName)).limit(1);
  return row ?? null;
}
