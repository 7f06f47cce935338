import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GrievanceSubmitted } from '../../../shared/api/submissions/grievance-types';
import { COMPLAINT_ID_PATTERN, normalizeComplaintId } from '../../../shared/domain/grievances/grievance-rules';
import { notFound } from '../../http/http-error';
import { limitPerMinuteBy, perMinuteLimit } from '../../http/rate-limit';
import { GRIEVANCES_SERVICE } from '../escalation/service-times-config';
import { storeGrievance } from '../grievances/store-grievance';
import { idempotencyScopeOf } from '../idempotency/idempotency-key';
import { requestHash } from '../idempotency/request-hash';
import { acceptedKeyDigest } from './open311-api-key';
import { formFieldsOf, grievanceOfRequest } from './open311-filing';
import { parseServiceRequestQuery } from './open311-query';
import { findServiceRequest, listServiceRequests } from './open311-repository';
import {
  fileRequestBodySchema,
  filedSchema,
  open311Refusals,
  requestIdParamsSchema,
  requestsQuerySchema,
  serviceRequestsSchema,
  servicesSchema,
} from './open311-schemas';
import { OPEN311_SERVICES } from './open311-services';
import { serviceRequestOf } from './open311-view';

/**
 * A retried POST (Open311 has no idempotency key) is the same request from the same service within
 * this window of the clock: it answers the first one's complaint ID instead of filing it twice.
 */
const RETRY_WINDOW_MS = 10 * 60_000;

const apiKeyOf = (request: FastifyRequest) => (request.body as Record<string, unknown> | undefined)?.api_key;

/**
 * GeoReport v2 at /open311/v2 (decision 086): services.json, requests.json (GET with its filters;
 * POST form-encoded with an api_key of OPEN311_API_KEYS) and requests/{id}.json. Reads are public
 * and limited per client IP, as tracking is; filing is limited per key, whose service may file
 * for many people from one address.
 */
export async function open311Routes(app: FastifyInstance) {
  const { open311ApiKeys, wards, grievanceSubmitRateLimitMax, grievanceLookupRateLimitMax, serviceTimes } = app.config;
  const serviceTime = serviceTimes[GRIEVANCES_SERVICE] ?? 0;
  const readLimit = perMinuteLimit(grievanceLookupRateLimitMax);
  /** The filing service, by its key's digest; a 403 for a missing or wrong key. */
  const serviceOf = (request: FastifyRequest) => acceptedKeyDigest(open311ApiKeys, apiKeyOf(request));

  app.get(
    '/services.json',
    { config: { access: 'public', ...readLimit }, schema: { response: { 200: servicesSchema, ...open311Refusals } } },
    async () => OPEN311_SERVICES,
  );

  app.get(
    '/requests.json',
    {
      config: { access: 'public', ...readLimit },
      schema: { querystring: requestsQuerySchema, response: { 200: serviceRequestsSchema, ...open311Refusals } },
    },
    async (request) => {
      const rows = await listServiceRequests(app.db, parseServiceRequestQuery(request.query));
      return rows.map((row) => serviceRequestOf(row, serviceTime));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/requests/:id.json',
    {
      config: { access: 'public', ...readLimit },
      schema: { params: requestIdParamsSchema, response: { 200: serviceRequestsSchema, ...open311Refusals } },
    },
    async (request) => {
      const complaintId = normalizeComplaintId(request.params.id);
      const row = COMPLAINT_ID_PATTERN.test(complaintId) ? await findServiceRequest(app.db, complaintId) : null;
      if (row === null) throw notFound('open311.not_found');
      return [serviceRequestOf(row, serviceTime)];
    },
  );

  app.post(
    '/requests.json',
    {
      config: { access: 'public' },
      schema: {
        consumes: ['application/x-www-form-urlencoded'],
        body: fileRequestBodySchema,
        response: { 200: filedSchema, ...open311Refusals },
      },
      // The key is in the form, so both run once it is parsed: a wrong key is refused before it is counted.
      preHandler: [
        async (request) => void serviceOf(request),
        limitPerMinuteBy(app, grievanceSubmitRateLimitMax, (request) => `POST open311 key:${serviceOf(request)}`),
      ],
    },
    async (request) => {
      const service = serviceOf(request);
      const grievance = grievanceOfRequest(formFieldsOf(request.body), wards);
      const hash = requestHash({ service, grievance });
      const outcome = await storeGrievance(
        app.db,
        { scope: idempotencyScopeOf(request), key: `${hash} ${Math.floor(Date.now() / RETRY_WINDOW_MS)}`, requestHash: hash },
        grievance,
        null,
      );
      const { complaintId } = outcome.body as GrievanceSubmitted;
      // As a grievance of the portal's form: its reminder and escalation (a replay schedules again, which changes nothing).
      await app.escalation.scheduleGrievance(complaintId);
      return [{ service_request_id: complaintId, service_notice: null, account_id: null }];
    },
  );
}
