import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { certificateDefinitions } from '../../src/shared/domain/certificates/certificate-definitions';
import { routeAccessTable } from '../../src/server/modules/auth/route-access';
import { aRegistration, registerUser, setupAdmin } from '../api/helpers/accounts';
import { definitionOf, postMultipart, submitApplication, uploadsOnDisk, validFiles, validValues } from '../api/helpers/certificates';
import { isOpen311Refusal, request } from '../api/helpers/http';
import type { JsonResponse } from '../api/helpers/http';
import { createTestApp, TEST_SETUP_KEY } from '../api/helpers/test-app';
import type { TestApp } from '../api/helpers/test-app';
import { testDatabases } from '../api/helpers/test-databases';
import { aGrievance, submitGrievance, UNLIMITED } from '../api/grievance-support';
import { paidOrder, validOrder } from '../api/tax-support';
import { reportFigure } from './support/figures';
import { fillPath, recordRoutes, routeLabel } from './support/routes';
import type { RouteEntry } from './support/routes';

/** NUL (PostgreSQL refuses it in text and jsonb) and both halves of a surrogate pair, alone. */
const MALFORMED = ['a\u0000b', 'a\uD800b', '\uDC00b'] as const;

/** One probe: a body or query with one text field spoiled, and the field the answer must name. */
interface Probe {
  route: RouteEntry;
  field: string;
  send: () => Promise<JsonResponse>;
}

/**
 * Every route × every text field of a plausible body (or its query, for a GET) with a NUL or half
 * a surrogate pair in it (decision 044). Each must be a 400 naming the field with the code
 * `invalidCharacter`: never a 5xx (PostgreSQL refuses NUL in text, which would be a 500 on the
 * login, grievance, certificate and tax routes) and never text silently stored. On both databases,
 * as the refusal is the database's.
 */
