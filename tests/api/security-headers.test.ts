import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiPath } from '../../src/server/http/security-headers';
import { routeAccessTable } from '../../src/server/modules/auth/route-access';
import { apiPaths } from '../../src/shared/api/paths';
import { registerUser } from './helpers/accounts';
import { request } from './helpers/http';
import type { JsonResponse } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

function concrete(url: string): string {
  return url
    .replace(':type', 'birth')
    .replace(':id', randomUUID())
    .replace(':storedName', '0123456789abcdef0123456789abcdef')
    .replace(':complaintId', 'GRV-AAAA-AAAA');
}

/** The public answers anyone may keep a copy of: the form's wards and the dashboard's figures. */
const PUBLIC_FIGURES: readonly string[] = [apiPaths.places, apiPaths.publicStats];

/** The headers every answer carries, API or page, to the byte. */
const COMMON = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** The headers only a page carries: sent on every API call they would be dead bytes. */
const PAGE_ONLY = {
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** The page CSP of the sandbox provider (the razorpay one is payment-razorpay.test.ts's). */
const PAGE_CSP = [
  "default-src 'self'",
  // No inline script and no eval: an injected <script> or onclick= does not run. This app serves
  // no build; with one, the prerendered pages' boot script is allowed by its digest
  // (static-client.test.ts).
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The named headers of an answer, as sent. */
function pick(response: JsonResponse, names: string[]): Record<string, unknown> {
  return Object.fromEntries(names.map((name) => [name, response.headers[name]]));
}

/** An answer of the API: JSON, never a document, so it may load nothing and be framed nowhere. */
function expectApiHeaders(response: JsonResponse, what: string) {
  const expected = { 'content-security-policy': "default-src 'none'; frame-ancestors 'none'", 'cache-control': 'no-store', ...COMMON };
  expect(pick(response, Object.keys(expected)), what).toEqual(expected);
  for (const name of Object.keys(PAGE_ONLY)) expect(response.headers[name], `${what}: ${name}`).toBeUndefined();
  expect(response.headers['x-powered-by'], what).toBeUndefined();
}

/** Anything else: a page, a file, an upload, a 404. */
function expectPageHeaders(response: JsonResponse, what: string) {
  const expected = { 'content-security-policy': PAGE_CSP, ...PAGE_ONLY, ...COMMON };
  expect(pick(response, Object.keys(expected)), what).toEqual(expected);
  expect(response.headers['x-powered-by'], what).toBeUndefined();
}

describe.each(testDatabases())('security headers on %s', (target) => {
  let t: TestApp;
  let proxied: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(target);
    proxied = await createTestApp(target, { env: { TRUST_PROXY: 'true' } });
    token = (await registerUser(t.app)).token;
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
  });

  it("every route answers with its CSP (the API's loads nothing), nosniff, frame-ancestors, referrer policy and no-store, refused or not", async () => {
    const routes = routeAccessTable(t.app).filter((route) => route.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      for (const headers of [{}, { authorization: `Bearer ${token}` }] as Record<string, string>[]) {
        const response = await request(t.app, {
          method: route.method as 'GET' | 'POST',
          url: concrete(route.url),
          headers: { 'content-type': 'application/json', ...headers },
          payload: route.method === 'POST' ? '{}' : undefined,
        });
        const what = `${route.method} ${route.url}`;
        if (PUBLIC_FIGURES.includes(route.url) && response.status === 200) {
          // The same for everyone, nothing personal: kept by browsers and proxies for at most an hour.
          expect(response.headers['cache-control'], what).toMatch(/^public, max-age=\d+$/);
          expect(Number(/max-age=(\d+)/.exec(String(response.headers['cache-control']))?.[1]), what).toBeLessThanOrEqual(3600);
          expectApiHeaders({ ...response, headers: { ...response.headers, 'cache-control': 'no-store' } }, what);
          continue;
        }
        if (isApiPath(route.url)) expectApiHeaders(response, what);
        else expectPageHeaders(response, what);
        expect(response.headers['cache-control'], what).toBe('no-store');
      }
    }
  });

  it('a path that matches no route gets the headers too, and no-store under /api/ and /uploads/', async () => {
    for (const url of ['/api/nothing-here', '/uploads/not-a-name', '/uploads/']) {
      const response = await request(t.app, { method: 'GET', url });
      expect(response.status).toBe(404);
      if (isApiPath(url)) expectApiHeaders(response, url);
      else expectPageHeaders(response, url);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('sends HSTS only over TLS: never on plain http, never on a client-sent X-Forwarded-Proto without TRUST_PROXY', async () => {
    const plain = await request(t.app, { method: 'GET', url: apiPaths.health });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const spoofed = await request(t.app, { method: 'GET', url: apiPaths.health, headers: { 'x-forwarded-proto': 'https' } });
    expect(spoofed.headers['strict-transport-security']).toBeUndefined();
  });

  it("lets a page draw map tiles from MAP_TILE_URL's server, any of its subdomains, and nothing else more", async () => {
    const withMap = await createTestApp(target, { env: { MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png' } });
    try {
      const page = await request(withMap.app, { method: 'GET', url: '/uploads/not-a-name' });
      expect(page.headers['content-security-policy']).toBe(
        PAGE_CSP.replace("img-src 'self' data: blob:", "img-src 'self' data: blob: https://*.tile.example.org"),
      );
    } finally {
      await withMap.close();
    }
  });

  it('sends HSTS behind a trusted proxy that terminated TLS', async () => {
    const behindTls = await request(proxied.app, { method: 'GET', url: apiPaths.health, headers: { 'x-forwarded-proto': 'https' } });
    expect(behindTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const behindHttp = await request(proxied.app, { method: 'GET', url: apiPaths.health, headers: { 'x-forwarded-proto': 'http' } });
    expect(behindHttp.headers['strict-transport-security']).toBeUndefined();
  });
});
