import type { FastifyInstance } from 'fastify';
import { mixed, object } from 'yup';
import type { GrievanceDetail } from '../../../shared/api/admin-types';
import { adminApiPaths } from '../../../shared/api/admin-paths';
import { optionalMessage, storedMessage } from '../../../shared/domain/admin/clerk-messages';
import { reasonCodesField, storedReasonCodes } from '../../../shared/domain/admin/clerk-reasons';
import { seenVersion } from '../../../shared/domain/admin/seen-version';
import { FINAL_GRIEVANCE_STATUSES, GRIEVANCE_STATUSES } from '../../../shared/domain/grievances/grievance-rules';
import type { GrievanceStatus } from '../../../shared/domain/grievances/grievance-rules';
import type { Language } from '../../../shared/i18n/languages';
import type { GrievanceRow } from '../../db/schema';
import { answerLanguage } from '../../http/answer-language';
import { conflict, notFound } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { adminActionDoneJsonSchema } from '../../http/schemas/answers';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { idParams } from '../../http/schemas/ids';
import { changedSince, runAdminAction } from '../audit/admin-action';
import { clerkWordsIn } from '../audit/clerk-words';
import { grievanceEvent } from '../notifications/request-events';
import { currentUserOf } from '../auth/guards';
import { grievanceFieldMessages } from './grievance-messages';
import { possibleDuplicates } from './grievance-duplicates';
import { changeStatus, findGrievance, insertGrievanceEvent, listGrievanceHistory, lockGrievance } from './grievance-repository';
import { grievanceStaffJsonProperties } from '../admin/admin-list-schemas';
import { messageLanguagesOf } from '../auth/user-repository';
import { toGrievanceListRow } from './grievance-view';
import { GRIEVANCE_DEPARTMENT } from '../../../shared/domain/staff/departments';
import { assertInScope } from '../staff/staff-scope';

/** What a clerk may set: every status but the initial Pending. */
const CLERK_GRIEVANCE_STATUSES = GRIEVANCE_STATUSES.filter((status) => status !== 'Pending');

const statusChangeSchema = object({
  status: mixed<GrievanceStatus>()
    .required(grievanceFieldMessages.statusInvalid)
    .oneOf(CLERK_GRIEVANCE_STATUSES, grievanceFieldMessages.statusInvalid),
  /** The clerk's note, which the citizen reads when tracking the complaint (decision 048). */
  note: optionalMessage(),
  /** A decline's reasons chosen from the list, worded in the reader's language (decision 073). */
  reasonCodes: reasonCodesField('grievance'),
  /** The grievance's updatedAt as the clerk read it (decision 064). */
  version: seenVersion(),
});

const placeJsonSchema = {
  type: ['object', 'null'],
  required: ['latitude', 'longitude', 'ward', 'landmark'],
  properties: {
    latitude: { type: ['number', 'null'] },
    longitude: { type: ['number', 'null'] },
    ward: { type: ['string', 'null'] },
    landmark: { type: ['string', 'null'] },
  },
} as const;

const grievanceDetailJsonSchema = {
  type: 'object',
  required: ['_id', 'complaintId', 'name', 'email', 'subject', 'message', 'status', 'createdAt', 'updatedAt', 'history'],
  properties: {
    _id: { type: 'string' },
    complaintId: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    subject: { type: 'string' },
    message: { type: 'string', description: 'What the citizen wrote' },
    status: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    ...grievanceStaffJsonProperties,
    photoPath: { type: ['string', 'null'], description: 'The photo: served at /uploads/{photoPath} to staff who may see the grievance' },
    place: placeJsonSchema,
    source: { type: 'string', enum: ['portal', 'open311'] },
    feedback: {
      type: ['object', 'null'],
      required: ['rating', 'comment', 'at'],
      properties: { rating: { type: 'integer' }, comment: { type: ['string', 'null'] }, at: { type: 'string', format: 'date-time' } },
    },
    duplicateOf: {
      type: ['object', 'null'],
      required: ['_id', 'complaintId'],
      properties: { _id: { type: 'string' }, complaintId: { type: 'string' } },
    },
    possibleDuplicates: {
      type: 'array',
      description: 'Open grievances of its subject within 100 m or of its ward and landmark, in the last 14 days; nearest first',
      items: {
        type: 'object',
        required: ['_id', 'complaintId', 'status', 'createdAt', 'metres', 'landmark'],
        properties: {
          _id: { type: 'string' },
          complaintId: { type: 'string' },
          status: { type: 'string' },
          createdAt: { type: 'string', format: 'date-time' },
          metres: { type: ['integer', 'null'] },
          landmark: { type: ['string', 'null'] },
        },
      },
    },
    history: {
      type: 'array',
      items: {
        type: 'object',
        required: ['status', 'at', 'actor'],
        properties: {
          status: { type: 'string' },
          at: { type: 'string', format: 'date-time' },
          actor: { type: ['string', 'null'], description: 'The clerk, or the signed-in citizen who sent it; null for an anonymous one' },
          note: { type: 'string', description: 'The clerk’s note with this status; the submitter’s reason when reopened' },
          kind: { type: 'string', enum: ['status', 'escalated', 'reopened'] },
        },
      },
    },
  },
} as const;

