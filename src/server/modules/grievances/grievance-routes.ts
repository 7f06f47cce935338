import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api/paths';
import type { ComplaintStatus } from '../../../shared/api/grievance-types';
import {
  COMPLAINT_ID_PATTERN,
  grievanceSchema,
  normalizeComplaintId,
  normalizeGrievance,
} from '../../../shared/domain/grievances/grievance-rules';
import { notFound } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { perMinuteLimit } from '../../http/rate-limit';
import { idempotencyKeyOf } from '../idempotency/idempotency-key';
import { requestHash } from '../idempotency/request-hash';
import { grievanceApiMessages } from './grievance-messages';
import { findStatusByComplaintId } from './grievance-repository';
import { storeGrievance } from './store-grievance';

export const COMPLAINT_PATH = `${apiPaths.grievances}/:complaintId`;

/** Spaces trimmed from a JSON object's text fields; anything else is left for the schema to refuse. */
function normalizedBody(body: unknown): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? normalizeGrievance(body as Record<string, unknown>) : body;
}

/**
 * POST /api/grievances (anyone; a signed-in citizen becomes the owner) and
 * GET /api/grievances/:complaintId (the status and nothing personal). Both are limited per client
 * IP: submissions so that one client cannot flood the clerks, lookups so that nobody can try
 * complaint IDs until one answers.
 */
export async function grievanceRoutes(app: FastifyInstance) {
  const { grievanceSubmitRateLimitMax, grievanceLookupRateLimitMax } = app.config;

  app.post(
    apiPaths.grievances,
    { config: { access: 'public-identified', ...perMinuteLimit(grievanceSubmitRateLimitMax) } },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const input = parseBody(grievanceSchema, normalizedBody(request.body));
      const ownerId = request.currentUser?.id ?? null;
      const outcome = await storeGrievance(
        app.db,
        { scope: `POST ${apiPaths.grievances}`, key, requestHash: requestHash({ owner: ownerId, input }) },
        input,
        ownerId,
      );
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.get<{ Params: { complaintId: string } }>(
    COMPLAINT_PATH,
    { config: { access: 'public', ...perMinuteLimit(grievanceLookupRateLimitMax) } },
    async (request): Promise<ComplaintStatus> => {
      const complaintId = normalizeComplaintId(request.params.complaintId);
      // Not even a possible ID: no need to ask the database.
      if (!COMPLAINT_ID_PATTERN.test(complaintId)) throw notFound(grievanceApiMessages.complaintNotFound);
      const status = await findStatusByComplaintId(app.db, complaintId);
      if (status === null) throw notFound(grievanceApiMessages.complaintNotFound);
      return { status };
    },
  );
}
