import { and, desc, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { PossibleDuplicate } from '../../../shared/api/admin-types';
import { DUPLICATE_DAYS, DUPLICATE_RADIUS_METRES } from '../../../shared/domain/grievances/grievance-place';
import type { Executor } from '../../db/database';
import { grievances } from '../../db/schema';
import type { GrievanceRow } from '../../db/schema';
import { wardKeySql } from '../staff/staff-scope';

const DAY_MS = 24 * 60 * 60 * 1000;
const EARTH_RADIUS_METRES = 6_371_000;
const MOST = 10;
const OPEN = ['Pending', 'In Progress'] as const;

/** Metres from the row's point to this one (haversine, on a sphere of the earth's mean radius); null where the row has no point. */
function metresFrom(point: { latitude: number; longitude: number }): SQL<number | null> {
  const lat = sql`${point.latitude}::float8`;
  const lon = sql`${point.longitude}::float8`;
  return sql<number | null>`(2 * ${EARTH_RADIUS_METRES}::float8 * asin(sqrt(
    power(sin(radians(${grievances.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${grievances.latitude})) * power(sin(radians(${grievances.longitude} - ${lon}) / 2), 2))))`;
}

/** A landmark as compared: without case or any spaces ("Bus Stand " is "bus  stand"). */
const landmarkKeySql = (landmark: AnyPgColumn | SQL) => sql`regexp_replace(lower(${landmark}), '\\s+', '', 'g')`;

/**
 * Open grievances that may be about the same problem as this one (decision 085): of its subject,
 * received in the last DUPLICATE_DAYS, within DUPLICATE_RADIUS_METRES of its point or of its ward
 * and landmark; nearest first (those matched by ward and landmark alone after), at most ten, never
 * itself. Read through the partial index of open grievances by subject.
 */
export async function possibleDuplicates(executor: Executor, grievance: GrievanceRow, now: Date): Promise<PossibleDuplicate[]> {
  const point =
    grievance.latitude !== null && grievance.longitude !== null ? { latitude: grievance.latitude, longitude: grievance.longitude } : null;
  const metres = point ? metresFrom(point) : sql<number | null>`null::float8`;
  const matches: SQL[] = [];
  if (point) matches.push(sql`${metres} <= ${DUPLICATE_RADIUS_METRES}`);
  if (grievance.ward !== null && grievance.landmark !== null && grievance.landmark.trim() !== '')
    matches.push(
      and(
        sql`${wardKeySql(grievances.ward)} = ${wardKeySql(sql`${grievance.ward}::text`)}`,
        sql`${landmarkKeySql(grievances.landmark)} = ${landmarkKeySql(sql`${grievance.landmark}::text`)}`,
      ) as SQL,
    );
  if (matches.length === 0) return [];
  const rows = await executor
    .select({
      _id: grievances.id,
      complaintId: grievances.complaintId,
      status: grievances.status,
      createdAt: grievances.createdAt,
      landmark: grievances.landmark,
      metres,
    })
    .from(grievances)
    .where(
      and(
        eq(grievances.subject, grievance.subject),
        inArray(grievances.status, [...OPEN]),
        gte(grievances.createdAt, new Date(now.getTime() - DUPLICATE_DAYS * DAY_MS)),
        ne(grievances.id, grievance.id),
        or(...matches),
      ),
    )
    .orderBy(sql`${metres} asc nulls last`, desc(grievances.createdAt))
    .limit(MOST);
  return rows.map((row) => ({
    _id: row._id,
    complaintId: row.complaintId,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    metres: row.metres === null ? null : Math.round(Number(row.metres)),
    landmark: row.landmark,
  }));
}
