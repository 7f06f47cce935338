import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { adminApiPaths } from '../../../shared/api/admin-paths';
import { MESSAGE_RECORD_TYPES, MESSAGE_STATES, outboundMessages } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { UUID, idParams, uuidJsonSchema } from '../../http/schemas/ids';

const RECENT = 100;

const messageJsonSchema = {
  type: 'object',
  required: [
    '_id',
    'event',
    'channel',
    'recipient',
    'language',
    'subject',
    'body',
    'recordType',
    'recordId',
    'state',
    'attempts',
    'sentBy',
    'lastError',
    'createdAt',
    'sentAt',
  ],
  additionalProperties: false,
  properties: {
    _id: { type: 'string' },
    event: { type: 'string' },
    channel: { type: 'string', enum: ['email', 'sms'] },
    recipient: { type: 'string' },
    language: { type: 'string' },
    subject: { type: ['string', 'null'] },
    body: { type: 'string' },
    recordType: { type: 'string' },
    recordId: { type: 'string' },
    state: { type: 'string', enum: MESSAGE_STATES },
    attempts: { type: 'integer' },
    sentBy: { type: ['string', 'null'], description: 'smtp, msg91, or log (nothing left the server)' },
    lastError: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    sentAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

const toAnswer = (row: typeof outboundMessages.$inferSelect) => ({
  _id: row.id,
  event: row.event,
  channel: row.channel,
  recipient: row.recipient,
  language: row.language,
  subject: row.subject,
  body: row.body,
  recordType: row.recordType,
  recordId: row.recordId,
  state: row.state,
  attempts: row.attempts,
  sentBy: row.sentBy,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/**
 * The clerk's view of messages (decision 051): `GET /api/admin/messages?state=failed` the
 * 100 newest (all states without `state`; `record=<id>` those about one request, shown on its
 * page), and Resend: a failed or sent message queued again, tried
 * afresh (a queued one is left as it is).
 */
export async function adminMessageRoutes(app: FastifyInstance) {
  app.get(
    adminApiPaths.messages,
    {
      config: { access: 'admin' },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            state: { type: 'string', enum: MESSAGE_STATES },
            record: { ...uuidJsonSchema, description: 'Only the messages about this application, payment or grievance' },
          },
          additionalProperties: false,
        },
        response: {
          200: { type: 'object', required: ['messages'], properties: { messages: { type: 'array', items: messageJsonSchema } } },
        },
      },
    },
    async (request) => {
      const { state, record } = (request.query ?? {}) as { state?: unknown; record?: unknown };
      if (state !== undefined && !MESSAGE_STATES.includes(state as never)) throw badRequest('admin.messages_invalid');
      // Query strings are the handler's to check (decision 030): the column is a UUID.
      if (record !== undefined && (typeof record !== 'string' || !UUID.test(record))) throw badRequest('admin.messages_record_invalid');
      const rows = await app.db
        .select()
        .from(outboundMessages)
        .where(
          and(
            state === undefined ? undefined : eq(outboundMessages.state, state as (typeof MESSAGE_STATES)[number]),
            // Every record type listed, so that the (record_type, record_id) index serves it.
            record === undefined
              ? undefined
              : and(inArray(outboundMessages.recordType, MESSAGE_RECORD_TYPES), eq(outboundMessages.recordId, record.toLowerCase())),
          ),
        )
        .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
        .limit(RECENT);
      return { messages: rows.map(toAnswer) };
    },
  );

  app.post<{ Params: { id: string } }>(
    adminApiPaths.patterns.messageResend,
    {
      config: { access: 'admin' },
      schema: { params: idParams, response: { 200: messageJsonSchema } },
      ...notFoundWhenMalformed('admin.message_not_found'),
    },
    async (request) => {
      const id = request.params.id.toLowerCase();
      const [resent] = await app.db
        .update(outboundMessages)
        .set({ state: 'queued', attempts: 0, nextAttemptAt: new Date(), lockedUntil: null, lastError: null })
        .where(and(eq(outboundMessages.id, id), inArray(outboundMessages.state, ['failed', 'sent'])))
        .returning();
      const row = resent ?? (await app.db.select().from(outboundMessages).where(eq(outboundMessages.id, id)))[0];
      if (!row) throw notFound('admin.message_not_found');
      return toAnswer(row);
    },
  );
}
