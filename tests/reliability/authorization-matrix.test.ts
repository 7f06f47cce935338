import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { certificateDefinitions } from '../../src/shared/domain/certificates/certificate-definitions';
import type { PublicUser } from '../../src/shared/api/auth-types';
import { documentLinks } from '../../src/server/modules/certificates/document-links';
import { registerUser, setupAdmin } from '../api/helpers/accounts';
import { definitionOf, submitApplication, uploadsOnDisk } from '../api/helpers/certificates';
import { request } from '../api/helpers/http';
import type { JsonResponse } from '../api/helpers/http';
import { createTestApp, TEST_JWT_SECRET } from '../api/helpers/test-app';
import type { TestApp } from '../api/helpers/test-app';
import { testDatabases } from '../api/helpers/test-databases';
import { craftToken, nowInSeconds } from '../api/helpers/tokens';
import { submitGrievance, UNLIMITED } from '../api/grievance-support';
import { createOrder, validOrder } from '../api/tax-support';
import { reportFigure } from './support/figures';
import { recordRoutes, routeLabel } from './support/routes';
import type { RouteEntry } from './support/routes';

/**
 * Who may call each route (deny by default). A route the app registers that is missing
 * here fails the test: whoever adds a route must say who may call it.
 * - public: anyone; a token is ignored;
 * - identify: anyone, but a token that is sent must be valid (the request is filed under it);
 * - user: a signed-in person; admin: a signed-in admin;
 * - citizen: a signed-in citizen, about their own records only (a clerk is refused, 403);
 * - admin-or-link: an admin's token, or a signed, unexpired link (documents, decision 044).
 */
