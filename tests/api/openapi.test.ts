import { randomUUID } from 'node:crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { routeAccessTable } from '../../src/server/modules/auth/route-access';
import { registerUser, setupAdmin } from './helpers/accounts';
import { expectErrorBody, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
  'x-access'?: string;
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** POST routes that read no body: the path says everything. */
const WITHOUT_BODY = new Set([
  '/api/admin-auth/totp/enrol',
  '/api/admin/kiosk-links',
  '/api/admin/messages/:id/resend',
  '/api/sms-stops/:code',
  '/api/me/email-change/resend',
  '/api/me/payments/:id/checkout',
  '/api/me/payments/:id/cancel',
]);

/** A Fastify pattern as OpenAPI writes it: `/a/:id` → `/a/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Values no id-taking route accepts as an id: each must be refused as today, with the route's own 404. */
const MALFORMED = ['not-a-uuid', '123', `${randomUUID()}0`, randomUUID().replaceAll('-', '').toUpperCase(), 'GRV-0000-0000', '%20'];

describe.each(testDatabases())('OpenAPI document on %s', (target) => {
  let t: TestApp;
  let document: OpenApiDocument;
  let adminToken: string;
  let citizenToken: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    adminToken = (await setupAdmin(t.app)).token;
    citizenToken = (await registerUser(t.app)).token;
    const response = await request(t.app, { method: 'GET', url: apiPaths.openApi });
    expect(response.status, response.text).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.body as OpenApiDocument;
  });
  afterAll(() => t?.close());

  it('is a valid OpenAPI 3 document', async () => {
    expect(document.openapi).toMatch(/^3\./);
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every route of the app with its params, body, responses and access', () => {
    const routes = routeAccessTable(t.app).filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(30);
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.sort()).toEqual(routes.map((route) => `${route.method} ${openApiPath(route.url)}`).sort());

    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      const operation = document.paths[openApiPath(route.url)]?.[route.method.toLowerCase()] as Operation;
      expect(operation['x-access'], label).toBe(route.access);
      if (route.access === 'admin' || route.access === 'signed-in' || route.access === 'citizen')
        expect(operation.security, label).toEqual([{ bearer: [] }]);

      // A declared answer: a route without one gets only @fastify/swagger's 200 'Default Response', with no content.
      const successes = Object.entries(operation.responses).filter(([status]) => /^2\d\d$/.test(status));
      expect(successes.length, label).toBeGreaterThan(0);
      for (const [status, answer] of successes)
        expect(status === '204' || Object.values(answer.content ?? {}).some((body) => body.schema), `${label} ${status}`).toBe(true);
      expect(operation.responses['4XX']?.content?.['application/json']?.schema, label).toBeDefined();

      const pathParams = [...route.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]);
      expect(operation.parameters?.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name) ?? [], label).toEqual(
        pathParams,
      );

      if (route.method === 'POST' && !WITHOUT_BODY.has(route.url)) {
        const content = operation.requestBody?.content ?? {};
        expect(Object.keys(content).length, `${label} declares its body`).toBeGreaterThan(0);
        for (const body of Object.values(content)) expect(body.schema, label).toBeDefined();
      }
    }
  });

  it('answers a malformed id on every id-taking route with the same 404 and message as an unknown id', async () => {
    const byPath: Record<string, string> = {
      '/api/admin/certificates/:type/:id': 'Application not found',
      '/api/admin/certificates/:type/:id/accept': 'Application not found',
      '/api/admin/certificates/:type/:id/decline': 'Application not found',
      '/api/admin/certificates/:type/:id/return': 'Application not found',
      '/api/admin/grievances/:id': 'Grievance not found',
      '/api/admin/grievances/:id/status': 'Grievance not found',
      '/api/admin/grievances/:id/duplicate-of': 'Grievance not found',
      '/api/grievances/:complaintId/reopen': 'Complaint ID not found',
      '/api/grievances/:complaintId/feedback': 'Complaint ID not found',
      '/api/admin/taxes/:id/status': 'There is no such tax payment',
      '/uploads/:storedName': 'Not found',
      '/api/grievances/:complaintId': 'Complaint ID not found',
      '/api/me/applications/:type/:id': 'Application not found',
      '/api/me/applications/:type/:id/resubmit': 'Application not found',
      '/api/me/applications/:type/:id/appeal': 'Application not found',
      '/api/admin/appeals/:id/decide': 'Appeal not found',
      '/api/me/payments/:id': 'There is no such tax payment',
      '/api/me/applications/:type/:id/certificate.pdf': 'Application not found',
      '/api/admin/certificates/:type/:id/certificate.pdf': 'Application not found',
      '/api/me/applications/:type/:id/acknowledgement.pdf': 'Application not found',
      '/api/admin/certificates/:type/:id/acknowledgement.pdf': 'Application not found',
      '/api/admin/certificates/:type/:id/revoke': 'Application not found',
      '/api/me/payments/:id/receipt.pdf': 'There is no such tax payment',
      '/api/me/payments/:id/checkout': 'There is no such tax payment',
      '/api/me/payments/:id/cancel': 'There is no such tax payment',
      '/api/admin/taxes/:id/receipt.pdf': 'There is no such tax payment',
      '/api/verify/:number':
        'No certificate or receipt has this number and verification code. Scan the QR code again, or type the whole address.',
      '/api/admin/export/:file': 'There is no such list to export.',
      '/api/admin/messages/:id/resend': 'Message not found',
      '/api/admin/register/:type/import': 'There is no register of this tax type.',
      '/api/sms-stops/:code': 'This link to stop SMS is not valid. Check the whole link in the SMS.',
      '/api/admin/staff/:id': 'No officer has this id.',
    };
    // Open311's route answers in its standard's shape (tests/api/open311.test.ts).
    const idRoutes = routeAccessTable(t.app).filter(
      (route) => route.method !== 'HEAD' && route.url.includes(':') && !route.url.startsWith(apiPaths.open311),
    );
    expect([...new Set(idRoutes.map((route) => route.url))].sort()).toEqual(Object.keys(byPath).sort());

    const bodyFor = (url: string) =>
      url.startsWith('/api/admin/taxes/')
        ? { status: 'declined' }
        : url.startsWith('/api/admin/staff/')
          ? { active: false }
          : url.endsWith('/revoke')
            ? { reason: 'Issued in error' }
            : url.endsWith('/return')
              ? { message: 'Fix the address', fields: ['address'] }
              : url.includes('/certificates/') || url.endsWith('/resubmit')
                ? {}
                : url.endsWith('/appeal')
                  ? { reason: 'No answer in time' }
                  : url.endsWith('/decide')
                    ? { outcome: 'upheld' }
                    : { status: 'Resolved' };
    for (const route of idRoutes) {
      const message = byPath[route.url];
      for (const value of [...MALFORMED, ...(route.url.includes(':type') ? [] : [randomUUID()])]) {
        const url = route.url.replace(':type', 'birth').replace(/:(id|storedName|complaintId|number|file|code)/, value);
        // A citizen's own records are asked for with a citizen's session; the rest with a clerk's.
        const token = route.access === 'citizen' ? citizenToken : adminToken;
        const sendsBody = route.method === 'POST' || route.method === 'PATCH';
        const response = await request(t.app, {
          method: route.method as 'GET' | 'POST' | 'PATCH' | 'DELETE',
          url,
          headers: { authorization: `Bearer ${token}`, ...(sendsBody ? { 'content-type': 'application/json' } : {}) },
          payload: sendsBody ? JSON.stringify(bodyFor(route.url)) : undefined,
        });
        expect(expectErrorBody(response, 404).error, `${route.method} ${url}`).toBe(message);
      }
    }
    // The certificate paths' other parameter: an unknown type is the same 404.
    for (const suffix of ['', '/accept', '/decline']) {
      const response = await request(t.app, {
        method: suffix ? 'POST' : 'GET',
        url: `/api/admin/certificates/passport/${randomUUID()}${suffix}`,
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(expectErrorBody(response, 404).error).toBe('Application not found');
    }
    const mine = await request(t.app, {
      method: 'GET',
      url: `/api/me/applications/passport/${randomUUID()}`,
      headers: { authorization: `Bearer ${citizenToken}` },
    });
    expect(expectErrorBody(mine, 404).error).toBe('Application not found');
  });
});
