import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { GrievanceSubmitted } from '../../src/shared/api/submissions/grievance-types';
import { apiPaths } from '../../src/shared/api/paths';
import type { DatabaseHandle } from '../../src/server/db/database';
import { grievanceEvents, grievances } from '../../src/server/db/schema';
import type { GrievanceEventRow, GrievanceRow } from '../../src/server/db/schema';
import { postJson } from './helpers/http';

/** Helpers of the grievance API tests (kept beside them: tests/api/helpers belongs to the foundation). */

export interface GrievanceBody {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export function aGrievance(overrides: Partial<Record<keyof GrievanceBody, unknown>> = {}): Record<string, unknown> {
  return {
    name: 'Lakshmi Narayanan',
    email: 'lakshmi@example.com',
    subject: 'water',
    message: 'No water supply in Ward 4 since Monday morning.',
    ...overrides,
  };
}

/** High limits for suites that are not about rate limiting. */
export const UNLIMITED = { GRIEVANCE_SUBMIT_RATE_LIMIT_MAX: '100000', GRIEVANCE_LOOKUP_RATE_LIMIT_MAX: '100000' };

export async function submitGrievance(
  app: FastifyInstance,
  body: Record<string, unknown> = aGrievance(),
  headers: Record<string, string> = {},
) {
  const response = await postJson(app, apiPaths.grievances, body, headers);
  expect(response.status, response.text).toBe(201);
  return response.body as GrievanceSubmitted;
}

export async function grievanceRows(database: DatabaseHandle): Promise<GrievanceRow[]> {
  return database.db.select().from(grievances);
}

export async function grievanceByComplaintId(database: DatabaseHandle, complaintId: string): Promise<GrievanceRow> {
  const [row] = await database.db.select().from(grievances).where(eq(grievances.complaintId, complaintId));
  if (!row) throw new Error(`No grievance ${complaintId}`);
  return row;
}

export async function eventsOf(database: DatabaseHandle, grievanceId: string): Promise<GrievanceEventRow[]> {
  const rows = await database.db.select().from(grievanceEvents).where(eq(grievanceEvents.grievanceId, grievanceId));
  return rows.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Metres between two points on the earth (haversine): what the server's SQL must agree with for the duplicates' 100 m. */
export function metresBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}