type Access = 'public' | 'identify' | 'user' | 'admin' | 'admin-or-link' | 'citizen';
const ACCESS: Record<string, Access> = {
  [apiPaths.health]: 'public',
  [apiPaths.auth.register]: 'public',
  [apiPaths.auth.login]: 'public',
  [apiPaths.auth.profile]: 'user',
  // The renewal token travels in the body, not as a bearer: the route checks it itself.
  [apiPaths.auth.refresh]: 'public',
  [apiPaths.auth.logout]: 'public',
  [apiPaths.auth.password]: 'user',
  [adminApiPaths.auth.login]: 'public',
  // The second step of an admin sign-in carries its challenge in the body.
  [adminApiPaths.auth.totpSignIn]: 'public',
  [adminApiPaths.auth.totp]: 'admin',
  [adminApiPaths.auth.totpEnrol]: 'admin',
  [adminApiPaths.auth.totpConfirm]: 'admin',
  [adminApiPaths.auth.totpReset]: 'admin',
  [adminApiPaths.auth.status]: 'public',
  [adminApiPaths.auth.setup]: 'public',
  [apiPaths.grievances]: 'identify',
  '/api/grievances/:complaintId': 'public',
  // Its submitter's reopening and rating (decision 085): the email, or the owner's token, is checked by the route.
  '/api/grievances/:complaintId/reopen': 'identify',
  '/api/grievances/:complaintId/feedback': 'identify',
  [apiPaths.places]: 'public',
  [apiPaths.taxes.createOrder]: 'identify',
  [apiPaths.taxes.verify]: 'public',
  [apiPaths.payments.sandboxCheckout]: 'public',
  ...Object.fromEntries(certificateDefinitions.map((definition) => [definition.apiPath, 'identify' as const])),
  '/api/admin/certificates/:type/:id': 'admin',
  '/api/admin/certificates/:type/:id/accept': 'admin',
  '/api/admin/certificates/:type/:id/decline': 'admin',
  '/api/admin/certificates/:type/:id/return': 'admin',
  [adminApiPaths.patterns.grievance]: 'admin',
  '/api/admin/grievances/:id/status': 'admin',
  [adminApiPaths.patterns.grievanceDuplicate]: 'admin',
  '/api/admin/taxes/:id/status': 'admin',
  [adminApiPaths.list]: 'admin',
  [adminApiPaths.audit]: 'admin',
  [apiPaths.openApi]: 'public',
  '/uploads/:storedName': 'admin-or-link',
  [apiPaths.applicationTrack]: 'public',
  [apiPaths.me.applications]: 'citizen',
  [apiPaths.me.patterns.application]: 'citizen',
  [apiPaths.me.patterns.resubmit]: 'citizen',
  [apiPaths.me.payments]: 'citizen',
  [apiPaths.me.patterns.payment]: 'citizen',
  [apiPaths.me.patterns.paymentCheckout]: 'citizen',
  [apiPaths.me.patterns.paymentCancel]: 'citizen',
  [apiPaths.me.grievances]: 'citizen',
  [adminApiPaths.kioskLinks]: 'admin',
  // The tablet's use of a one-time kiosk link: the code in the body is the credential.
  [apiPaths.kioskLinkUse]: 'public',
  [apiPaths.me.patterns.certificatePdf]: 'citizen',
  [adminApiPaths.patterns.certificatePdf]: 'admin',
  [apiPaths.me.patterns.acknowledgementPdf]: 'citizen',
  [adminApiPaths.patterns.acknowledgementPdf]: 'admin',
  [adminApiPaths.patterns.certificateRevoke]: 'admin',
  [apiPaths.me.patterns.receiptPdf]: 'citizen',
  [adminApiPaths.patterns.taxReceiptPdf]: 'admin',
  [apiPaths.verifyPattern]: 'public',
  [adminApiPaths.queue]: 'admin',
  '/api/admin/export/:file': 'admin',
  [adminApiPaths.messages]: 'admin',
  [adminApiPaths.patterns.messageResend]: 'admin',
  [apiPaths.me.profile]: 'citizen',
  [apiPaths.auth.logoutEverywhere]: 'user',
  // A forgotten password: the address (then the emailed link's token) is all there is.
  [apiPaths.auth.passwordReset]: 'public',
  [apiPaths.auth.passwordResetConfirm]: 'public',
  // An email change: the account's own steps, and the emailed links whose token is the credential.
  [apiPaths.me.emailChange]: 'citizen',
  [apiPaths.me.emailChangeResend]: 'citizen',
  [apiPaths.emailChange.confirm]: 'public',
  [apiPaths.emailChange.restore]: 'public',
  // The stop link of an SMS: its code is all there is.
  [apiPaths.smsStopPattern]: 'public',
  // Signing in with a mobile number, and a new password by SMS: the code is the credential (decision 080).
  [apiPaths.auth.otpRequest]: 'public',
  [apiPaths.auth.otpVerify]: 'public',
  [apiPaths.auth.passwordResetSms]: 'public',
  [apiPaths.auth.passwordResetSmsConfirm]: 'public',
  [apiPaths.me.mobile]: 'citizen',
  [apiPaths.me.mobileConfirm]: 'citizen',
  // A bill from the register is public (decision 075); the gateway's webhook carries its own signature (decision 076).
  [apiPaths.bills]: 'public',
  [apiPaths.payments.razorpayWebhook]: 'public',
  // The public dashboard's figures are for anyone (decision 087).
  [apiPaths.publicStats]: 'public',
  [adminApiPaths.patterns.registerImport]: 'admin',
  [adminApiPaths.collection]: 'admin',
  [adminApiPaths.collectionCsv]: 'admin',
  // Officers, figures and appeals (decisions 082–084); an officer's scope is tests/api/route-access.test.ts.
  [adminApiPaths.staff]: 'admin',
  [adminApiPaths.patterns.staffMember]: 'admin',
  [adminApiPaths.figures]: 'admin',
  [adminApiPaths.patterns.appealDecision]: 'admin',
  [apiPaths.me.patterns.appeal]: 'citizen',
  // Open311 (decision 086): reads are public; a write's credential is the api_key in its form body.
  [`${apiPaths.open311}/services.json`]: 'public',
  [`${apiPaths.open311}/requests.json`]: 'public',
  [`${apiPaths.open311}/requests/:id.json`]: 'public',
};

type Identity = 'anonymous' | 'citizen A' | 'citizen B' | 'admin' | 'expired' | 'tampered' | 'alg none';
const IDENTITIES: readonly Identity[] = ['anonymous', 'citizen A', 'citizen B', 'admin', 'expired', 'tampered', 'alg none'];
const FORGED: ReadonlySet<Identity> = new Set(['expired', 'tampered', 'alg none']);

type Verdict = 'allowed' | 401 | 403 | 'refused';

