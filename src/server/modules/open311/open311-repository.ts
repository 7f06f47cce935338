import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { grievances } from '../../db/schema';
import type { GrievanceRow } from '../../db/schema';
import { FINAL_GRIEVANCE_STATUSES, GRIEVANCE_STATUSES } from '../../../shared/domain/grievances/grievance-rules';
import { OPEN311_LIST_MAX } from './open311-query';
import type { ServiceRequestFilter } from './open311-query';

/** What a service request shows of a grievance: nothing that names or reaches its submitter. */
const publicColumns = {
  complaintId: grievances.complaintId,
  subject: grievances.subject,
  status: grievances.status,
  createdAt: grievances.createdAt,
  updatedAt: grievances.updatedAt,
  reopenedAt: grievances.reopenedAt,
  latitude: grievances.latitude,
  longitude: grievances.longitude,
  landmark: grievances.landmark,
};

export type PublicGrievance = Pick<GrievanceRow, keyof typeof publicColumns>;

const OPEN_STATUSES = GRIEVANCE_STATUSES.filter((status) => !FINAL_GRIEVANCE_STATUSES.includes(status));

/**
 * Only grievances filed through Open311 are service requests. The service that filed one holds its
 * complaint ID and publishes it; a grievance filed on the portal is its submitter's, whose
 * complaint ID is what tracking asks for and whose point may be their home (decisions 065, 086).
 */
const filedThroughOpen311 = eq(grievances.source, 'open311');

/**
 * The service requests a GET requests.json names, newest first, at most 1000: found by the unique
 * complaint ID, or by grievances_created_idx over the days asked for.
 */
export async function listServiceRequests(executor: Executor, filter: ServiceRequestFilter): Promise<PublicGrievance[]> {
  const conditions: SQL[] = [filedThroughOpen311];
  if ('complaintIds' in filter) {
    if (filter.complaintIds.length === 0) return [];
    conditions.push(inArray(grievances.complaintId, filter.complaintIds));
  } else {
    conditions.push(gte(grievances.createdAt, filter.from), lt(grievances.createdAt, filter.to));
    if (filter.subjects) conditions.push(inArray(grievances.subject, filter.subjects));
    if (filter.statuses?.length === 1)
      conditions.push(inArray(grievances.status, filter.statuses[0] === 'open' ? OPEN_STATUSES : [...FINAL_GRIEVANCE_STATUSES]));
  }
  return executor
    .select(publicColumns)
    .from(grievances)
    .where(and(...conditions))
    .orderBy(desc(grievances.createdAt), desc(grievances.id))
    .limit(OPEN311_LIST_MAX);
}

/** The service request with this complaint ID (already normalised), or null. */
export async function findServiceRequest(executor: Executor, complaintId: string): Promise<PublicGrievance | null> {
  const [row] = await executor
    .select(publicColumns)
    .from(grievances)
    .where(and(filedThroughOpen311, eq(grievances.complaintId, complaintId)))
    .limit(1);
  return row ?? null;
}
