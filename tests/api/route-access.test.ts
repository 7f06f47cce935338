import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { certificateDefinitions } from '../../src/shared/domain/certificates/certificate-definitions';
import { routeAccessTable } from '../../src/server/modules/auth/route-access';
import type { RouteAccess } from '../../src/server/modules/auth/route-access';
import { DEPARTMENTS } from '../../src/shared/domain/staff/departments';
import type { Department } from '../../src/shared/domain/staff/departments';
import { createOfficer, registerUser, setupAdmin } from './helpers/accounts';
import { request } from './helpers/http';
import { createTestApp, TEST_JWT_SECRET } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';
import { craftToken, nowInSeconds } from './helpers/tokens';

/**
 * Every route of the API and who may call it (decision 015). A new route must be added here on
 * purpose: the table is compared whole, so nothing becomes reachable without someone deciding it.
 */
const EXPECTED: readonly (readonly [string, string, RouteAccess])[] = [
  ['GET', '/api/health', 'public'],
  ['POST', '/api/auth/register', 'public'],
  ['POST', '/api/auth/login', 'public'],
  ['GET', '/api/auth/profile', 'signed-in'],
  ['PATCH', '/api/auth/profile', 'signed-in'],
  ['POST', '/api/auth/refresh', 'public'],
  ['POST', '/api/auth/logout', 'public'],
  ['POST', '/api/auth/password', 'signed-in'],
  ['POST', '/api/auth/logout-everywhere', 'signed-in'],
  ['POST', '/api/auth/password-reset', 'public'],
  ['POST', '/api/auth/password-reset/confirm', 'public'],
  ['POST', '/api/auth/password-reset/sms', 'public'],
  ['POST', '/api/auth/password-reset/sms/confirm', 'public'],
  ['POST', '/api/auth/otp/request', 'public'],
  ['POST', '/api/auth/otp/verify', 'public'],
  ['POST', '/api/auth/email-change/confirm', 'public'],
  ['POST', '/api/auth/email-change/restore', 'public'],
  ['POST', '/api/admin-auth/login', 'public'],
  ['POST', '/api/admin-auth/login/totp', 'public'],
  ['GET', '/api/admin-auth/totp', 'staff'],
  ['POST', '/api/admin-auth/totp/enrol', 'staff'],
  ['POST', '/api/admin-auth/totp/confirm', 'staff'],
  ['POST', '/api/admin-auth/totp/reset', 'admin'],
  ['GET', '/api/admin-auth/status', 'public'],
  ['POST', '/api/admin-auth/setup', 'public'],
  // Registering a certificate type decides its submission route (the spec's paths: certificate-schema.test.ts).
  ...certificateDefinitions.map((definition) => ['POST', definition.apiPath, 'public-identified'] as const),
  ['GET', '/api/admin/certificates/:type/:id', 'staff'],
  ['POST', '/api/admin/certificates/:type/:id/accept', 'staff'],
  ['POST', '/api/admin/certificates/:type/:id/decline', 'staff'],
  ['POST', '/api/admin/certificates/:type/:id/return', 'staff'],
  ['GET', '/api/admin/grievances/:id', 'staff'],
  ['POST', '/api/me/applications/:type/:id/resubmit', 'citizen'],
  ['POST', '/api/me/applications/:type/:id/appeal', 'citizen'],
  ['POST', '/api/admin/appeals/:id/decide', 'admin'],
  ['GET', '/uploads/:storedName', 'staff-or-signed-link'],
  ['POST', '/api/grievances', 'public-identified'],
  ['GET', '/api/grievances/:complaintId', 'public'],
  ['POST', '/api/admin/grievances/:id/status', 'staff'],
  ['POST', '/api/admin/grievances/:id/duplicate-of', 'staff'],
  ['POST', '/api/grievances/:complaintId/reopen', 'public-identified'],
  ['POST', '/api/grievances/:complaintId/feedback', 'public-identified'],
  ['GET', '/api/places', 'public'],
  ['POST', '/api/taxes/create-order', 'public-identified'],
  ['POST', '/api/taxes/verify', 'public'],
  ['POST', '/api/payments/sandbox/checkout', 'public'],
  // Razorpay's own call, trusted by its signature alone (decision 076).
  ['POST', '/api/payments/razorpay/webhook', 'public'],
  ['GET', '/api/bills', 'public'],
  ['GET', '/api/public/stats', 'public'],
  ['POST', '/api/admin/taxes/:id/status', 'staff'],
  ['GET', '/api/admin/list', 'staff'],
  ['GET', '/api/admin/audit', 'admin'],
  ['GET', '/api/admin/queue', 'staff'],
  ['GET', '/api/admin/export/:file', 'staff'],
  ['GET', '/api/admin/collection', 'staff'],
  ['GET', '/api/admin/collection.csv', 'staff'],
  ['GET', '/api/admin/figures', 'admin'],
  ['GET', '/api/admin/messages', 'admin'],
  ['POST', '/api/admin/messages/:id/resend', 'admin'],
  ['POST', '/api/admin/register/:type/import', 'staff'],
  ['GET', '/api/openapi.json', 'public'],
  ['GET', '/api/applications/track', 'public'],
  ['GET', '/api/me/applications', 'citizen'],
  ['GET', '/api/me/applications/:type/:id', 'citizen'],
  ['GET', '/api/me/payments', 'citizen'],
  ['GET', '/api/me/payments/:id', 'citizen'],
  ['GET', '/api/me/grievances', 'citizen'],
  ['POST', '/api/admin/kiosk-links', 'admin'],
  ['POST', '/api/kiosk-links/use', 'public'],
  ['GET', '/api/me/applications/:type/:id/certificate.pdf', 'citizen'],
  ['GET', '/api/admin/certificates/:type/:id/certificate.pdf', 'staff'],
  ['GET', '/api/me/applications/:type/:id/acknowledgement.pdf', 'citizen'],
  ['GET', '/api/admin/certificates/:type/:id/acknowledgement.pdf', 'staff'],
  ['POST', '/api/admin/certificates/:type/:id/revoke', 'staff'],
  ['GET', '/api/me/payments/:id/receipt.pdf', 'citizen'],
  ['POST', '/api/me/payments/:id/checkout', 'citizen'],
  ['POST', '/api/me/payments/:id/cancel', 'citizen'],
  ['GET', '/api/admin/taxes/:id/receipt.pdf', 'staff'],
  ['GET', '/api/verify/:number', 'public'],
  ['POST', '/api/sms-stops/:code', 'public'],
  ['DELETE', '/api/sms-stops/:code', 'public'],
  ['GET', '/api/me/profile', 'citizen'],
  ['POST', '/api/me/mobile', 'citizen'],
  ['POST', '/api/me/mobile/confirm', 'citizen'],
  ['PATCH', '/api/me/profile', 'citizen'],
  ['DELETE', '/api/me/email-change', 'citizen'],
  ['POST', '/api/me/email-change/resend', 'citizen'],
  ['GET', '/api/admin/staff', 'admin'],
  ['POST', '/api/admin/staff', 'admin'],
  ['PATCH', '/api/admin/staff/:id', 'admin'],
  // Open311 (decision 086): a write's credential is the api_key in its form body.
  ['GET', '/open311/v2/services.json', 'public'],
  ['GET', '/open311/v2/requests.json', 'public'],
  ['POST', '/open311/v2/requests.json', 'public'],
  ['GET', '/open311/v2/requests/:id.json', 'public'],
];

