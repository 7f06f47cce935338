import type { FastifyInstance, FastifySchema } from 'fastify';
import { apiPaths } from '../../../shared/api/paths';
import type { ComplaintStatus, GrievanceSubmitted } from '../../../shared/api/submissions/grievance-types';
import {
  COMPLAINT_ID_PATTERN,
  GRIEVANCE_STATUSES,
  grievanceSchema,
  normalizeComplaintId,
  normalizeGrievance,
} from '../../../shared/domain/grievances/grievance-rules';
import { notFound } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { perMinuteLimit } from '../../http/rate-limit';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { idempotencyKeyHeaders } from '../../http/schemas/headers';
import { idempotencyKeyOf, idempotencyScopeOf } from '../idempotency/idempotency-key';
import { requestHash } from '../idempotency/request-hash';
import { findTrackedComplaint } from './grievance-repository';
import { storeGrievance } from './store-grievance';

export const COMPLAINT_PATH = `${apiPaths.grievances}/:complaintId`;

/** Spaces trimmed from a JSON object's text fields; anything else is left for the schema to refuse. */
function normalizedBody(body: unknown): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? normalizeGrievance(body as Record<string, unknown>) : body;
}

/** Typed as any schema: the answer's status is the stored one of an idempotent write (always 201 here). */
const submitSchema: FastifySchema = {
  headers: idempotencyKeyHeaders,
  body: bodyJsonSchemaOf(grievanceSchema),
  response: {
    201: { type: 'object', required: ['complaintId'], properties: { complaintId: { type: 'string', description: 'GRV-XXXX-XXXX' } } },
  },
};

/** Case and surrounding spaces do not matter: the ID is normalised before it is checked. */
const lookupSchema = {
  params: {
    type: 'object',
    required: ['complaintId'],
    properties: { complaintId: { type: 'string', description: 'GRV-XXXX-XXXX, as the submission answered it' } },
  },
  response: {
    200: {
      type: 'object',
      required: ['status', 'updatedAt'],
      properties: {
        status: { type: 'string', enum: GRIEVANCE_STATUSES },
        updatedAt: { type: 'string', format: 'date-time', description: 'When the status last changed' },
      },
    },
  },
} as const;

/**
 * POST /api/grievances (anyone; a signed-in citizen becomes the owner) and
 * GET /api/grievances/:complaintId (the status and when it last changed, nothing personal: the
 * clerk's note is its submitter's alone, and anyone may hold a complaint ID; decision 065). Both
 * are limited per client IP: submissions so that one client cannot flood the clerks, lookups so
 * that nobody can try complaint IDs until one answers.
 */
export async function grievanceRoutes(app: FastifyInstance) {
  const { grievanceSubmitRateLimitMax, grievanceLookupRateLimitMax } = app.config;

  app.post(
    apiPaths.grievances,
    { config: { access: 'public-identified', ...perMinuteLimit(grievanceSubmitRateLimitMax) }, schema: submitSchema },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const input = parseBody(grievanceSchema, normalizedBody(request.body));
      const ownerId = request.currentUser?.id ?? null;
      const outcome = await storeGrievance(
        app.db,
        { scope: idempotencyScopeOf(request), key, requestHash: requestHash({ owner: ownerId, input }) },
        input,
        ownerId,
      );
      // After its one-statement write (decision 022); a replayed answer schedules it again, which changes nothing.
      if (outcome.status === 201) await app.escalation.scheduleGrievance((outcome.body as GrievanceSubmitted).complaintId);
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.get<{ Params: { complaintId: string } }>(
    COMPLAINT_PATH,
    { config: { access: 'public', ...perMinuteLimit(grievanceLookupRateLimitMax) }, schema: lookupSchema },
    async (request): Promise<ComplaintStatus> => {
      const complaintId = normalizeComplaintId(request.params.complaintId);
      // Not even a possible ID: no need to ask the database.
      if (!COMPLAINT_ID_PATTERN.test(complaintId)) throw notFound('grievance.complaint_not_found');
      const complaint = await findTrackedComplaint(app.db, complaintId);
      if (complaint === null) throw notFound('grievance.complaint_not_found');
      return { status: complaint.status, updatedAt: complaint.updatedAt.toISOString() };
    },
  );
}
