import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { GRIEVANCE_PHOTO_MAX_BYTES } from '../../../shared/domain/grievances/grievance-place';
import { adminGrievanceRoutes } from './admin-grievance-routes';
import { duplicateRoutes } from './duplicate-routes';
import { followUpRoutes } from './follow-up-routes';
import { grievanceRoutes } from './grievance-routes';

/**
 * Grievances: submission (with a photo and a place) and tracking by complaint ID, its submitter's
 * reopening and rating, and the clerks' status changes and duplicates. Multipart parsing is
 * registered here for the submission's photo; its limits are set per request (readMultipart).
 */
export async function grievanceModule(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: GRIEVANCE_PHOTO_MAX_BYTES, parts: 100, headerPairs: 100 } });
  await app.register(grievanceRoutes);
  await app.register(followUpRoutes);
  await app.register(adminGrievanceRoutes);
  await app.register(duplicateRoutes);
}