/**
 * Which department's item each staff route touches, as `concrete` fills its path (`:type` is
 * birth: registration); 'any' for the routes every member of staff uses (their own lists, queue,
 * exports, second factor); 'whole taxes' for what covers every ward at once (decision 082).
 */
const DEPARTMENT_OF_STAFF_ROUTE: Readonly<Record<string, Department | 'any' | 'whole taxes'>> = {
  '/api/admin-auth/totp': 'any',
  '/api/admin-auth/totp/enrol': 'any',
  '/api/admin-auth/totp/confirm': 'any',
  '/api/admin/list': 'any',
  '/api/admin/queue': 'any',
  '/api/admin/export/:file': 'any',
  '/api/admin/certificates/:type/:id': 'registration',
  '/api/admin/certificates/:type/:id/accept': 'registration',
  '/api/admin/certificates/:type/:id/decline': 'registration',
  '/api/admin/certificates/:type/:id/return': 'registration',
  '/api/admin/certificates/:type/:id/certificate.pdf': 'registration',
  '/api/admin/certificates/:type/:id/acknowledgement.pdf': 'registration',
  '/api/admin/certificates/:type/:id/revoke': 'registration',
  '/api/admin/grievances/:id': 'grievances',
  '/api/admin/grievances/:id/status': 'grievances',
  '/api/admin/grievances/:id/duplicate-of': 'grievances',
  '/api/admin/taxes/:id/status': 'taxes',
  '/api/admin/taxes/:id/receipt.pdf': 'taxes',
  '/api/admin/collection': 'whole taxes',
  '/api/admin/collection.csv': 'whole taxes',
  '/api/admin/register/:type/import': 'whole taxes',
};

