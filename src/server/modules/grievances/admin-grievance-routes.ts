import type { FastifyInstance } from 'fastify';
import { mixed, object } from 'yup';
import { FINAL_GRIEVANCE_STATUSES, GRIEVANCE_STATUSES } from '../../../shared/domain/grievances/grievance-rules';
import type { GrievanceStatus } from '../../../shared/domain/grievances/grievance-rules';
import { conflict, notFound } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { recordAudit } from '../audit/audit-repository';
import { currentUserOf } from '../auth/guards';
import { grievanceApiMessages } from './grievance-messages';
import { changeStatus, findGrievance, insertGrievanceEvent, lockGrievance } from './grievance-repository';

export const ADMIN_GRIEVANCE_STATUS_PATH = '/api/admin/grievances/:id/status';

/** What a clerk may set: every status but the initial Pending. */
export const CLERK_GRIEVANCE_STATUSES = GRIEVANCE_STATUSES.filter((status) => status !== 'Pending');

const statusChangeSchema = object({
  status: mixed<GrievanceStatus>().required(grievanceApiMessages.statusInvalid).oneOf(CLERK_GRIEVANCE_STATUSES, grievanceApiMessages.statusInvalid),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * POST /api/admin/grievances/:id/status (admin only): In Progress, Resolved or Declined. Resolved
 * and Declined are final; setting a grievance's current status again is refused too (409), so a
 * second clerk learns that someone else acted first. Every change is recorded with its clerk.
 */
export async function adminGrievanceRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string } }>(ADMIN_GRIEVANCE_STATUS_PATH, { config: { access: 'admin' } }, async (request) => {
    if (!UUID.test(request.params.id)) throw notFound(grievanceApiMessages.grievanceNotFound);
    const id = request.params.id.toLowerCase();
    const { status } = parseBody(statusChangeSchema, request.body);
    const admin = currentUserOf(request);

    const changed = await app.db.transaction(async (tx) => {
      // Locked first, so the audit line's "before" is the status this change replaced.
      const before = await lockGrievance(tx, id);
      const row = before ? await changeStatus(tx, id, status) : null;
      if (row && before) {
        await insertGrievanceEvent(tx, { grievanceId: row.id, status, actorId: admin.id });
        await recordAudit(tx, {
          actor: admin,
          action: 'grievance.status',
          target: { type: 'grievance', id: row.id, reference: row.complaintId },
          before: before.status,
          after: row.status,
        });
      }
      return row;
    });
    if (changed) return { _id: changed.id, status: changed.status };

    // Nothing changed: no such grievance, already final, or already in that status.
    const existing = await findGrievance(app.db, id);
    if (!existing) throw notFound(grievanceApiMessages.grievanceNotFound);
    if (FINAL_GRIEVANCE_STATUSES.includes(existing.status)) throw conflict(grievanceApiMessages.alreadyFinal(existing.status));
    throw conflict(grievanceApiMessages.alreadySet(existing.status));
  });
}
