import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { adminApiPaths } from '../../src/shared/api/admin-paths';
import { certificateDefinitions } from '../../src/shared/domain/certificates/certificate-definitions';
import { aRegistration, registerUser, setupAdmin } from '../api/helpers/accounts';
import { definitionOf, fixtures, multipartBody, submitApplication, uploadsOnDisk, validValues } from '../api/helpers/certificates';
import type { UploadPart } from '../api/helpers/certificates';
import { codeProblem, isOpen311Refusal, request } from '../api/helpers/http';
import { createTestApp, TEST_SETUP_KEY } from '../api/helpers/test-app';
import type { TestApp } from '../api/helpers/test-app';
import { testDatabases } from '../api/helpers/test-databases';
import { aGrievance, submitGrievance, UNLIMITED } from '../api/grievance-support';
import { paidOrder, validOrder } from '../api/tax-support';
import { fuzzRunsPerRoute, reportFigure } from './support/figures';
import { paramsOf, recordRoutes, routeLabel } from './support/routes';
import type { RouteEntry } from './support/routes';

const RUNS = fuzzRunsPerRoute();
const SEED = Number(process.env.RELIABILITY_SEED) || Date.now() % 2_147_483_647;
/**
 * Whether a URL path's percent-encoding decodes. One that does not is refused by Fastify before any
 * route runs, Open311's included, in the portal's shape (error-handler.ts's frameworkErrors).
 */
function decodes(url: string): boolean {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * What must never reach a client: stack frames, source paths, driver messages. A frame's
 * `at name (file:line:col)` is matched with bounded parts: an unbounded `.+` backtracks on the one
 * long line of /api/openapi.json, for most of the fuzz run's time.
 */
const INTERNALS =
  /\n\s+at |\bat [^()\n]{1,200}\([^()\n]{1,500}:\d+:\d+\)|node_modules|src\/server|Failed query|DrizzleQueryError|TypeError|ReferenceError/;

type Method = 'GET' | 'POST' | 'HEAD' | 'PUT' | 'DELETE';
interface Bad {
  route: string;
  status: number;
  url: string;
  headers: Record<string, string>;
  body: string;
  answer: string;
}

// PGlite only: how a route treats odd input does not depend on the database, and a second pass
// would double the suite's longest test (decision 016).
describe.each(testDatabases().filter((target) => target.kind === 'pglite'))('fuzz: every route under arbitrary input on %s', (target) => {
  let t: TestApp;
  let routes: RouteEntry[] = [];
  /** A plausible body per route, so mutations reach past the first validation. */
  const samples = new Map<string, Record<string, unknown>>();
  /** Real ids per path parameter name, mixed with garbage. */
  const knownParams: Record<string, string[]> = {};
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(target, {
      env: { ...UNLIMITED, AUTH_RATE_LIMIT_MAX: '100000' },
      beforeReady: (app) => {
        routes = recordRoutes(app);
      },
    });
    const admin = await setupAdmin(t.app);
    const citizen = await registerUser(t.app);
    tokens.admin = admin.token;
    tokens.citizen = citizen.token;

    const grievance = await submitGrievance(t.app, aGrievance());
    const birth = definitionOf('birth');
    const application = await submitApplication(t.app, birth, { headers: { authorization: `Bearer ${citizen.token}` } });
    const { order, payment } = await paidOrder(t.app);
    const stored = uploadsOnDisk(t.dataDir).stored;
    knownParams.type = certificateDefinitions.map((definition) => definition.slug);
    knownParams.id = [(application.body as { id: string }).id, order.id, grievance.complaintId];
    knownParams.complaintId = [grievance.complaintId];
    knownParams.storedName = stored;

    const login = { username: citizen.registration.username, password: citizen.registration.password };
    samples.set(`POST ${apiPaths.auth.register}`, { ...aRegistration() });
    samples.set(`POST ${apiPaths.auth.login}`, login);
    samples.set(`POST ${adminApiPaths.auth.login}`, { username: admin.registration.username, password: admin.registration.password });
    samples.set(`POST ${adminApiPaths.auth.setup}`, { ...aRegistration(), setupKey: TEST_SETUP_KEY });
    samples.set(`POST ${apiPaths.grievances}`, aGrievance());
    samples.set(`POST ${apiPaths.taxes.createOrder}`, validOrder('property'));
    samples.set(`POST ${apiPaths.taxes.verify}`, { ...payment, id: order.id });
    samples.set(`POST ${apiPaths.payments.sandboxCheckout}`, { orderId: order.orderId, outcome: 'success' });
    samples.set('POST /api/admin/grievances/:id/status', { status: 'In Progress' });
    samples.set('POST /api/admin/taxes/:id/status', { status: 'refunded' });
    for (const definition of certificateDefinitions) samples.set(`POST ${definition.apiPath}`, validValues(definition));
  });
  afterAll(() => t?.close());

  it(
    `sends ${RUNS} arbitrary requests to every route: no answer ≥ 500, no internals in any answer`,
    async () => {
      expect(routes.length).toBeGreaterThan(20);
      const bad: Bad[] = [];
      let requests = 0;
      for (const route of routes) {
        const sample = samples.get(routeLabel(route)) ?? {};
        await fc.assert(
          fc.asyncProperty(requestFor(route, sample, knownParams, tokens), async (input) => {
            requests += 1;
            const { headers, payload } = await encode(input);
            const response = await request(t.app, { method: route.method as Method, url: input.url, headers, payload });
            const leaked = INTERNALS.test(response.text);
            const malformed =
              response.status >= 400 &&
              route.method !== 'HEAD' &&
              (route.url.startsWith(apiPaths.open311) && decodes(input.url.split('?')[0] ?? '')
                ? !isOpen311Refusal(response)
                : typeof (response.body as { error?: unknown } | null)?.error !== 'string' || codeProblem(response) !== null);
            if (response.status >= 500 || leaked || malformed) {
              bad.push({
                route: routeLabel(route),
                status: response.status,
                url: input.url,
                headers,
                body: payload.subarray(0, 300).toString('latin1'),
                answer: response.text.slice(0, 300),
              });
            }
          }),
          { numRuns: RUNS, seed: SEED },
        );
      }
      const fiveHundreds = bad.filter((entry) => entry.status >= 500).length;
      const leaks = bad.filter((entry) => INTERNALS.test(entry.answer)).length;
      reportFigure(
        `fuzz ${routes.length} routes × ${RUNS} runs (${requests} requests, seed ${SEED}, ${target.kind}) → ${fiveHundreds} responses ≥ 500, ${leaks} stack traces, ${bad.length - fiveHundreds - leaks} errors without { error }`,
      );
      expect(bad.slice(0, 5)).toEqual([]);
      // Nothing half-uploaded is left behind by all those broken requests.
      expect(uploadsOnDisk(t.dataDir).temp).toEqual([]);
      // A quiet 2-core machine needs a fraction of the time allowed per run; the rest is room for a busy one.
    },
    RUNS * 600,
  );
});

