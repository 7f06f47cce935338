import type { FastifyInstance, FastifySchema } from 'fastify';
import { apiPaths } from '../../../shared/api/paths';
import type { ComplaintStatus, GrievancePlaces, GrievanceSubmitted } from '../../../shared/api/submissions/grievance-types';
import { grievancePlaceSchema } from '../../../shared/domain/grievances/grievance-place';
import {
  COMPLAINT_ID_PATTERN,
  GRIEVANCE_STATUSES,
  grievanceSchema,
  normalizeComplaintId,
} from '../../../shared/domain/grievances/grievance-rules';
import { notFound } from '../../http/http-error';
import { perMinuteLimit } from '../../http/rate-limit';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { idempotencyKeyHeaders } from '../../http/schemas/headers';
import { moveIntoPlace, newStoredName, removeFiles, uploadDirsOf } from '../certificates/upload-store';
import { idempotencyKeyOf, idempotencyScopeOf } from '../idempotency/idempotency-key';
import { requestHash } from '../idempotency/request-hash';
import type { IdempotentOutcome } from '../idempotency/run-idempotent';
import { reopenUntil } from './grievance-follow-up';
import { findTrackedComplaint } from './grievance-repository';
import type { TrackedComplaint } from './grievance-repository';
import { readGrievanceSubmission } from './grievance-submission';
import { storeGrievance } from './store-grievance';

export const COMPLAINT_PATH = `${apiPaths.grievances}/:complaintId`;

const submittedJsonSchema = {
  type: 'object',
  required: ['complaintId'],
  properties: { complaintId: { type: 'string', description: 'GRV-XXXX-XXXX' } },
};

/** The spec's four fields, and the place (decision 085); as multipart, with an optional photo. */
function submitBodyJsonSchema() {
  const fields = bodyJsonSchemaOf(grievanceSchema.concat(grievancePlaceSchema([])));
  const photo = {
    type: 'string',
    format: 'binary',
    description: 'JPEG, PNG or WebP, at most 5 MB; stored re-encoded, without its metadata',
  };
  const multipart = { ...fields, properties: { ...(fields.properties as object), photo } };
  return { content: { 'application/json': { schema: fields }, 'multipart/form-data': { schema: multipart } } };
}

/** Typed as any schema: the answer's status is the stored one of an idempotent write (always 201 here). */
const submitSchema: FastifySchema = {
  headers: idempotencyKeyHeaders,
  body: submitBodyJsonSchema(),
  response: { 201: submittedJsonSchema },
};

const placesSchema = {
  response: {
    200: {
      type: 'object',
      required: ['wards', 'mapTileUrl'],
      properties: {
        wards: { type: 'array', items: { type: 'string' }, description: 'The wards a grievance may name, in order (WARDS)' },
        mapTileUrl: { type: ['string', 'null'], description: 'The map’s tile template ({z}/{x}/{y}); null: no map' },
      },
    },
  },
} as const;

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
        reopenUntil: {
          type: 'string',
          format: 'date-time',
          description: 'While Resolved and reopenable: until when its submitter may reopen it',
        },
        rated: { type: 'boolean', description: 'Once Resolved: whether its submitter rated it' },
      },
    },
  },
} as const;

/**
 * POST /api/grievances (anyone; a signed-in citizen becomes the owner; JSON, or multipart with a
 * photo: nothing stored and no temp file left when anything fails), GET /api/grievances/:complaintId
 * (the status and when it last changed, nothing personal: the clerk's note is its submitter's
 * alone, and anyone may hold a complaint ID; decision 065) and GET /api/places (the wards and the
 * map's tiles, for the form). Submissions and lookups are limited per client IP: submissions so
 * that one client cannot flood the clerks, lookups so that nobody can try complaint IDs until one answers.
 */
export async function grievanceRoutes(app: FastifyInstance) {
  const { grievanceSubmitRateLimitMax, grievanceLookupRateLimitMax } = app.config;
  const dirs = uploadDirsOf(app.config.uploadDir);

  app.post(
    apiPaths.grievances,
    { config: { access: 'public-identified', ...perMinuteLimit(grievanceSubmitRateLimitMax) }, schema: submitSchema },
    async (request, reply) => {
      // Checked first: a malformed key is refused before the upload is read.
      const key = idempotencyKeyOf(request);
      const ownerId = request.currentUser?.id ?? null;
      const tempPaths: string[] = [];
      const stored: string[] = [];
      let outcome: IdempotentOutcome;
      try {
        const { input, place, photo } = await readGrievanceSubmission(request, { dirs, wards: app.config.wards, tempPaths });
        const given = Object.fromEntries(Object.entries(place).filter(([, value]) => value !== null));
        // Without a place or photo the hash is what it always was: a retry sent before an upgrade still matches.
        const extras = { ...given, ...(photo ? { photo: photo.sha256 } : {}) };
        const hash = requestHash({ owner: ownerId, input, ...(Object.keys(extras).length > 0 ? { extras } : {}) });
        const photoPath = photo ? newStoredName() : null;
        // The one statement is the write: the photo is in place before it, and removed again below unless this request stored it.
        if (photo && photoPath) stored.push(await moveIntoPlace(photo.tempPath, dirs, photoPath));
        outcome = await storeGrievance(
          app.db,
          { scope: idempotencyScopeOf(request), key, requestHash: hash },
          { ...input, ...place, photoPath, source: 'portal' },
          ownerId,
        );
        // A replay answers the first request's grievance, whose photo is the first one's.
        if (outcome.replayed) await removeFiles(stored);
      } catch (err) {
        await removeFiles(stored);
        throw err;
      } finally {
        await removeFiles(tempPaths);
      }
      // After its one-statement write (decision 022); a replayed answer schedules it again, which changes nothing.
      if (outcome.status === 201) await app.escalation.scheduleGrievance((outcome.body as GrievanceSubmitted).complaintId);
      return reply.code(outcome.status).send(outcome.body);
    },
  );

  app.get(apiPaths.places, { config: { access: 'public' }, schema: placesSchema }, async (_request, reply): Promise<GrievancePlaces> => {
    // The same for everyone until the server restarts with other settings.
    reply.header('cache-control', 'public, max-age=3600');
    return { wards: [...app.config.wards], mapTileUrl: app.config.mapTileUrl };
  });

  app.get<{ Params: { complaintId: string } }>(
    COMPLAINT_PATH,
    { config: { access: 'public', ...perMinuteLimit(grievanceLookupRateLimitMax) }, schema: lookupSchema },
    async (request): Promise<ComplaintStatus> => {
      const complaintId = normalizeComplaintId(request.params.complaintId);
      // Not even a possible ID: no need to ask the database.
      if (!COMPLAINT_ID_PATTERN.test(complaintId)) throw notFound('grievance.complaint_not_found');
      const complaint = await findTrackedComplaint(app.db, complaintId);
      if (complaint === null) throw notFound('grievance.complaint_not_found');
      return trackedStatus(complaint, new Date());
    },
  );
}

/** What anyone with the complaint ID sees: the status, and once Resolved whether it may still be reopened and whether it was rated. */
function trackedStatus(complaint: TrackedComplaint, now: Date): ComplaintStatus {
  const answer: ComplaintStatus = { status: complaint.status, updatedAt: complaint.updatedAt.toISOString() };
  if (complaint.status !== 'Resolved') return answer;
  const until = reopenUntil(complaint, now);
  return { ...answer, ...(until ? { reopenUntil: until.toISOString() } : {}), rated: complaint.ratedAt !== null };
}
