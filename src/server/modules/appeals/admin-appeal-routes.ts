import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppealAdminRow } from '../../../shared/api/admin-types';
import { adminApiPaths } from '../../../shared/api/admin-paths';
import { storedMessage } from '../../../shared/domain/admin/clerk-messages';
import { appealDecisionBodySchema } from '../../../shared/domain/appeals/appeal-rules';
import type { AppealOutcome } from '../../../shared/domain/appeals/appeal-rules';
import type { AppealRow, ApplicationRow } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { notFoundWhenMalformed } from '../../http/route-schemas';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { idParams } from '../../http/schemas/ids';
import { runAdminAction } from '../audit/admin-action';
import { currentUserOf } from '../auth/guards';
import { insertEvent } from '../certificates/application-repository';
import { appealEvent } from '../notifications/request-events';
import { decideOpenAppeal, findAppeal, lockApplicationOfAppeal, reopenApplication, touchApplication } from './appeal-repository';
import { appealAdminRowJsonSchema, toAppealAdminRow } from './appeal-list';

/** An upheld appeal reopens only an application still declined, or still waiting for its answer. */
const REOPENABLE: readonly string[] = ['declined', 'pending'];

/**
 * POST /api/admin/appeals/:id/decide `{ outcome, note }` (decision 084): upheld puts the
 * application back to pending for a fresh decision, dismissed keeps it as it is; either way the
 * application's timeline carries the note, the citizen is told in their language, and the audit
 * log records it. An appeal is decided once (409 after).
 */
export async function adminAppealRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string } }>(
    adminApiPaths.patterns.appealDecision,
    {
      config: { access: 'admin' },
      schema: { params: idParams, body: bodyJsonSchemaOf(appealDecisionBodySchema), response: { 200: appealAdminRowJsonSchema } },
      ...notFoundWhenMalformed('appeal.not_found'),
    },
    (request) => decideAppeal(app, request),
  );
}

async function decideAppeal(app: FastifyInstance, request: FastifyRequest<{ Params: { id: string } }>): Promise<AppealAdminRow> {
  const body = parseBody(appealDecisionBodySchema, request.body);
  const outcome = body.outcome as AppealOutcome;
  const note = storedMessage(body.note);
  const id = request.params.id.toLowerCase();
  const admin = currentUserOf(request);
  // The appeal's application as the transaction locked, then changed, it.
  const seen: { application?: ApplicationRow } = {};
  const decided = await runAdminAction<AppealRow>(app.db, {
    admin,
    action: `appeal.${outcome}`,
    // The application is locked first, as a clerk's decision locks it: the two take turns.
    before: async (tx) => {
      const locked = await lockApplicationOfAppeal(tx, id);
      if (!locked || locked.appealStatus !== 'open') return null;
      const { application } = locked;
      seen.application = application;
      if (outcome === 'upheld' && !REOPENABLE.includes(application.status)) {
        throw conflict('appeal.application_decided', { values: { status: application.status } });
      }
      return 'open';
    },
    change: (tx) => decideOpenAppeal(tx, id, { outcome, note, adminId: admin.id }),
    event: async (tx, appeal) => {
      const row =
        outcome === 'upheld' ? await reopenApplication(tx, appeal.applicationId) : await touchApplication(tx, appeal.applicationId);
      seen.application = row;
      await insertEvent(tx, { applicationId: row.id, action: `appeal_${outcome}`, actorId: admin.id, message: note });
      await app.messages.queue(
        tx,
        outcome === 'upheld'
          ? appealEvent(row, { type: 'appeal.upheld', note })
          : appealEvent(row, { type: 'appeal.dismissed', note: note ?? '' }),
      );
    },
    target: (appeal) => ({ type: 'application', id: appeal.applicationId, reference: seen.application?.reference ?? '' }),
  });
  if (decided && seen.application)
    return toAppealAdminRow({ ...decided, type: seen.application.type, reference: seen.application.reference });
  const existing = await findAppeal(app.db, id);
  if (!existing) throw notFound('appeal.not_found');
  throw conflict('appeal.already_decided');
}
