import type { FastifyInstance } from 'fastify';
import { adminGrievanceRoutes } from './admin-grievance-routes';
import { grievanceRoutes } from './grievance-routes';

/** Grievances: submission and tracking by complaint ID, and the clerks' status changes. */
export async function grievanceModule(app: FastifyInstance) {
  await app.register(grievanceRoutes);
  await app.register(adminGrievanceRoutes);
}