/** The specified answer of one cell. 'allowed' means neither 401 nor 403 (the input may still be a 4xx). */
function expected(access: Access, identity: Identity): Verdict {
  switch (access) {
    case 'public':
      return 'allowed';
    case 'identify':
      return FORGED.has(identity) ? 401 : 'allowed';
    case 'user':
      return identity === 'anonymous' || FORGED.has(identity) ? 401 : 'allowed';
    case 'citizen':
      // Citizen B is let in and finds none of A's (the cross-user count below); a clerk is refused.
      if (identity === 'admin') return 403;
      return identity === 'citizen A' || identity === 'citizen B' ? 'allowed' : 401;
    case 'admin':
      if (identity === 'admin') return 'allowed';
      return identity === 'citizen A' || identity === 'citizen B' ? 403 : 401;
    case 'admin-or-link':
      // Without a link: the admin's token opens a document; no token at all is refused (403, as
      // a missing link), a citizen's is a 403 and a forged one a 401, as on admin routes.
      if (identity === 'admin') return 'allowed';
      if (identity === 'anonymous') return 'refused';
      return identity === 'citizen A' || identity === 'citizen B' ? 403 : 401;
  }
}

function matches(verdict: Verdict, response: JsonResponse): boolean {
  if (verdict === 'allowed') return response.status !== 401 && response.status !== 403 && response.status < 500;
  if (verdict === 'refused') return response.status === 403 || response.status === 404;
  return response.status === verdict;
}

interface Fixture {
  t: TestApp;
  routes: RouteEntry[];
  tokens: Record<Identity, string | null>;
  /** Strings only citizen A's own answers may contain. */
  secretsOfA: string[];
  params: Record<string, string>;
}

async function buildFixture(target: Parameters<typeof createTestApp>[0]): Promise<Fixture> {
  let routes: RouteEntry[] = [];
  const t = await createTestApp(target, { env: UNLIMITED, beforeReady: (app) => void (routes = recordRoutes(app)) });
  const admin = await setupAdmin(t.app);
  const a = await registerUser(t.app);
  const b = await registerUser(t.app);
  const asA = { authorization: `Bearer ${a.token}` };
  const birth = definitionOf('birth');
  const application = await submitApplication(t.app, birth, { headers: asA });
  const applicationId = (application.body as { id: string }).id;
  const grievance = await submitGrievance(t.app, undefined, asA);
  const order = await createOrder(t.app, validOrder('property'), asA);
  const [storedName] = uploadsOnDisk(t.dataDir).stored;
  const adminUser = admin.user as PublicUser;
  const aUser = a.user as PublicUser;
  const now = nowInSeconds();
  const [header, , signature] = a.token.split('.');
  const elevated = Buffer.from(
    JSON.stringify({ sub: adminUser._id, role: 'admin', username: adminUser.username, iat: now, exp: now + 3600 }),
  ).toString('base64url');
  return {
    t,
    routes,
    tokens: {
      anonymous: null,
      'citizen A': a.token,
      'citizen B': b.token,
      admin: admin.token,
      expired: craftToken(
        { sub: aUser._id, role: 'user', username: aUser.username, iat: now - 7200, exp: now - 3600 },
        { secret: TEST_JWT_SECRET },
      ),
      // A's real signature over a payload rewritten to the admin's identity.
      tampered: `${header}.${elevated}.${signature}`,
      'alg none': craftToken(
        { sub: adminUser._id, role: 'admin', username: adminUser.username, iat: now, exp: now + 3600 },
        { secret: '', alg: 'none' },
      ),
    },
    secretsOfA: [
      aUser.email,
      aUser.username,
      aUser._id,
      applicationId,
      order.reference,
      order.id,
      (application.body as { reference: string }).reference,
      grievance.complaintId,
    ],
    params: { type: 'birth', id: applicationId, complaintId: grievance.complaintId, storedName: storedName ?? '', adminId: adminUser._id },
  };
}

function pathFor(route: RouteEntry, params: Record<string, string>, taxId: string): string {
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_whole, name: string) => {
    if (name === 'id' && (route.url.startsWith('/api/admin/taxes/') || route.url === apiPaths.me.patterns.payment)) return taxId;
    if (name === 'id' && route.url.startsWith('/api/admin/grievances/')) return params.complaintId ?? '';
    return encodeURIComponent(params[name] ?? '');
  });
}

async function call(t: TestApp, route: RouteEntry, path: string, token: string | null): Promise<JsonResponse> {
  const headers: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
  if (route.method === 'POST') headers['content-type'] = 'application/json';
  return request(t.app, {
    method: route.method as 'GET' | 'POST' | 'HEAD',
    url: path,
    headers,
    payload: route.method === 'POST' ? '{}' : undefined,
  });
}

