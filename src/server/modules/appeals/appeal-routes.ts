import type { FastifyInstance } from 'fastify';
import type { AppealCreated } from '../../../shared/api/my-requests-types';
import { apiPaths } from '../../../shared/api/paths';
import { storedMessage } from '../../../shared/domain/admin/clerk-messages';
import { appealBodySchema } from '../../../shared/domain/appeals/appeal-rules';
import { certificateBySlug } from '../../../shared/domain/certificates/certificate-definitions';
import type { Transaction } from '../../db/database';
import { conflict, notFound } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { idempotencyKeyHeaders } from '../../http/schemas/headers';
import { currentUserOf } from '../auth/guards';
import { insertEvent } from '../certificates/application-repository';
import { applicationParamsJsonSchema } from '../certificates/certificate-schemas';
import { applicationDueBy } from '../certificates/due-by';
import { idempotencyKeyOf, idempotencyScopeOf } from '../idempotency/idempotency-key';
import { requestHash } from '../idempotency/request-hash';
import { runIdempotent } from '../idempotency/run-idempotent';
import { findOwnApplication, lockOwnApplication } from '../my-requests/my-requests-repository';
import { appealEvent } from '../notifications/request-events';
import { appealDueBy, appealGround } from './appeal-grounds';
import { findLatestAppeal, insertAppeal, touchApplication } from './appeal-repository';

const appealCreatedJsonSchema = {
  type: 'object',
  required: ['appealId', 'status', 'dueBy'],
  properties: {
    appealId: { type: 'string', format: 'uuid' },
    status: { type: 'string', enum: ['open'] },
    dueBy: { type: 'string', format: 'date-time', description: 'When the appeal is to be decided' },
  },
} as const;

/**
 * POST /api/me/applications/:type/:id/appeal (the owner only, decision 084): `{ reason }`, with an
 * Idempotency-Key. A declined application, or a pending one past its due date, gets one open
 * appeal; its timeline says so with the reason, and the citizen is told.
 */
export async function appealRoutes(app: FastifyInstance) {
  app.post<{ Params: { type: string; id: string } }>(
    apiPaths.me.patterns.appeal,
    {
      config: { access: 'citizen' },
      schema: {
        params: applicationParamsJsonSchema(),
        headers: idempotencyKeyHeaders,
        body: bodyJsonSchemaOf(appealBodySchema),
        response: { 201: appealCreatedJsonSchema },
      },
      ...notFoundWhenMalformed('certificate.not_found'),
    },
    async (request, reply) => {
      const definition = certificateBySlug(request.params.type);
      const where = { type: request.params.type, id: request.params.id.toLowerCase(), ownerId: currentUserOf(request).id };
      // Someone else's application, or none: not found, whatever the body says.
      if (!definition || !(await findOwnApplication(app.db, where))) throw notFound('certificate.not_found');
      const { reason } = parseBody(appealBodySchema, request.body);
      const stored = storedMessage(reason) ?? '';
      const outcome = await runIdempotent(
        app.db,
        {
          scope: idempotencyScopeOf(request),
          key: idempotencyKeyOf(request),
          requestHash: requestHash({ owner: where.ownerId, application: where.id, reason: stored }),
        },
        async (tx) => ({ status: 201, body: await makeAppeal(app, tx, where, stored) }),
      );
      return reply.code(outcome.status).send(outcome.body);
    },
  );
}

async function makeAppeal(
  app: FastifyInstance,
  tx: Transaction,
  where: { type: string; id: string; ownerId: string },
  reason: string,
): Promise<AppealCreated> {
  // Locked: a second appeal sent at the same moment waits, then finds this one open.
  const application = await lockOwnApplication(tx, where);
  if (!application) throw notFound('certificate.not_found');
  const latest = await findLatestAppeal(tx, application.id);
  if (latest?.status === 'open') throw conflict('appeal.already_open');
  const ground = appealGround(application, latest, applicationDueBy(app.config, application.type, application.createdAt));
  if (ground === null) {
    throw latest && application.status === 'declined'
      ? conflict('appeal.already_appealed')
      : conflict('appeal.not_allowed', { values: { status: application.status } });
  }
  const now = new Date();
  const appeal = await insertAppeal(tx, {
    applicationId: application.id,
    ownerId: where.ownerId,
    reason,
    dueBy: appealDueBy(now, app.config.serviceTimes),
  });
  await insertEvent(tx, { applicationId: application.id, action: 'appealed', actorId: where.ownerId, message: reason });
  const row = await touchApplication(tx, application.id);
  await app.messages.queue(tx, appealEvent(row, { type: 'appeal.received', dueBy: appeal.dueBy }));
  return { appealId: appeal.id, status: 'open', dueBy: appeal.dueBy.toISOString() };
}
