import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../../shared/api/paths';
import type { SmsStopState } from '../../../shared/api/sms-stop-types';
import { SMS_STOP_CODE_PATTERN, maskMobile } from '../../../shared/domain/sms-stop';
import { smsNumbers } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { perMinuteLimit } from '../../http/rate-limit';
import { notFoundWhenMalformed } from '../../http/route-schemas';

const params = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', pattern: SMS_STOP_CODE_PATTERN.source, description: 'The code at the end of the SMS' } },
} as const;
const stateJsonSchema = {
  type: 'object',
  required: ['mobile', 'stopped'],
  additionalProperties: false,
  properties: { mobile: { type: 'string', description: 'The number, masked: 98xxxxxx12' }, stopped: { type: 'boolean' } },
} as const;

/**
 * The stop link at the end of every SMS (decision 061), for anyone who has the SMS: POST stops SMS
 * to its number, DELETE sends them again; each says which number, masked, and may be repeated.
 * Limited per client like the other public uses of a code.
 */
export async function smsStopRoutes(app: FastifyInstance) {
  const route = {
    config: { access: 'public' as const, ...perMinuteLimit(app.config.grievanceLookupRateLimitMax) },
    schema: { params, response: { 200: stateJsonSchema } },
    ...notFoundWhenMalformed('sms.stop_not_found'),
  };
  const setStopped = async (code: string, stopped: boolean): Promise<SmsStopState> => {
    const [row] = await app.db
      .update(smsNumbers)
      // A repeat keeps the moment it was first stopped.
      .set({ stoppedAt: stopped ? sql`coalesce(${smsNumbers.stoppedAt}, now())` : null })
      .where(eq(smsNumbers.code, code))
      .returning({ mobile: smsNumbers.mobile, stoppedAt: smsNumbers.stoppedAt });
    if (!row) throw notFound('sms.stop_not_found');
    return { mobile: maskMobile(row.mobile), stopped: row.stoppedAt !== null };
  };
  app.post<{ Params: { code: string } }>(apiPaths.smsStopPattern, route, (request) => setStopped(request.params.code, true));
  app.delete<{ Params: { code: string } }>(apiPaths.smsStopPattern, route, (request) => setStopped(request.params.code, false));
}