describe.each(testDatabases())('authorization matrix on %s', (target) => {
  let f: Fixture;
  let taxId = '';
  beforeAll(async () => {
    f = await buildFixture(target);
    taxId = f.secretsOfA[5] ?? '';
  });
  afterAll(() => f?.t.close());

  it('every route × {anonymous, citizen A, citizen B, admin, expired, tampered, alg none} answers as specified, 0 cross-user reads', async () => {
    const undeclared = f.routes.filter((route) => ACCESS[route.url] === undefined).map(routeLabel);
    expect(undeclared, 'routes without a declared access in the matrix').toEqual([]);

    const wrong: string[] = [];
    let crossUserReads = 0;
    let cells = 0;
    for (const route of f.routes) {
      const access = ACCESS[route.url] ?? 'admin';
      for (const identity of IDENTITIES) {
        cells += 1;
        const response = await call(f.t, route, pathFor(route, f.params, taxId), f.tokens[identity]);
        const verdict = expected(access, identity);
        if (!matches(verdict, response))
          wrong.push(`${routeLabel(route)} as ${identity}: expected ${verdict}, got ${response.status} ${response.text.slice(0, 120)}`);
        if (identity !== 'citizen A' && identity !== 'admin' && f.secretsOfA.some((secret) => response.text.includes(secret))) {
          crossUserReads += 1;
          wrong.push(`${routeLabel(route)} as ${identity}: answer holds citizen A's data`);
        }
      }
    }

    // The document route with links: the admin's signed link opens it, a tampered one does not.
    const links = documentLinks(TEST_JWT_SECRET, f.t.config.documentLinkTtlSeconds);
    const good = links.urlFor(f.params.storedName ?? '', f.params.adminId ?? '');
    const expiredLink = links.urlFor(
      f.params.storedName ?? '',
      f.params.adminId ?? '',
      Date.now() - 2 * f.t.config.documentLinkTtlSeconds * 1000,
    );
    // A link signed for a citizen's account: no admin, no document.
    const citizensLink = links.urlFor(f.params.storedName ?? '', f.secretsOfA[2] ?? '');
    const otherName = 'f'.repeat(32);
    const swapped = good.replace(f.params.storedName ?? '', otherName);
    const linkCells: Array<[string, string, number]> = [
      ['signed link', good, 200],
      ['expired link', expiredLink, 403],
      ['signature of another document', swapped, 403],
      ['signature cut', good.slice(0, -2), 403],
      ['link of another account than an admin’s', citizensLink, 403],
    ];
    for (const [name, url, status] of linkCells) {
      cells += 1;
      const response = await request(f.t.app, { method: 'GET', url });
      if (response.status !== status) wrong.push(`/uploads ${name}: expected ${status}, got ${response.status}`);
    }

    reportFigure(
      `authorization matrix (${target.kind}): ${f.routes.length} routes × ${IDENTITIES.length} identities + ${linkCells.length} document links = ${cells} cells → ${wrong.length - crossUserReads} not as specified, ${crossUserReads} cross-user reads`,
    );
    expect(wrong).toEqual([]);
  });
});

/**
 * The 'wrong audience' column: citizen and admin tokens carry distinct audiences (sessions,
 * decision 014), so a token made for another audience is refused everywhere a token is
 * read.
 */
describe.each(testDatabases().filter((target) => target.kind === 'pglite'))(
  'authorization matrix, wrong audience column on %s',
  (target) => {
    let f: Fixture;
    beforeAll(async () => {
      f = await buildFixture(target);
    });
    afterAll(() => f?.t.close());

    it('a correctly signed admin token for another audience is refused (401) on every route that reads a token', async () => {
      const adminToken = f.tokens.admin ?? '';
      const claims = JSON.parse(Buffer.from(adminToken.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
      const now = nowInSeconds();
      const foreign = craftToken(
        { ...claims, aud: 'https://another-service.example', iat: now, exp: now + 3600 },
        { secret: TEST_JWT_SECRET },
      );
      const wrong: string[] = [];
      const guarded = f.routes.filter((route) =>
        ['identify', 'user', 'admin', 'admin-or-link', 'citizen'].includes(ACCESS[route.url] ?? 'admin'),
      );
      for (const route of guarded) {
        const response = await call(f.t, route, pathFor(route, f.params, f.secretsOfA[5] ?? ''), foreign);
        if (response.status !== 401) wrong.push(`${routeLabel(route)}: ${response.status}`);
      }
      reportFigure(
        `authorization matrix, wrong audience (${target.kind}): ${guarded.length} routes → ${wrong.length} accepted a foreign-audience token`,
      );
      expect(wrong).toEqual([]);
    });
  },
);
