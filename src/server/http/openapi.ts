import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { apiPaths } from '../../shared/api/paths';
import { municipality } from '../../shared/domain/municipality';
import type { RouteAccess } from '../modules/auth/route-access';

/** Who may call a route, as OpenAPI says it: the bearer token, required, optional or not asked for. */
const SECURITY: Readonly<Record<RouteAccess, readonly Record<string, string[]>[] | undefined>> = {
  public: undefined,
  'public-identified': [{}, { bearer: [] }],
  'signed-in': [{ bearer: [] }],
  citizen: [{ bearer: [] }],
  admin: [{ bearer: [] }],
  staff: [{ bearer: [] }],
  // A signed link from the dashboard's answers, or a member of staff's token.
  'staff-or-signed-link': [{}, { bearer: [] }],
};

/**
 * The OpenAPI document of the API, built by @fastify/swagger from every route's schemas and
 * served at GET /api/openapi.json, so other departments' systems can call the API from a
 * document (decision 030). Register before any route: the plugin collects routes as they are added.
 */
export function registerOpenApi(app: FastifyInstance): void {
  app.register(fastifySwagger, {
    openapi: {
      info: {
        title: `${municipality.portalName} API`,
        version: '1',
        description:
          'Certificates, grievances and tax payments of the municipality. Every error answers { error, code, values?, fields?, fieldCodes? }: the text in the language of Accept-Language (English by default) and its stable code (decisions 036, 070).',
      },
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'The access token of a sign-in (citizens: /api/auth/login; clerks: /api/admin-auth/login)',
          },
        },
      },
    },
    // Each route's access (decision 015) becomes its security requirement and `x-access`.
    transform: ({ schema, url, route }) => {
      const access = route.config?.access;
      if (!schema || !access) return { schema, url };
      const security = SECURITY[access];
      return { schema: { ...schema, 'x-access': access, ...(security ? { security } : {}) }, url };
    },
  });

  app.register(async function openApiRoute(docs) {
    let document: string | undefined;
    docs.get(
      apiPaths.openApi,
      {
        config: { access: 'public' },
        schema: { response: { 200: { type: 'object', additionalProperties: true, description: 'This document (OpenAPI 3)' } } },
      },
      async (_request, reply) => {
        // Built once: the routes do not change after start.
        document ??= JSON.stringify(docs.swagger());
        return reply.type('application/json; charset=utf-8').send(document);
      },
    );
  });
}