describe.each(testDatabases())('NUL and lone surrogates in every text field on %s', (target) => {
  let t: TestApp;
  let routes: RouteEntry[] = [];
  const tokens: Record<string, string> = {};
  const params: Record<string, string> = {};
  /** A plausible JSON body per route (`METHOD /path`); a route without one gets `{ text: … }`. */
  const samples = new Map<string, Record<string, unknown>>();

  beforeAll(async () => {
    t = await createTestApp(target, { env: UNLIMITED, beforeReady: (app) => void (routes = recordRoutes(app)) });
    const admin = await setupAdmin(t.app);
    const citizen = await registerUser(t.app);
    tokens.admin = admin.token;
    tokens.citizen = citizen.token;
    const grievance = await submitGrievance(t.app, aGrievance());
    const application = await submitApplication(t.app, definitionOf('birth'));
    const { order, payment } = await paidOrder(t.app);
    Object.assign(params, {
      type: 'birth',
      id: (application.body as { id: string }).id,
      complaintId: grievance.complaintId,
      storedName: uploadsOnDisk(t.dataDir).stored[0] ?? '',
    });
    const login = { username: citizen.registration.username, password: citizen.registration.password };
    samples.set(`POST ${apiPaths.auth.register}`, { ...aRegistration() });
    samples.set(`POST ${apiPaths.auth.login}`, login);
    samples.set(`POST ${adminApiPaths.auth.login}`, { username: admin.registration.username, password: admin.registration.password });
    samples.set(`POST ${adminApiPaths.auth.setup}`, { ...aRegistration(), setupKey: TEST_SETUP_KEY });
    samples.set(`PATCH ${apiPaths.auth.profile}`, { language: 'ta' });
    samples.set(`POST ${apiPaths.auth.password}`, {
      currentPassword: login.password,
      newPassword: 'another long passphrase',
      confirmPassword: 'another long passphrase',
    });
    samples.set(`POST ${apiPaths.grievances}`, aGrievance());
    samples.set(`POST ${apiPaths.taxes.createOrder}`, validOrder('property'));
    samples.set(`POST ${apiPaths.taxes.verify}`, { ...payment, id: order.id });
    samples.set(`POST ${apiPaths.payments.sandboxCheckout}`, { orderId: order.orderId, outcome: 'success' });
    samples.set('POST /api/admin/grievances/:id/status', { status: 'In Progress' });
    samples.set('POST /api/admin/taxes/:id/status', { status: 'refunded' });
    for (const definition of certificateDefinitions) samples.set(`POST ${definition.apiPath}`, validValues(definition));
  });
  afterAll(() => t?.close());

  /** The token a route's guard lets through, so the probe reaches the body's check. */
  function headersFor(route: RouteEntry): Record<string, string> {
    const access = routeAccessTable(t.app).find((entry) => entry.method === route.method && entry.url === route.url)?.access;
    const token =
      access === 'admin' || access === 'staff' || access === 'staff-or-signed-link'
        ? tokens.admin
        : access === 'signed-in' || access === 'citizen'
          ? tokens.citizen
          : undefined;
    return token === undefined ? {} : { authorization: `Bearer ${token}` };
  }

  function probesOf(route: RouteEntry): Probe[] {
    const url = fillPath(route.url, params);
    const headers = headersFor(route);
    const method = route.method as 'GET' | 'POST' | 'PATCH';
    if (method === 'GET') {
      // A URL carries bytes: NUL is %00; a lone surrogate cannot be written in one.
      return [{ route, field: 'q', send: () => request(t.app, { method, url: `${url}?q=a%00b`, headers }) }];
    }
    const sample = samples.get(routeLabel(route)) ?? { text: 'plain text' };
    const multipart = certificateDefinitions.find((definition) => definition.apiPath === route.url && definition.transport === 'multipart');
    return textPaths(sample).flatMap((path) =>
      MALFORMED.filter((bad) => !multipart || bad.includes('\u0000')).map((bad) => {
        const body = spoiled(sample, path, bad);
        const send = multipart
          ? () => postMultipart(t.app, multipart.apiPath, body as Record<string, string>, validFiles(multipart), headers)
          : () =>
              request(t.app, { method, url, payload: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } });
        return { route, field: path.join('.'), send };
      }),
    );
  }

  it('every route × every text field with a NUL or a lone surrogate → a 400 naming the field, 0 × 5xx', async () => {
    const tried = routes.filter((route) => route.method !== 'HEAD' && !NOT_JSON_TEXT.has(routeLabel(route)));
    expect(tried.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    let requests = 0;
    let fiveHundreds = 0;
    for (const probe of tried.flatMap(probesOf)) {
      requests += 1;
      const response = await probe.send();
      const body = response.body as { code?: string; fieldCodes?: Record<string, string> } | null;
      if (response.status >= 500) fiveHundreds += 1;
      const refused = probe.route.url.startsWith(apiPaths.open311)
        ? response.status === 400 && isOpen311Refusal(response, probe.field)
        : response.status === 400 && body?.code === 'validation_failed' && body.fieldCodes?.[probe.field] === 'invalidCharacter';
      if (!refused) {
        wrong.push(`${routeLabel(probe.route)} ${probe.field}: ${response.status} ${response.text.slice(0, 160)}`);
      }
    }
    const fields = new Set(tried.flatMap((route) => probesOf(route).map((probe) => `${routeLabel(route)} ${probe.field}`))).size;
    reportFigure(
      `NUL and lone surrogates (${target.kind}): ${tried.length} routes × their text fields (${fields} fields and queries, ${requests} requests) → ${fiveHundreds} × 5xx, ${wrong.length - fiveHundreds} not refused with the field named`,
    );
    expect(wrong.slice(0, 10)).toEqual([]);
    expect(uploadsOnDisk(t.dataDir).temp).toEqual([]);
  });
});

/**
 * Routes whose body is not a JSON object of text: the gateway's webhook, refused unsigned before
 * its body is read, and the register's CSV, whose cells are checked (NUL included) by its own
 * tests (tests/api/register-import.test.ts), and Open311's form, whose NUL is tests/api/open311.test.ts's.
 */
const NOT_JSON_TEXT = new Set([
  `POST ${apiPaths.payments.razorpayWebhook}`,
  `POST ${adminApiPaths.patterns.registerImport}`,
  `POST ${apiPaths.open311}/requests.json`,
]);

/** The path of every string in a body (`identifiers.ownerName` as ['identifiers', 'ownerName']). */
function textPaths(value: unknown, path: string[] = []): string[][] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
}

/** A copy of `body` with the string at `path` spoiled by `bad` in its middle. */
function spoiled(body: Record<string, unknown>, path: string[], bad: string): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return body;
  const value = body[head];
  const replaced =
    rest.length === 0
      ? `${String(value).slice(0, 1)}${bad}${String(value).slice(1)}`
      : spoiled(value as Record<string, unknown>, rest, bad);
  return { ...body, [head]: replaced };
}