/**
 * POST /api/admin/grievances/:id/status (admin only): In Progress, Resolved or Declined. Resolved
 * and Declined are final; setting a grievance's current status again is refused too (409), so a
 * second clerk learns that someone else acted first. Every change is recorded with its clerk.
 */
export async function adminGrievanceRoutes(app: FastifyInstance) {
  const malformed = notFoundWhenMalformed('grievance.not_found');

  // One grievance as a clerk reads it: the message, the contact, the history with its notes.
  app.get<{ Params: { id: string } }>(
    adminApiPaths.patterns.grievance,
    { config: { access: 'staff' }, schema: { params: idParams, response: { 200: grievanceDetailJsonSchema } }, ...malformed },
    async (request): Promise<GrievanceDetail> => {
      assertInScope(request, GRIEVANCE_DEPARTMENT);
      const grievance = await findGrievance(app.db, request.params.id.toLowerCase());
      if (!grievance) throw notFound('grievance.not_found');
      assertInScope(request, GRIEVANCE_DEPARTMENT, grievance.ward);
      return grievanceDetail(app, grievance, answerLanguage(request));
    },
  );

  app.post<{ Params: { id: string } }>(
    adminApiPaths.patterns.grievanceStatus,
    {
      config: { access: 'staff' },
      schema: { params: idParams, body: bodyJsonSchemaOf(statusChangeSchema), response: { 200: adminActionDoneJsonSchema } },
      ...malformed,
    },
    async (request) => {
      assertInScope(request, GRIEVANCE_DEPARTMENT);
      const id = request.params.id.toLowerCase();
      const body = parseBody(statusChangeSchema, request.body);
      // An officer's wards: a grievance's ward never changes, so reading it before the change is enough.
      assertInScope(request, GRIEVANCE_DEPARTMENT, (await findGrievance(app.db, id))?.ward);
      const { status, version } = body;
      const message = storedMessage(body.note);
      const reasonCodes = storedReasonCodes('grievance', body.reasonCodes);
      const admin = currentUserOf(request);

      const changed = await runAdminAction(app.db, {
        admin,
        action: 'grievance.status',
        before: async (tx) => (await lockGrievance(tx, id))?.status ?? null,
        unchangedSince: { version, lock: (tx) => lockGrievance(tx, id) },
        change: (tx) => changeStatus(tx, id, status),
        event: async (tx, row) => {
          await insertGrievanceEvent(tx, { grievanceId: row.id, status, actorId: admin.id, message, reasonCodes });
          await app.messages.queue(tx, grievanceEvent(row, status, { note: message, reasonCodes }));
        },
        target: (row) => ({ type: 'grievance', id: row.id, reference: row.complaintId }),
      });
      if (changed) return { _id: changed.id, status: changed.status };

      // Nothing changed: no such grievance, changed since the clerk read it, already final, or already in that status.
      const existing = await findGrievance(app.db, id);
      if (!existing) throw notFound('grievance.not_found');
      if (changedSince(existing.updatedAt, version))
        throw conflict('grievance.changed', { current: await grievanceDetail(app, existing, answerLanguage(request)) });
      if (FINAL_GRIEVANCE_STATUSES.includes(existing.status))
        throw conflict('grievance.already_final', {
          values: { status: existing.status },
        });
      throw conflict('grievance.already_set', { values: { status: existing.status } });
    },
  );
}

/**
 * One grievance as a clerk reads it: the message, the contact, the photo and the place, the
 * submitter's rating, the duplicates it may have, the history with its notes (chosen reasons in `language`).
 */
async function grievanceDetail(app: FastifyInstance, grievance: GrievanceRow, language: Language): Promise<GrievanceDetail> {
  const [history, languageOf, duplicates, original] = await Promise.all([
    listGrievanceHistory(app.db, grievance.id),
    messageLanguagesOf(app.db, [grievance.ownerId]),
    possibleDuplicates(app.db, grievance, new Date()),
    grievance.duplicateOf === null ? null : findGrievance(app.db, grievance.duplicateOf),
  ]);
  const { latitude, longitude, ward, landmark } = grievance;
  const placed = [latitude, longitude, ward, landmark].some((part) => part !== null);
  return {
    ...toGrievanceListRow(grievance, languageOf(grievance.ownerId)),
    photoPath: grievance.photoPath,
    place: placed ? { latitude, longitude, ward, landmark } : null,
    source: grievance.source,
    feedback:
      grievance.ratedAt === null || grievance.rating === null
        ? null
        : { rating: grievance.rating, comment: grievance.ratingComment, at: grievance.ratedAt.toISOString() },
    duplicateOf: original ? { _id: original.id, complaintId: original.complaintId } : null,
    possibleDuplicates: duplicates,
    history: history.map((entry) => {
      const note = clerkWordsIn(language, 'grievance', entry);
      return { status: entry.status, at: entry.at.toISOString(), actor: entry.actor, kind: entry.kind, ...(note === null ? {} : { note }) };
    }),
  };
}
