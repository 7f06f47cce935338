import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ComplaintReopened, FeedbackGiven } from '../../../shared/api/submissions/grievance-types';
import { REOPEN_DAYS, feedbackSchema, reopenSchema } from '../../../shared/domain/grievances/grievance-place';
import { COMPLAINT_ID_PATTERN, normalizeComplaintId, normalizeGrievance } from '../../../shared/domain/grievances/grievance-rules';
import type { Executor } from '../../db/database';
import type { GrievanceRow } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { perMinuteLimit } from '../../http/rate-limit';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { idempotencyKeyHeaders } from '../../http/schemas/headers';
import { idempotencyKeyOf, idempotencyScopeOf } from '../idempotency/idempotency-key';
import { requestHash } from '../idempotency/request-hash';
import { runIdempotent } from '../idempotency/run-idempotent';
import { COMPLAINT_PATH } from './grievance-routes';
import { findComplaint, latestReopenReason, rateGrievance, reopenGrievance } from './grievance-follow-up';
import { insertGrievanceEvent } from './grievance-repository';

/** A keyless repeat of a reopening this soon, with the same reason, is the same request sent again. */
const REPEAT_MS = 60_000;

const complaintParams = {
  type: 'object',
  required: ['complaintId'],
  properties: { complaintId: { type: 'string', description: 'GRV-XXXX-XXXX, as the submission answered it' } },
} as const;

const reopenedJsonSchema = {
  type: 'object',
  required: ['complaintId', 'status', 'reopenedAt'],
  properties: { complaintId: { type: 'string' }, status: { type: 'string' }, reopenedAt: { type: 'string', format: 'date-time' } },
} as const;

const feedbackJsonSchema = {
  type: 'object',
  required: ['complaintId', 'rating'],
  properties: { complaintId: { type: 'string' }, rating: { type: 'integer', minimum: 1, maximum: 5 } },
} as const;

type ComplaintRequest = FastifyRequest<{ Params: { complaintId: string } }>;

/**
 * POST /api/grievances/:complaintId/reopen and …/feedback (decision 085): its submitter (signed in
 * as its owner, or giving the email it was sent with, in any case) reopens a Resolved grievance
 * within REOPEN_DAYS, or rates it once. Anyone else is answered as for an unknown complaint ID,
 * never "wrong email", and both are limited per client as the lookup is, so that neither tells
 * whether a guessed ID or email is right. Each write and its event are one transaction, retried
 * safely with an Idempotency-Key; a reopening repeated without one, with the same reason within a
 * minute, answers what the first did.
 */
