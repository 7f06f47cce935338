import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { pageBootTag } from '../../src/shared/page-boot';
import { expectErrorBody, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

const page = (title: string, root: string, head = '') =>
  `<!doctype html><html><head><title>${title}</title>${head}</head><body>${root}</body></html>`;
/** The prerendered pages' inline script (scripts/prerender.mjs), which the CSP allows by its digest. */
const BOOT_SCRIPT = 'document.head.append(document.createElement("script"));';
/** The empty page the client's router fills in, for every path that was not prerendered. */
const SHELL_HTML = page('Citizen Services Portal', '<div id="root"></div>');
/** Prerendered pages (scripts/prerender.mjs): the content is in the HTML. */
const HOME_HTML = page(
  'Home',
  '<div id="root"><h1>Municipal services, from wherever you are</h1></div>',
  pageBootTag({ script: BOOT_SCRIPT, entry: '/assets/app-abc123.js', preloads: [] }),
);
const CERTIFICATES_HTML = page('Certificates', '<div id="root" data-page="certificates"><h1>Certificates</h1></div>');
const BIRTH_HTML = page(
  'Birth Certificate Application',
  '<div id="root" data-page="certificateForm"><h1>Birth Certificate Application</h1></div>',
);
const APP_JS = 'console.log("portal");';

/** A stand-in for `npm run build` output: pages, hashed assets, the PWA files and precompressed copies. */
function writeClientBuild(dir: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'certificates', 'birth'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), HOME_HTML);
  writeFileSync(join(dir, 'shell.html'), SHELL_HTML);
  writeFileSync(join(dir, 'certificates', 'index.html'), CERTIFICATES_HTML);
  writeFileSync(join(dir, 'certificates', 'index.html.br'), brotliCompressSync(CERTIFICATES_HTML));
  writeFileSync(join(dir, 'certificates', 'birth', 'index.html'), BIRTH_HTML);
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), APP_JS);
  writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(APP_JS));
  writeFileSync(join(dir, 'assets', 'style-def456.css'), 'body{margin:0}');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
  writeFileSync(join(dir, 'registerSW.js'), 'navigator.serviceWorker.register("/sw.js");');
  writeFileSync(join(dir, 'workbox-1a2b3c.js'), '/* workbox */');
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Portal', start_url: '/' }));
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(dir, '.env'), 'SECRET=do-not-serve');
}

describe.each(testDatabases())('serving the built client on %s', (target) => {
  let t: TestApp;
  let clientDist: string;
  beforeAll(async () => {
    // CLIENT_DIST has to exist before the app is built, so it is not inside the test's DATA_DIR.
    clientDist = mkdtempSync(join(tmpdir(), 'portal-client-build-'));
    writeClientBuild(clientDist);
    t = await createTestApp(target, { env: { CLIENT_DIST: clientDist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(clientDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => request(t.app, { method: 'GET', url, headers });

  /** What every page answer shares: HTML, revalidated on every use, with the security headers. */
  function expectPageHeaders(response: Awaited<ReturnType<typeof get>>) {
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data: blob:",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "manifest-src 'self'",
      "worker-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-frame-options']).toBe('DENY');
  }

  it.each([
    ['/', 'Municipal services, from wherever you are'],
    ['/certificates', '<h1>Certificates</h1>'],
    ['/certificates/', '<h1>Certificates</h1>'],
    ['/certificates?from=home', '<h1>Certificates</h1>'],
    ['/certificates/birth', '<h1>Birth Certificate Application</h1>'],
  ])('answers %s with its prerendered page, its content in the HTML', async (url, content) => {
    const response = await get(url);
    expectPageHeaders(response);
    expect(response.text).toContain(content);
  });

  it("allows the build's boot script by its digest, and no other inline script", async () => {
    const digest = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    expect(String((await get('/admin')).headers['content-security-policy'])).toContain(`script-src 'self' 'sha256-${digest}';`);
  });

  it('sends the prerendered page compressed to a browser that accepts it', async () => {
    const response = await get('/certificates', { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/admin', '/outbox', '/certificates/unknown', '/taxes/water?x=1', '/no/such/page', '/certificates/birth/extra'])(
    'answers %s, which was not prerendered, with the empty shell for the client to render',
    async (url) => {
      const response = await get(url);
      expectPageHeaders(response);
      expect(response.text).toBe(SHELL_HTML);
    },
  );

  it.each(['/grievances', '/certificates'])('answers HEAD for %s', async (url) => {
    const response = await request(t.app, { method: 'HEAD', url });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves hashed assets as immutable for a year, precompressed when accepted', async () => {
    const plain = await get('/assets/app-abc123.js');
    expect(plain.status).toBe(200);
    expect(plain.text).toBe(APP_JS);
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzipped = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    expect((await get('/assets/style-def456.css')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each(['/sw.js', '/registerSW.js', '/workbox-1a2b3c.js', '/manifest.webmanifest', '/index.html', '/shell.html', '/robots.txt'])(
    'serves %s with no-cache so a new release is picked up',
    async (url) => {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves the web manifest as application/manifest+json', async () => {
    expect((await get('/manifest.webmanifest')).headers['content-type']).toMatch(/^application\/manifest\+json/);
  });

  it('serves sw.js as JavaScript, from the root', async () => {
    const response = await get('/sw.js');
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.text).toContain('addEventListener');
  });

  it.each(['/sw.js', '/manifest.webmanifest', '/icons/icon-192.png', '/certificates/missing.js'])(
    'answers a missing file %s with a JSON 404, never a page (a broken worker would be retried forever)',
    async (url) => {
      rmSync(join(clientDist, 'sw.js'), { force: true });
      rmSync(join(clientDist, 'manifest.webmanifest'), { force: true });
      const response = await get(url);
      writeClientBuild(clientDist);
      expect(expectErrorBody(response, 404)).toEqual({ error: 'Not found' });
    },
  );

  it('answers a missing hashed asset with 404, never a page in place of a script', async () => {
    const response = await get('/assets/app-old999.js');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('<!doctype html>');
  });

  it('keeps /api/ and /uploads/ out of the fallback: JSON 404s', async () => {
    for (const url of ['/api/unknown', '/api/auth/nothing', '/api', '/uploads/some-file.pdf', '/uploads']) {
      expect(expectErrorBody(await get(url), 404), url).toEqual({ error: 'Not found' });
    }
  });

  it('keeps the API working next to the client', async () => {
    const response = await get(apiPaths.health);
    expect(response.body).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('never serves dot files', async () => {
    expect((await get('/.env')).text).not.toContain('do-not-serve');
  });

  it('answers other methods on page paths with a JSON 404', async () => {
    expect(expectErrorBody(await request(t.app, { method: 'POST', url: '/certificates' }), 404)).toEqual({ error: 'Not found' });
  });
});
