import type { FastifyInstance } from 'fastify';
import { ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE } from '../../../shared/api/admin-types';
import type { AuditLogAnswer } from '../../../shared/api/admin-types';
import type { FieldCode, FieldCodes } from '../../../shared/api/error-codes';
import { adminApiPaths } from '../../../shared/api/admin-paths';
import { decodeCursor } from '../../db/keyset';
import { badRequest } from '../../http/http-error';
import { AUDIT_TARGET_TYPES } from '../../db/schema';
import { pageAudit } from './audit-repository';

const auditMessages = {
  limit: `Choose a page size from 1 to ${ADMIN_PAGE_MAX}.`,
  cursor: 'That page link is not valid any more: reload the log.',
  unknown: (name: string) => `${name} is not a parameter of the audit log.`,
} as const;

const auditSchema = {
  querystring: {
    type: 'object',
    properties: {
      limit: { type: 'string', description: `Entries per page, 1 to ${ADMIN_PAGE_MAX} (${ADMIN_PAGE_SIZE} by default)` },
      after: { type: 'string', description: 'The cursor of the next page (`next`)' },
    },
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      required: ['entries', 'next'],
      properties: {
        entries: {
          type: 'array',
          items: {
            type: 'object',
            required: ['_id', 'at', 'actor', 'action', 'targetType', 'targetId', 'targetReference', 'before', 'after'],
            properties: {
              _id: { type: 'string' },
              at: { type: 'string', format: 'date-time' },
              actor: { type: ['string', 'null'], description: 'The clerk’s username' },
              action: { type: 'string', description: 'e.g. certificate.accept, grievance.status, tax.refund' },
              targetType: { type: 'string', enum: AUDIT_TARGET_TYPES },
              targetId: { type: 'string' },
              targetReference: { type: 'string' },
              before: { type: ['string', 'null'] },
              after: { type: 'string' },
            },
          },
        },
        next: { type: ['string', 'null'], description: 'null on the last page' },
      },
    },
  },
} as const;

/** GET /api/admin/audit?limit=&after= (admin only): who did what to which record, newest first. */
export async function auditRoutes(app: FastifyInstance) {
  app.get(adminApiPaths.audit, { config: { access: 'admin' }, schema: auditSchema }, async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const fields: Record<string, string> = {};
    const fieldCodes: FieldCodes = {};
    const refuse = (name: string, code: FieldCode, message: string) => {
      fields[name] = message;
      fieldCodes[name] = code;
    };
    for (const name of Object.keys(query)) if (name !== 'limit' && name !== 'after') refuse(name, 'unknown', auditMessages.unknown(name));
    const limitText = query.limit;
    const limit =
      limitText === undefined ? ADMIN_PAGE_SIZE : typeof limitText === 'string' && /^\d{1,4}$/.test(limitText) ? Number(limitText) : 0;
    if (!(limit >= 1 && limit <= ADMIN_PAGE_MAX)) refuse('limit', 'limit', auditMessages.limit);
    const after = query.after === undefined ? undefined : typeof query.after === 'string' ? decodeCursor(query.after) : null;
    if (after === null) refuse('after', 'cursor', auditMessages.cursor);
    if (Object.keys(fields).length > 0) throw badRequest('admin.audit_invalid', { fields, fieldCodes });

    const page = await pageAudit(app.db, { limit, ...(after ? { after } : {}) });
    const answer: AuditLogAnswer = {
      entries: page.rows.map((row) => ({
        _id: row.id,
        at: row.at.toISOString(),
        actor: row.actorName,
        action: row.action,
        targetType: row.targetType,
        targetId: row.targetId,
        targetReference: row.targetReference,
        before: row.beforeStatus,
        after: row.afterStatus,
      })),
      next: page.next,
    };
    return answer;
  });
}
