import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { WorkQueueAnswer, WorkQueueItem } from '../../../shared/api/admin-queue-types';
import { certificateDefinitions } from '../../../shared/domain/certificates/certificate-definitions';
import { GRIEVANCES_SERVICE } from '../escalation/service-times-config';
import { answerDueBy, daysLeftUntil } from '../../../shared/domain/certificates/service-time';
import type { Executor } from '../../db/database';
import { encodeCursor } from '../../db/keyset';
import type { Keyset } from '../../db/keyset';
import { applications, grievances } from '../../db/schema';
import { inWardsOrNone } from '../staff/staff-scope';
import { GRIEVANCE_DEPARTMENT } from '../../../shared/domain/staff/departments';
import type { Department } from '../../../shared/domain/staff/departments';

const MS_MICROS = 1000n;
/** The grievance statuses that still wait for the office. */
const OPEN_GRIEVANCE = ['Pending', 'In Progress'] as const;

export interface WorkQueueRequest {
  after?: Keyset;
  limit: number;
  /** Each type's, and the grievances', service time in milliseconds (the config's). */
  serviceTimes: Readonly<Record<string, number>>;
  /** The departments whose items the queue holds (an officer's; every one for an admin). */
  departments: readonly Department[];
  /** An officer's wards (wardKey): their grievances, and those without a ward; null: every ward. */
  wards: readonly string[] | null;
}

/** A certificate type's service time, or the grievances' (type null). */
function serviceTimeOf(request: Pick<WorkQueueRequest, 'serviceTimes'>, type: string | null): number {
  return request.serviceTimes[type ?? GRIEVANCES_SERVICE] ?? 0;
}

/** Rows of one source after the cursor, by (created_at + service time, id): the same order as (created_at, id). */
function afterDue(createdAt: AnyPgColumn, id: AnyPgColumn, after: Keyset, serviceTime: number): SQL {
  const createdMicros = (BigInt(after.micros) - BigInt(serviceTime) * MS_MICROS).toString();
  return sql`(${createdAt}, ${id}) > (timestamptz 'epoch' + ${createdMicros}::bigint * interval '1 microsecond', ${after.id}::uuid)`;
}

/**
 * Oldest first, exactly backwards of the (…, created_at desc nulls last, id desc nulls last)
 * indexes, so the planner walks them backwards and stops after `limit + 1` rows instead of sorting
 * every pending row of the type (plain `asc` means nulls last, which no backward scan gives).
 */
const oldestFirst = (createdAt: AnyPgColumn, id: AnyPgColumn): SQL[] => [sql`${createdAt} asc nulls first`, sql`${id} asc nulls first`];

/** created_at in microseconds since 1970, as text (exact beyond a double's 53 bits). */
const micros = (createdAt: AnyPgColumn) => sql<string>`(extract(epoch from ${createdAt}) * 1000000)::bigint::text`;

function applicationsOfType(executor: Executor, type: string, serviceTime: number, request: WorkQueueRequest) {
  const conditions: SQL[] = [eq(applications.type, type), sql`${applications.status} = 'pending'`];
  if (request.after) conditions.push(afterDue(applications.createdAt, applications.id, request.after, serviceTime));
  return executor
    .select({
      id: sql<string>`${applications.id}::text`,
      type: sql<string | null>`${applications.type}`,
      reference: sql<string>`${applications.reference}`,
      name: sql<string>`coalesce(${applications.applicantName}, '')`,
      status: sql<string>`${applications.status}`,
      micros: micros(applications.createdAt),
      escalatedAt: sql<string | null>`${applications.escalatedAt}::text`,
    })
    .from(applications)
    .where(and(...conditions))
    .orderBy(...oldestFirst(applications.createdAt, applications.id))
    .limit(request.limit + 1);
}

function openGrievances(executor: Executor, request: WorkQueueRequest) {
  // Exactly the partial index's predicate (grievances_open_created_idx), so the planner uses it.
  const conditions: SQL[] = [inArray(grievances.status, [...OPEN_GRIEVANCE])];
  if (request.after) conditions.push(afterDue(grievances.createdAt, grievances.id, request.after, serviceTimeOf(request, null)));
  if (request.wards !== null) conditions.push(inWardsOrNone(grievances.ward, request.wards));
  return executor
    .select({
      id: sql<string>`${grievances.id}::text`,
      type: sql<string | null>`null::text`,
      reference: sql<string>`${grievances.complaintId}`,
      name: sql<string>`${grievances.name}`,
      status: sql<string>`${grievances.status}`,
      micros: micros(grievances.createdAt),
      escalatedAt: sql<string | null>`${grievances.escalatedAt}::text`,
    })
    .from(grievances)
    .where(and(...conditions))
    .orderBy(...oldestFirst(grievances.createdAt, grievances.id))
    .limit(request.limit + 1);
}

/**
 * One page of "To review" (decision 049): each certificate type's pending applications and the
 * open grievances, each source read oldest first through its index (`limit + 1` rows at most),
 * in one statement; merged here by due instant (submitted + its service time), then id. Within
 * one source that is its created_at order, so each source's part of the keyset is a plain
 * (created_at, id) range.
 */
export async function workQueuePage(executor: Executor, request: WorkQueueRequest): Promise<WorkQueueAnswer> {
  const [first, ...rest] = [
    ...certificateDefinitions
      .filter((definition) => request.departments.includes(definition.department))
      .map((definition) => applicationsOfType(executor, definition.slug, serviceTimeOf(request, definition.slug), request)),
    // The same columns in the same order: only the table in the builder's type differs.
    ...(request.departments.includes(GRIEVANCE_DEPARTMENT)
      ? [openGrievances(executor, request) as unknown as ReturnType<typeof applicationsOfType>]
      : []),
  ];
  const rows = !first ? [] : rest.length > 0 ? await unionAll(first, ...(rest as [typeof first, ...(typeof first)[]])) : await first;
  const keyed = rows.map((row) => ({ row, due: BigInt(row.micros) + BigInt(serviceTimeOf(request, row.type)) * MS_MICROS }));
  keyed.sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0));

  const now = new Date();
  const items: WorkQueueItem[] = keyed.slice(0, request.limit).map(({ row, due }) => {
    const createdAt = new Date(Number(BigInt(row.micros) / 1000n));
    const dueBy = answerDueBy(createdAt, serviceTimeOf(request, row.type));
    return {
      kind: row.type === null ? 'grievance' : 'application',
      _id: row.id,
      type: row.type,
      reference: row.reference,
      name: row.name,
      status: row.status,
      createdAt: createdAt.toISOString(),
      dueBy,
      daysLeft: daysLeftUntil(dueBy, now),
      escalatedAt: row.escalatedAt === null ? null : new Date(row.escalatedAt).toISOString(),
      cursor: encodeCursor({ micros: due.toString(), id: row.id }),
    };
  });
  const last = items[items.length - 1];
  return { items, next: keyed.length > request.limit && last ? last.cursor : null };
}
