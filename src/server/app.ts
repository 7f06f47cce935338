import fastifyJwt from '@fastify/jwt';
import Fastify from 'fastify';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createAadhaarCipher } from './aadhaar/aadhaar-cipher';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import type {} from './fastify-augment';
import { closeConnectionsOnShutdown } from './http/close-connections-on-shutdown';
import { limitConnectionsPerAddress } from './http/connection-limits';
import { answerClientError, answerFrameworkError, registerErrorHandler } from './http/error-handler';
import { logRedaction, logSerializers } from './http/log-serializers';
import { registerOpenApi } from './http/openapi';
import { registerRateLimit } from './http/rate-limit';
import { registerRouteSchemas } from './http/route-schemas';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSingleValuedQuery } from './http/single-valued-query';
import { registerStaticClient } from './http/static-client';
import { registerWellFormedText } from './http/well-formed-text';
import { apiPaths } from '../shared/api/paths';
import { accountModule } from './modules/account/account-module';
import { adminListRoutes } from './modules/admin/admin-list-routes';
import { exportRoutes } from './modules/admin/export-routes';
import { workQueueRoutes } from './modules/admin/work-queue-routes';
import { auditRoutes } from './modules/audit/audit-routes';
import { authModule } from './modules/auth/auth-module';
import { registerRouteAccess } from './modules/auth/route-access';
import { certificateModule } from './modules/certificates/certificate-module';
import { documentLinks } from './modules/certificates/document-links';
import { grievanceModule } from './modules/grievances/grievance-module';
import { healthRoutes } from './modules/health/health-routes';
import { kioskLinkRoutes } from './modules/kiosk/kiosk-link-routes';
import { staffRoutes } from './modules/staff/staff-routes';
import { myRequestsModule } from './modules/my-requests/my-requests-module';
import { open311Module } from './modules/open311/open311-module';
import { appealsModule } from './modules/appeals/appeals-module';
import { registerRoutes } from './modules/register/register-routes';
import { adminMessageRoutes } from './modules/notifications/admin-message-routes';
import { figuresRoutes } from './modules/escalation/figures-routes';
import { publicStatsRoutes } from './modules/public-stats/public-stats-routes';
import { registerEscalation } from './modules/escalation/escalation-module';
import { registerMessages } from './modules/notifications/notifications-module';
import { smsStopRoutes } from './modules/notifications/sms-stop-routes';
import { taxModule } from './modules/taxes/tax-module';
import { verifyRoutes } from './modules/verify/verify-routes';
import { createPaymentGateways } from './payments/create-gateway';
import { gatewaySlots } from './payments/gateway-slots';

export interface BuildAppOptions {
  config: Config;
  /** Opened (and later closed) by the caller: the app only uses it. */
  database: DatabaseHandle;
  /** A ready pino-compatible logger; by default Fastify's pino at LOG_LEVEL. */
  logger?: FastifyBaseLogger;
}

/**
 * Builds the whole server (API and built client) without listening, so tests can `inject`
 * requests and main.ts can `listen`. Plugins are registered in order; call `await app.ready()`
 * (or make the first request) to finish loading.
 */
export function buildApp({ config, database, logger }: BuildAppOptions): FastifyInstance {
  const app: FastifyInstance = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: { level: config.logLevel, serializers: logSerializers, redact: logRedaction } }),
    trustProxy: config.trustProxy,
    // JSON bodies of this API are small; file uploads get their own limit in their module.
    bodyLimit: 1024 * 1024,
    // A URL that does not decode is refused before routing: in the one error shape, with its code.
    frameworkErrors: answerFrameworkError,
    // A client that trickles its headers or body is cut off (408) once its time is up (decision 039);
    // Node checks every second. Fastify's own default would turn Node's request timeout off.
    requestTimeout: config.requestTimeoutMs,
    http: { requestTimeout: config.requestTimeoutMs, headersTimeout: config.headersTimeoutMs, connectionsCheckingInterval: 1000 },
    clientErrorHandler: answerClientError,
  });
  if (!config.trustProxy) limitConnectionsPerAddress(app.server, config.connectionsPerIpMax, app.log);

  for (const warning of config.startupWarnings) app.log.warn(warning);
  app.decorate('config', config);
  app.decorate('db', database.db);
  // Queued with the change that causes them, sent by a worker while the app runs (decision 051).
  registerMessages(app, database);
  // After the messages: an escalation tells the citizen.
  registerEscalation(app, database);
  app.decorateRequest('currentUser', null);
  app.decorateRequest('tokenAudience', null);

  // Everything the API accepts is JSON (or, later, multipart); Fastify's text/plain parser would
  // only turn a wrong content type into a confusing validation error instead of a clear 415.
  app.removeContentTypeParser('text/plain');

  // First, before any route: every route must say who may call it (decision 015).
  registerRouteAccess(app);
  // Then what each route declares about itself: params checked, every schema in the OpenAPI document (decision 030).
  registerRouteSchemas(app);
  registerOpenApi(app);

  // Cross-cutting plugins go on the root instance itself so they cover every module below.
  registerErrorHandler(app);
  // No NUL and no half of a surrogate pair in any text field of a JSON body or query (decision 044).
  registerWellFormedText(app);
  // Each query parameter once, on every route: a repeated one is a 400 before any guard or handler reads it.
  registerSingleValuedQuery(app);
  closeConnectionsOnShutdown(app);
  // Includes Cache-Control: no-store on /api/ and /uploads/ (tokens, personal data, documents).
  registerSecurityHeaders(app);
  registerRateLimit(app, database);
  app.register(fastifyJwt, {
    secret: config.jwtSecret,
    // iat and exp are set per kind of token (modules/auth/session-tokens.ts).
    sign: { algorithm: 'HS256' },
    // Pinned: a token must never choose its own algorithm (alg "none", or RS/HS confusion), and
    // one without an audience, an issue time or an end is not one of ours (decision 014).
    verify: { algorithms: ['HS256'], requiredClaims: ['sub', 'aud', 'iat', 'exp'] },
  });

  app.register(healthRoutes);
  app.register(authModule);
  app.register(accountModule);
  // One signer for the links the admin list hands out and the /uploads route that checks them.
  const links = documentLinks(config.jwtSecret, config.documentLinkTtlSeconds);
  // Aadhaar numbers are sealed on the way in and opened for the admin views only (decision 015).
  const aadhaar = createAadhaarCipher(config.aadhaarKeys);
  app.register(certificateModule(links, aadhaar));
  app.register(grievanceModule);
  // Other services file and read grievances through the open standard, at its own prefix (decision 086).
  app.register(open311Module, { prefix: apiPaths.open311 });
  // A slow payment gateway may hold a quarter of the connections, never all of them (decision 024).
  app.register(taxModule(createPaymentGateways(config, database.db), gatewaySlots(database.connections)));
  app.register(adminListRoutes(links, aadhaar, config.documentLinkTtlSeconds, config.serviceTimes));
  app.register(workQueueRoutes(config.serviceTimes));
  app.register(exportRoutes(aadhaar, config.serviceTimes));
  app.register(auditRoutes);
  app.register(registerRoutes);
  app.register(figuresRoutes);
  app.register(publicStatsRoutes);
  app.register(adminMessageRoutes);
  app.register(myRequestsModule(aadhaar));
  app.register(appealsModule);
  app.register(kioskLinkRoutes);
  app.register(staffRoutes);
  app.register(verifyRoutes);
  app.register(smsStopRoutes);

  registerStaticClient(app, config.clientDist);
  return app;
}
