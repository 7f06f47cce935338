import type { FastifyInstance } from 'fastify';
import { WORK_QUEUE_PAGE_MAX, WORK_QUEUE_PAGE_SIZE } from '../../../shared/api/admin-queue-types';
import type { FieldCode, FieldCodes } from '../../../shared/api/error-codes';
import { adminApiPaths } from '../../../shared/api/admin-paths';
import { decodeCursor } from '../../db/keyset';
import { badRequest } from '../../http/http-error';
import { adminListCache } from './admin-list-cache';
import { adminListMessages } from './admin-list-query';
import { acceptsGzip } from './admin-list-routes';
import { workQueuePage } from './work-queue';
import { scopeOf } from '../staff/staff-scope';

const queueSchema = {
  querystring: {
    type: 'object',
    properties: {
      limit: { type: 'string', description: `Items per page, 1 to ${WORK_QUEUE_PAGE_MAX} (${WORK_QUEUE_PAGE_SIZE} by default)` },
      after: { type: 'string', description: 'The cursor of the next page (`next`), or of an item (`cursor`): the items after it' },
    },
    additionalProperties: false,
  },
  response: {
    200: {
      type: 'object',
      required: ['items', 'next'],
      properties: {
        items: {
          type: 'array',
          items: {
            type: 'object',
            required: ['kind', '_id', 'type', 'reference', 'name', 'status', 'createdAt', 'dueBy', 'daysLeft', 'cursor'],
            properties: {
              kind: { type: 'string', enum: ['application', 'grievance'] },
              _id: { type: 'string' },
              type: { type: ['string', 'null'], description: 'The certificate type; null for a grievance' },
              reference: { type: 'string', description: 'The reference or complaint ID' },
              name: { type: 'string' },
              status: { type: 'string' },
              createdAt: { type: 'string', format: 'date-time' },
              dueBy: { type: 'string', format: 'date' },
              daysLeft: { type: 'integer', description: 'Negative when late' },
              escalatedAt: {
                type: ['string', 'null'],
                format: 'date-time',
                description: 'When it was escalated, its due time passed; null: not escalated',
              },
              cursor: { type: 'string' },
            },
          },
        },
        next: { type: ['string', 'null'], description: 'null on the last page' },
      },
    },
  },
} as const;

/** Reads ?limit=&after=, naming every bad parameter in one 400. */
function parseQueueQuery(query: unknown) {
  const raw = (query ?? {}) as Record<string, unknown>;
  const fields: Record<string, string> = {};
  const fieldCodes: FieldCodes = {};
  const refuse = (name: string, code: FieldCode, message: string) => {
    fields[name] = message;
    fieldCodes[name] = code;
  };
  for (const name of Object.keys(raw)) if (name !== 'limit' && name !== 'after') refuse(name, 'unknown', adminListMessages.unknown(name));
  const limitText = raw.limit;
  const limit =
    limitText === undefined ? WORK_QUEUE_PAGE_SIZE : typeof limitText === 'string' && /^\d{1,4}$/.test(limitText) ? Number(limitText) : 0;
  if (!(limit >= 1 && limit <= WORK_QUEUE_PAGE_MAX)) refuse('limit', 'limit', adminListMessages.limit);
  const after = raw.after === undefined ? undefined : typeof raw.after === 'string' ? decodeCursor(raw.after) : null;
  if (after === null) refuse('after', 'cursor', adminListMessages.cursor);
  if (Object.keys(fields).length > 0) throw badRequest('admin.list_invalid', { fields, fieldCodes });
  return { limit, ...(after ? { after } : {}) };
}

/**
 * How long a page of the queue is served from memory at most. It changes with the lists, which
 * the cache's version follows exactly, and with the date (each item's days left): a minute late
 * at midnight at worst.
 */
const QUEUE_ANSWER_MAX_AGE_MS = 60_000;

/**
 * GET /api/admin/queue?limit=&after= (staff): "To review", due soonest first (decision 049), of the
 * caller's departments (decision 082).
 * Kept in memory as the admin list is (decision 013): every clerk reloads it after each decision,
 * and most reloads find nothing changed; one read of the lists' version tells.
 */
export function workQueueRoutes(serviceTimes: Readonly<Record<string, number>>) {
  return async function registerWorkQueueRoutes(app: FastifyInstance) {
    const cache = adminListCache(app.db, QUEUE_ANSWER_MAX_AGE_MS);
    app.get(adminApiPaths.queue, { config: { access: 'staff' }, schema: queueSchema }, async (request, reply) => {
      const query = parseQueueQuery(request.query);
      // An officer's queue holds their departments' items, of their wards: both name the answer too.
      const { departments, wards } = scopeOf(request);
      const answer = await cache.answer(JSON.stringify({ ...query, departments, wards }), () =>
        workQueuePage(app.db, { ...query, serviceTimes, departments, wards }),
      );
      reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      if (acceptsGzip(request.headers['accept-encoding'])) return reply.header('content-encoding', 'gzip').send(answer.gzip);
      return reply.send(answer.json);
    });
  };
}