export async function followUpRoutes(app: FastifyInstance) {
  const limit = perMinuteLimit(app.config.grievanceLookupRateLimitMax);
  const config = { access: 'public-identified' as const, ...limit };

  app.post<{ Params: { complaintId: string } }>(
    `${COMPLAINT_PATH}/reopen`,
    {
      config,
      schema: {
        params: complaintParams,
        headers: idempotencyKeyHeaders,
        body: bodyJsonSchemaOf(reopenSchema()),
        response: { 200: reopenedJsonSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const complaintId = possibleComplaintId(request);
      const body = parseBody(reopenSchema(), typedText(request.body));
      const { reason } = body;
      const complaint = await submittersComplaint(app.db, request, complaintId, body.email);
      const now = new Date();
      const repeated = await sameReopening(app.db, complaint, reason, now);
      if (repeated) return repeated;

      const hash = requestHash({ complaint: complaint.id, reason });
      const outcome = await runIdempotent(app.db, { scope: idempotencyScopeOf(request), key, requestHash: hash }, async (tx) => {
        const reopened = await reopenGrievance(tx, complaint.id, now);
        if (!reopened) throw refusedReopening(complaint);
        await insertGrievanceEvent(tx, {
          grievanceId: reopened.id,
          status: 'Pending',
          kind: 'reopened',
          actorId: request.currentUser?.id ?? null,
          message: reason,
        });
        // Its service time starts again from the reopening: a fresh reminder and escalation.
        await app.escalation.schedule(tx, 'grievance', { id: reopened.id, type: null, createdAt: now });
        return { status: 200, body: reopenedAnswer(reopened, now) };
      });
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.post<{ Params: { complaintId: string } }>(
    `${COMPLAINT_PATH}/feedback`,
    {
      config,
      schema: {
        params: complaintParams,
        headers: idempotencyKeyHeaders,
        body: bodyJsonSchemaOf(feedbackSchema()),
        response: { 200: feedbackJsonSchema },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const complaintId = possibleComplaintId(request);
      const body = parseBody(feedbackSchema(), typedText(request.body));
      const comment = body.comment ?? '';
      const complaint = await submittersComplaint(app.db, request, complaintId, body.email);
      const feedback = { rating: body.rating, comment: comment === '' ? null : comment };
      const hash = requestHash({ complaint: complaint.id, ...feedback });
      const outcome = await runIdempotent(app.db, { scope: idempotencyScopeOf(request), key, requestHash: hash }, async (tx) => {
        const rated = await rateGrievance(tx, complaint.id, feedback, new Date());
        if (!rated)
          throw complaint.ratedAt !== null || complaint.status === 'Resolved'
            ? conflict('grievance.already_rated')
            : conflict('grievance.not_resolved');
        const answer: FeedbackGiven = { complaintId: rated.complaintId, rating: feedback.rating };
        return { status: 200, body: answer };
      });
      return reply.code(outcome.status).send(outcome.body);
    },
  );
}

/** The grievance of the complaint ID if the caller is its submitter; otherwise 404, as for an ID that names nothing. */
async function submittersComplaint(
  db: Executor,
  request: ComplaintRequest,
  complaintId: string,
  email: string | undefined,
): Promise<GrievanceRow> {
  const complaint = await findComplaint(db, complaintId);
  const owner = complaint !== null && complaint.ownerId !== null && request.currentUser?.id === complaint.ownerId;
  const sender = complaint !== null && email !== undefined && email.trim().toLowerCase() === complaint.email.trim().toLowerCase();
  if (!complaint || !(owner || sender)) throw notFound('grievance.complaint_not_found');
  return complaint;
}

/** The answer of a reopening that already happened moments ago for the same reason: a keyless retry. */
async function sameReopening(db: Executor, complaint: GrievanceRow, reason: string, now: Date): Promise<ComplaintReopened | null> {
  const { reopenedAt } = complaint;
  if (complaint.status === 'Resolved' || reopenedAt === null || now.getTime() - reopenedAt.getTime() > REPEAT_MS) return null;
  return (await latestReopenReason(db, complaint.id)) === reason ? reopenedAnswer(complaint, reopenedAt) : null;
}

/** The path's complaint ID, normalised; one that cannot be any is the 404 of an unknown one, whatever the body. */
function possibleComplaintId(request: ComplaintRequest): string {
  const complaintId = normalizeComplaintId(request.params.complaintId);
  if (!COMPLAINT_ID_PATTERN.test(complaintId)) throw notFound('grievance.complaint_not_found');
  return complaintId;
}

/** Each text as typed text is stored (a person's stray spaces are no error); anything that is not an object is left for the schema to refuse. */
function typedText(body: unknown): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? normalizeGrievance(body as Record<string, unknown>) : body;
}

function reopenedAnswer(grievance: GrievanceRow, reopenedAt: Date): ComplaintReopened {
  return { complaintId: grievance.complaintId, status: 'Pending', reopenedAt: reopenedAt.toISOString() };
}

/** Why a grievance could not be reopened, as it was read before the attempt. */
function refusedReopening(complaint: GrievanceRow) {
  if (complaint.status !== 'Resolved') return conflict('grievance.not_resolved');
  return conflict('grievance.reopen_closed', { values: { days: REOPEN_DAYS } });
}
