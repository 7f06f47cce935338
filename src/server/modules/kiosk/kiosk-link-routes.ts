import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import type { KioskLinkCreated, KioskLinkUsed } from '../../../shared/api/kiosk-types';
import { apiPaths } from '../../../shared/api/paths';
import { adminApiPaths } from '../../../shared/api/admin-paths';
import { KIOSK_CODE_PATTERN, kioskLinkPath, normalizeKioskCode } from '../../../shared/domain/kiosk-link';
import { errorText } from '../../http/error-texts';
import { gone, notFound } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { perMinuteLimit } from '../../http/rate-limit';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { idempotencyKeyHeaders } from '../../http/schemas/headers';
import { currentUserOf } from '../auth/guards';
import { idempotencyKeyOf } from '../idempotency/idempotency-key';
import { createKioskLink, kioskLinkReference, newKioskCode, useKioskLink } from './kiosk-link-repository';
import { kioskFieldMessages } from './kiosk-messages';

const useSchema = object({
  code: string()
    .typeError(kioskFieldMessages.codeRequired)
    .required(kioskFieldMessages.codeRequired)
    .max(40, errorText('en', 'kiosk.link_not_found')),
});

const createdJsonSchema = {
  type: 'object',
  required: ['code', 'path', 'expiresAt', 'reference'],
  properties: {
    code: { type: 'string', description: 'XXXX-XXXX-XXXX-XXXX: shown this once, only its hash is kept' },
    path: { type: 'string', description: 'The page to open on the tablet: /kiosk/<code>' },
    expiresAt: { type: 'string', format: 'date-time', description: 'Until when it can be used (24 hours)' },
    reference: { type: 'string', description: 'How the audit log names the link' },
  },
} as const;

const usedJsonSchema = {
  type: 'object',
  required: ['kiosk', 'reference'],
  properties: { kiosk: { type: 'boolean', enum: [true] }, reference: { type: 'string' } },
} as const;

/**
 * POST /api/admin/kiosk-links (a clerk): a one-time link that makes a public tablet a kiosk
 * without a clerk signing in on it. POST /api/kiosk-links/use (the tablet, no account): uses the
 * code once; an unknown code is a 404, a used or expired one a 410, each saying what to do.
 * Limited per client like the other lookups of a secret (decision 047).
 */
export async function kioskLinkRoutes(app: FastifyInstance) {
  app.post(
    adminApiPaths.kioskLinks,
    { config: { access: 'admin' }, schema: { response: { 201: createdJsonSchema } } },
    async (request, reply) => {
      const admin = currentUserOf(request);
      const code = newKioskCode();
      const row = await createKioskLink(app.db, { id: admin.id, username: admin.username }, code, new Date());
      const created: KioskLinkCreated = {
        code,
        path: kioskLinkPath(code),
        expiresAt: row.expiresAt.toISOString(),
        reference: kioskLinkReference(row),
      };
      return reply.code(201).send(created);
    },
  );

  app.post(
    apiPaths.kioskLinkUse,
    {
      config: { access: 'public', ...perMinuteLimit(app.config.grievanceLookupRateLimitMax) },
      schema: { headers: idempotencyKeyHeaders, body: bodyJsonSchemaOf(useSchema), response: { 200: usedJsonSchema } },
    },
    async (request): Promise<KioskLinkUsed> => {
      const key = idempotencyKeyOf(request);
      const code = normalizeKioskCode(parseBody(useSchema, request.body).code);
      if (!KIOSK_CODE_PATTERN.test(code)) throw notFound('kiosk.link_not_found');
      const outcome = await useKioskLink(app.db, code, key, new Date());
      switch (outcome.kind) {
        case 'used-now':
          return { kiosk: true, reference: kioskLinkReference(outcome.row) };
        case 'not-found':
          throw notFound('kiosk.link_not_found');
        case 'already-used':
          throw gone('kiosk.link_used');
        case 'expired':
          throw gone('kiosk.link_expired');
      }
    },
  );
}