type FuzzBody =
  | { kind: 'raw'; payload: Buffer; contentType: string | undefined }
  | { kind: 'multipart'; values: Record<string, string>; files: UploadPart[] };

interface FuzzRequest {
  url: string;
  headers: Record<string, string>;
  body: FuzzBody;
}

const NASTY_SEGMENTS = [
  '',
  '..',
  '%2e%2e',
  '%2F',
  '%00',
  '%',
  '%zz',
  '%C0%AF',
  'null',
  '-1',
  '1e999',
  '00000000-0000-0000-0000-000000000000',
];
const FILE_FIELDS = [...new Set(certificateDefinitions.flatMap((definition) => definition.files.map((file) => file.name))), 'file'];
const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/JSON',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  '*/*',
  '',
];

/** One arbitrary request to `route`: path params, query, headers and a body of any of five shapes. */
function requestFor(
  route: RouteEntry,
  sample: Record<string, unknown>,
  knownParams: Record<string, string[]>,
  tokens: Record<string, string>,
): fc.Arbitrary<FuzzRequest> {
  const param = (name: string) =>
    fc.oneof(
      fc.constantFrom(...(knownParams[name]?.length ? knownParams[name] : ['x'])).map(encodeURIComponent),
      fc.constantFrom(...NASTY_SEGMENTS),
      fc.string({ maxLength: 40 }).map(encodeURIComponent),
      fc.string({ unit: 'grapheme', maxLength: 10 }).map(encodeURIComponent),
    );
  const pathArb = fc
    .tuple(...paramsOf(route.url).map((name) => param(name).map((value) => [name, value] as const)))
    .map((pairs) => route.url.replace(/:([A-Za-z0-9_]+)/g, (_whole, name: string) => pairs.find(([key]) => key === name)?.[1] ?? ''));
  const queryArb = fc.oneof(
    { weight: 3, arbitrary: fc.constant('') },
    fc
      .dictionary(
        fc.string({ maxLength: 10 }),
        fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('1', '-1', '9999999999999', 'true', '[]')),
        { maxKeys: 4 },
      )
      .map((entries) => `?${new URLSearchParams(entries).toString()}`),
    fc.constantFrom(
      '?expires=1&signature=00',
      '?cursor=%%%',
      '?limit=-5&q[]=1',
      '?a=1&a=2&a=3',
      `?${'x'.repeat(5000)}`,
      '?type=birth&status=%00',
      '?limit=2&cursor=MTIzLjAwMDAwMDAwLTAwMDAtMDAwMC0wMDAwLTAwMDAwMDAwMDAwMA',
      '?reference=BIR-AAAA-AAAA&mobile=%2B91%2098765-43210',
      '?reference[]=x&mobile[a]=1',
    ),
    // Each parameter the route itself declares, given twice: the value a handler reads becomes an array.
    fc.constantFrom(...route.query, 'q').map((name) => `?${name}=1&${name}=2`),
  );
  const authArb = fc.oneof(
    fc.constant<string | undefined>(undefined),
    fc.constantFrom(
      `Bearer ${tokens.citizen}`,
      `Bearer ${tokens.admin}`,
      'Bearer ',
      'Bearer a.b.c',
      'Basic dXNlcjpwYXNz',
      `Bearer ${tokens.admin}x`,
    ),
    fc.string({ maxLength: 60 }).map((text) => `Bearer ${text}`),
  );
  const jsonBody = fc.oneof(
    // The sample with some fields replaced, removed or added: reaches the deep validation.
    fc
      .record({
        set: fc.dictionary(
          fc.oneof(fc.constantFrom('__proto__', 'constructor', ...Object.keys(sample)), fc.string({ maxLength: 8 })),
          fc.jsonValue({ maxDepth: 2 }),
          {
            maxKeys: 3,
          },
        ),
        drop: fc.subarray(Object.keys(sample)),
      })
      .map(({ set, drop }) => {
        const kept = Object.fromEntries(Object.entries(sample).filter(([key]) => !drop.includes(key)));
        return JSON.stringify({ ...kept, ...set });
      }),
    fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
    fc.constantFrom(
      '{',
      '{"a":',
      'null',
      '[]',
      '""',
      '1e999',
      '{"__proto__":{"admin":true}}',
      '\u0000',
      '{"a":"\\ud800"}',
      `[${'['.repeat(500)}`,
    ),
  );
  const multipart = fc
    .record({
      values: fc.dictionary(
        fc.oneof(fc.constantFrom('_', ...Object.keys(sample)), fc.string({ maxLength: 8 })),
        fc.string({ maxLength: 30 }),
        { maxKeys: 4 },
      ),
      base: fc.boolean(),
      files: fc.array(
        fc.record({
          field: fc.oneof(fc.constantFrom(...FILE_FIELDS), fc.string({ maxLength: 8 })),
          name: fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('../../etc/passwd', 'a\u0000.png', 'x'.repeat(300), '.htaccess')),
          bytes: fc.oneof(
            fc.constantFrom(...Object.values(fixtures), Buffer.alloc(0)),
            fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
          ),
        }),
        { maxLength: 3 },
      ),
    })
    .map(({ values, base, files }): FuzzBody => ({
      kind: 'multipart',
      values: { ...(base ? stringValues(sample) : {}), ...values },
      files,
    }));

  const raw = (payload: Buffer, contentType: string | undefined): FuzzBody => ({ kind: 'raw', payload, contentType });
  const bodyArb: fc.Arbitrary<FuzzBody> = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(jsonBody, fc.constantFrom('application/json', 'application/json; charset=utf-8'))
        .map(([text, type]) => raw(Buffer.from(text), type)),
    },
    { weight: 2, arbitrary: multipart },
    fc
      .tuple(fc.uint8Array({ maxLength: 300 }), fc.oneof(fc.constantFrom(...CONTENT_TYPES), fc.string({ maxLength: 30 })))
      .map(([bytes, type]) => raw(Buffer.from(bytes), type)),
    fc.tuple(jsonBody, fc.constantFrom(...CONTENT_TYPES)).map(([text, type]) => raw(Buffer.from(text), type)),
    fc.constant(raw(Buffer.alloc(0), undefined)),
  );
  const extraHeaders = fc.record(
    {
      'idempotency-key': fc.oneof(fc.uuid(), fc.string({ maxLength: 300 }), fc.constant('')),
      'x-forwarded-for': fc.oneof(fc.ipV4(), fc.string({ maxLength: 20 })),
      accept: fc.constantFrom('*/*', 'text/html', 'application/json', 'image/png', ''),
      'accept-encoding': fc.constantFrom('gzip', 'br', 'identity;q=0', '*'),
      origin: fc.constantFrom('https://evil.example', 'null'),
      'content-encoding': fc.constantFrom('gzip', 'deflate', 'identity', 'br', 'x-unknown'),
    },
    { requiredKeys: [] },
  );

  return fc
    .record({ path: pathArb, query: queryArb, auth: authArb, body: bodyArb, extra: extraHeaders })
    .map(({ path, query, auth, body, extra }) => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(extra)) if (value !== undefined && isHeaderSafe(value)) headers[name] = value;
      if (auth !== undefined && isHeaderSafe(auth)) headers.authorization = auth;
      if (body.kind === 'raw' && body.contentType !== undefined && isHeaderSafe(body.contentType))
        headers['content-type'] = body.contentType;
      return { url: `${path}${query}`, headers, body };
    });
}

/** Multipart bodies are encoded here, in the property: FormData encodes asynchronously, fast-check's map cannot wait. */
async function encode(request: FuzzRequest): Promise<{ headers: Record<string, string>; payload: Buffer }> {
  if (request.body.kind === 'raw') return { headers: request.headers, payload: request.body.payload };
  const { body, contentType } = await multipartBody(request.body.values, request.body.files);
  return { headers: { ...request.headers, 'content-type': contentType }, payload: body };
}

function stringValues(sample: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(sample).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]));
}

/** A header value Node itself would refuse to send (control characters) is not an attack on the server. */
function isHeaderSafe(value: string): boolean {
  return /^[\t\x20-\x7e]*$/.test(value);
}
