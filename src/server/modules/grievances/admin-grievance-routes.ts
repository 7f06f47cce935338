import type { FastifyInstance } from 'fastify';
import { mixed, object } from 'yup';
import { apiPaths } from '../../../shared/api/paths';
import { FINAL_GRIEVANCE_STATUSES, GRIEVANCE_STATUSES } from '../../../shared/domain/grievances/grievance-rules';
import type { GrievanceStatus } from '../../../shared/domain/grievances/grievance-rules';
import { conflict, notFound } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { adminActionDoneJsonSchema } from '../../http/schemas/answers';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { idParams } from '../../http/schemas/ids';
import { runAdminAction } from '../audit/admin-action';
import { grievanceEvent } from '../notifications/request-events';
import { currentUserOf } from '../auth/guards';
import { grievanceApiMessages } from './grievance-messages';
import { changeStatus, findGrievance, insertGrievanceEvent, lockGrievance } from './grievance-repository';

/** What a clerk may set: every status but the initial Pending. */
const CLERK_GRIEVANCE_STATUSES = GRIEVANCE_STATUSES.filter((status) => status !== 'Pending');

const statusChangeSchema = object({
  status: mixed<GrievanceStatus>().required(grievanceApiMessages.statusInvalid).oneOf(CLERK_GRIEVANCE_STATUSES, grievanceApiMessages.statusInvalid),
});

/**
 * POST /api/admin/grievances/:id/status (admin only): In Progress, Resolved or Declined. Resolved
 * and Declined are final; setting a grievance's current status again is refused too (409), so a
 * second clerk learns that someone else acted first. Every change is recorded with its clerk.
 */
export async function adminGrievanceRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string } }>(
    apiPaths.admin.patterns.grievanceStatus,
    {
      config: { access: 'admin' },
      schema: { params: idParams, body: bodyJsonSchemaOf(statusChangeSchema), response: { 200: adminActionDoneJsonSchema } },
      ...notFoundWhenMalformed('grievance.not_found', grievanceApiMessages.grievanceNotFound),
    },
    async (request) => {
      const id = request.params.id.toLowerCase();
      const { status } = parseBody(statusChangeSchema, request.body);
      const admin = currentUserOf(request);

      const changed = await runAdminAction(app.db, {
        admin,
        action: 'grievance.status',
        before: async (tx) => (await lockGrievance(tx, id))?.status ?? null,
        change: (tx) => changeStatus(tx, id, status),
        event: async (tx, row) => {
          await insertGrievanceEvent(tx, { grievanceId: row.id, status, actorId: admin.id });
          await app.messages.queue(tx, grievanceEvent(row, status));
        },
        target: (row) => ({ type: 'grievance', id: row.id, reference: row.complaintId }),
      });
      if (changed) return { _id: changed.id, status: changed.status };

      // Nothing changed: no such grievance, already final, or already in that status.
      const existing = await findGrievance(app.db, id);
      if (!existing) throw notFound('grievance.not_found', grievanceApiMessages.grievanceNotFound);
      if (FINAL_GRIEVANCE_STATUSES.includes(existing.status)) throw conflict('grievance.already_final', grievanceApiMessages.alreadyFinal(existing.status), { values: { status: existing.status } });
      throw conflict('grievance.already_set', grievanceApiMessages.alreadySet(existing.status), { values: { status: existing.status } });
    },
  );
}
