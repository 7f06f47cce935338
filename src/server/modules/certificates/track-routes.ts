import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ApplicationTracked } from '../../../shared/api/my-requests-types';
import { apiPaths } from '../../../shared/api/paths';
import { certificateBySlug } from '../../../shared/domain/certificates/certificate-definitions';
import { buildApplicationTrackSchema } from '../../../shared/domain/track/track-rules';
import { mobileKey } from '../../../shared/domain/sms-stop';
import type { ApplicationRow } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { parseBody } from '../../http/parse-body';
import { perMinuteLimit } from '../../http/rate-limit';
import { bodyJsonSchemaOf } from '../../http/schemas/body-from-yup';
import { findApplicationByReference } from './application-repository';
import { applicationTrackedJsonSchema } from './certificate-schemas';
import { applicationDueBy } from './due-by';

const trackSchema = buildApplicationTrackSchema();

/** The query's values without the spaces typed around them; anything else is left for the schema to refuse. */
function trimmed(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  return Object.fromEntries(Object.entries(query).map(([name, value]) => [name, typeof value === 'string' ? value.trim() : value]));
}

/**
 * Whether the number given is the application's. The same work whether or not there is an
 * application (its number is then empty): compared as digests, in constant time.
 */
function isApplicantsMobile(application: ApplicationRow | null, given: string): boolean {
  const field = application ? certificateBySlug(application.type)?.mobileField : null;
  const stored = mobileKey((field && application?.data[field]) || '');
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(stored), digest(mobileKey(given))) && stored !== '';
}

/**
 * GET /api/applications/track?reference=…&mobile=…: an application's status and dates for someone
 * without an account (a kiosk or assisted applicant). A wrong number and an unknown reference are
 * the same 404 after the same work, and the route is limited per client as complaint lookups are,
 * so neither references nor numbers can be tried one after another (decision 043).
 */
export async function trackRoutes(app: FastifyInstance) {
  app.get(
    apiPaths.applicationTrack,
    {
      config: { access: 'public', ...perMinuteLimit(app.config.grievanceLookupRateLimitMax) },
      schema: { querystring: bodyJsonSchemaOf(trackSchema), response: { 200: applicationTrackedJsonSchema } },
    },
    async (request): Promise<ApplicationTracked> => {
      const { reference, mobile } = parseBody(trackSchema, trimmed(request.query));
      const application = await findApplicationByReference(app.db, reference.toUpperCase());
      const matches = isApplicantsMobile(application, mobile);
      if (!application || !matches) throw notFound('certificate.track_not_found');
      return {
        reference: application.reference,
        type: application.type,
        status: application.status,
        createdAt: application.createdAt.toISOString(),
        updatedAt: application.updatedAt.toISOString(),
        dueBy: applicationDueBy(app.config, application.type, application.createdAt),
      };
    },
  );
}