/** A concrete URL for a route pattern: any well-formed value for each parameter. */
function concrete(url: string): string {
  return url
    .replace('/register/:type/', '/register/property/')
    .replace(':type', 'birth')
    .replace(':id', randomUUID())
    .replace(':storedName', '0123456789abcdef0123456789abcdef')
    .replace(':complaintId', 'GRV-AAAA-AAAA');
}

describe.each(testDatabases())('route access on %s', (target) => {
  let t: TestApp;
  let citizen: string;
  let admin: string;
  /** An officer of each department, and one of the taxes of ward 12 only. */
  const officers = new Map<Department | 'ward-bound taxes', string>();
  beforeAll(async () => {
    t = await createTestApp(target);
    admin = (await setupAdmin(t.app)).token;
    citizen = (await registerUser(t.app)).token;
    for (const department of DEPARTMENTS)
      officers.set(department, (await createOfficer(t.app, admin, { departments: [department] })).token);
    officers.set('ward-bound taxes', (await createOfficer(t.app, admin, { departments: ['taxes'], wards: ['12'] })).token);
  });
  afterAll(() => t?.close());

  it('lists every route with the access it declares, HEAD as its GET', () => {
    const table = routeAccessTable(t.app);
    const rows = table.filter((entry) => entry.method !== 'HEAD').map((entry) => [entry.method, entry.url, entry.access]);
    expect(new Set(rows.map((row) => row.join(' '))).size).toBe(rows.length);
    expect(rows.sort()).toEqual(EXPECTED.map((row) => [...row]).sort());
    for (const head of table.filter((entry) => entry.method === 'HEAD')) {
      expect(table.find((entry) => entry.method === 'GET' && entry.url === head.url)?.access).toBe(head.access);
    }
  });

  const byAccess = (access: RouteAccess) => EXPECTED.filter((row) => row[2] === access);
  const send = (method: string, url: string, headers: Record<string, string> = {}) =>
    request(t.app, {
      method: method as 'GET' | 'POST',
      url: concrete(url),
      headers: { 'content-type': 'application/json', ...headers },
      payload: method === 'POST' ? '{}' : undefined,
    });

  it.each(byAccess('admin'))(
    '%s %s: 401 without a session, 403 for a citizen and for an officer of any department',
    async (method, url) => {
      expect((await send(method, url)).status).toBe(401);
      expect((await send(method, url, { authorization: `Bearer ${citizen}` })).status).toBe(403);
      for (const token of officers.values()) expect((await send(method, url, { authorization: `Bearer ${token}` })).status).toBe(403);
    },
  );

  it('names the department of every staff route', () => {
    expect(
      byAccess('staff')
        .map(([, url]) => url)
        .sort(),
    ).toEqual(Object.keys(DEPARTMENT_OF_STAFF_ROUTE).sort());
  });

  it.each(byAccess('staff'))(
    '%s %s: 401 without a session, 403 for a citizen; each officer passes within their departments, 403 staff.outside_scope outside',
    async (method, url) => {
      expect((await send(method, url)).status).toBe(401);
      expect((await send(method, url, { authorization: `Bearer ${citizen}` })).status).toBe(403);
      const admins = (await send(method, url, { authorization: `Bearer ${admin}` })).status;
      expect([401, 403]).not.toContain(admins);
      const belongs = DEPARTMENT_OF_STAFF_ROUTE[url];
      for (const [who, token] of officers) {
        const department = who === 'ward-bound taxes' ? 'taxes' : who;
        const inScope = belongs === 'any' || belongs === department || (belongs === 'whole taxes' && who === 'taxes');
        const response = await send(method, url, { authorization: `Bearer ${token}` });
        if (inScope) {
          // Past the guard and the scope, to the handler's own answer: the admin's, for an item nobody has.
          expect(response.status, `${who}: ${response.text}`).toBe(admins);
        } else {
          expect(response.status, `${who}: ${response.text}`).toBe(403);
          expect((response.body as { code: string }).code).toBe('staff.outside_scope');
        }
      }
    },
  );

  it.each(byAccess('signed-in'))('%s %s: 401 without a session or with a forged one', async (method, url) => {
    expect((await send(method, url)).status).toBe(401);
    const forged = craftToken(
      { sub: randomUUID(), role: 'user', iat: nowInSeconds() },
      { secret: 'not-the-server-secret-0123456789abcdef', alg: 'HS256' },
    );
    expect((await send(method, url, { authorization: `Bearer ${forged}` })).status).toBe(401);
    // With the citizen's session the guard lets the request through: a GET answers, a POST of
    // an empty body reaches the handler's own checks (400), never 401 or 403.
    expect((await send(method, url, { authorization: `Bearer ${citizen}` })).status).toBe(method === 'GET' ? 200 : 400);
  });

  it.each(byAccess('citizen'))(
    '%s %s: a citizen only (401 without a session or with a forged one, 403 for a clerk)',
    async (method, url) => {
      expect((await send(method, url)).status).toBe(401);
      const forged = craftToken(
        { sub: randomUUID(), role: 'user', iat: nowInSeconds() },
        { secret: 'not-the-server-secret-0123456789abcdef', alg: 'HS256' },
      );
      expect((await send(method, url, { authorization: `Bearer ${forged}` })).status).toBe(401);
      expect((await send(method, url, { authorization: `Bearer ${admin}` })).status).toBe(403);
      // The citizen's own list answers; a record by an id nobody has is not found; a change without a body reaches the handler's checks
      // (a resend with no new address waiting is the handler's 409).
      const handlers = url.includes(':id') ? 404 : method === 'GET' ? 200 : url === apiPaths.me.emailChangeResend ? 409 : 400;
      expect((await send(method, url, { authorization: `Bearer ${citizen}` })).status).toBe(handlers);
    },
  );

  it.each(byAccess('public-identified'))('%s %s: anyone, but a token that is sent must be valid (401)', async (method, url) => {
    const expired = craftToken(
      { sub: randomUUID(), role: 'user', iat: nowInSeconds() - 7200, exp: nowInSeconds() - 3600 },
      { secret: TEST_JWT_SECRET },
    );
    expect((await send(method, url, { authorization: `Bearer ${expired}` })).status).toBe(401);
    expect((await send(method, url)).status).not.toBe(401);
  });

  it('GET /uploads/…: 403 without a signature or with a wrong one, 403 for a citizen, 401 for a forged session; a member of staff’s session passes', async () => {
    const url = concrete('/uploads/:storedName');
    expect((await send('GET', url)).status).toBe(403);
    expect((await send('GET', `${url}?expires=${nowInSeconds() + 60}&admin=${randomUUID()}&signature=${'0'.repeat(64)}`)).status).toBe(403);
    expect((await send('GET', url, { authorization: `Bearer ${citizen}` })).status).toBe(403);
    const expired = craftToken(
      { sub: randomUUID(), role: 'admin', iat: nowInSeconds() - 7200, exp: nowInSeconds() - 3600 },
      { secret: TEST_JWT_SECRET },
    );
    expect((await send('GET', url, { authorization: `Bearer ${expired}` })).status).toBe(401);
    // No such document: the guard let the admin and each officer through to the handler's 404.
    expect((await send('GET', url, { authorization: `Bearer ${admin}` })).status).toBe(404);
    for (const token of officers.values()) expect((await send('GET', url, { authorization: `Bearer ${token}` })).status).toBe(404);
  });

  it('refuses to start when a route declares no access, naming the route', async () => {
    await expect(
      createTestApp(target, {
        beforeReady: (app) => {
          app.register(async (child) => {
            child.get('/api/forgotten', async () => ({ secret: true }));
          });
        },
      }),
    ).rejects.toThrow(/GET \/api\/forgotten declares no access/);
  });

  it("serves the built client's files as public routes", async () => {
    const clientDist = join(t.dataDir, 'client-build');
    mkdirSync(clientDist, { recursive: true });
    writeFileSync(join(clientDist, 'index.html'), '<!doctype html><title>Portal</title>');
    const withClient = await createTestApp(target, { env: { CLIENT_DIST: clientDist } });
    try {
      expect(routeAccessTable(withClient.app).find((entry) => entry.url === '/*')?.access).toBe('public');
      expect((await request(withClient.app, { method: 'GET', url: '/' })).status).toBe(200);
    } finally {
      await withClient.close();
    }
  });
});
