import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import { adminApiPaths } from '../../../shared/api/admin-paths';
import { COMPLAINT_ID_PATTERN, normalizeComplaintId } from '../../../shared/domain/grievances/grievance-rules';
import { GRIEVANCE_DEPARTMENT } from '../../../shared/domain/staff/departments';
import type { GrievanceRow } from '../../db/schema';
import { badRequest, fieldError, notFound } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { adminActionDoneJsonSchema } from '../../http/schemas/answers';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { idParams } from '../../http/schemas/ids';
import { recordAudit } from '../audit/audit-repository';
import { currentUserOf } from '../auth/guards';
import { assertInScope } from '../staff/staff-scope';
import { findComplaint } from './grievance-follow-up';
import { grievanceFieldMessages } from './grievance-messages';
import { findGrievance, markDuplicate } from './grievance-repository';

const duplicateSchema = object({
  /** The complaint ID of the grievance this one repeats; null: it repeats none. */
  of: string().nullable().defined(grievanceFieldMessages.duplicateOf).typeError(grievanceFieldMessages.duplicateOf),
});

/**
 * POST /api/admin/grievances/:id/duplicate-of (staff whose departments and wards hold both): marks
 * a grievance a duplicate of another, named by its complaint ID, or of none (decision 085). Nothing
 * is merged: the clerk then resolves it with a note naming the other. Each mark is an audit line.
 */
export async function duplicateRoutes(app: FastifyInstance) {
  const malformed = notFoundWhenMalformed('grievance.not_found');

  app.post<{ Params: { id: string } }>(
    adminApiPaths.patterns.grievanceDuplicate,
    {
      config: { access: 'staff' },
      schema: { params: idParams, body: bodyJsonSchemaOf(duplicateSchema), response: { 200: adminActionDoneJsonSchema } },
      ...malformed,
    },
    async (request) => {
      assertInScope(request, GRIEVANCE_DEPARTMENT);
      const grievance = await findGrievance(app.db, request.params.id.toLowerCase());
      if (!grievance) throw notFound('grievance.not_found');
      assertInScope(request, GRIEVANCE_DEPARTMENT, grievance.ward);
      const { of } = parseBody(duplicateSchema, request.body);
      const other = of === null ? null : await otherGrievance(of);
      if (other?.id === grievance.id) throw badRequest('grievance.duplicate_self', fieldError('of', 'self'));
      if (other) assertInScope(request, GRIEVANCE_DEPARTMENT, other.ward);
      const before = grievance.duplicateOf === null ? null : ((await findGrievance(app.db, grievance.duplicateOf))?.complaintId ?? null);
      const admin = currentUserOf(request);
      await app.db.transaction(async (tx) => {
        await markDuplicate(tx, grievance.id, other?.id ?? null);
        await recordAudit(tx, {
          actor: admin,
          action: 'grievance.duplicate',
          target: { type: 'grievance', id: grievance.id, reference: grievance.complaintId },
          before,
          after: other?.complaintId ?? 'none',
        });
      });
      return { _id: grievance.id, status: grievance.status };
    },
  );

  /** The grievance a complaint ID names, or 404 naming the field. */
  async function otherGrievance(complaintId: string): Promise<GrievanceRow> {
    const normalized = normalizeComplaintId(complaintId);
    const other = COMPLAINT_ID_PATTERN.test(normalized) ? await findComplaint(app.db, normalized) : null;
    if (!other) throw notFound('grievance.duplicate_not_found', fieldError('of', 'unknown'));
    return other;
  }
}
