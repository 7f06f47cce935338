import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/api/paths';
import { expectErrorBody, request } from './helpers/http';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';
import { testDatabases } from './helpers/test-databases';

/*
 * Pages in the language of the `lang` cookie, and the switch paths that set it (docs/decisions/035):
 * a stand-in for a build with its Tamil pages under ta/ (scripts/prerender.mjs).
 */
const page = (lang: string, root: string) =>
  `<!doctype html><html lang="${lang}"><head><title>Portal</title></head><body>${root}</body></html>`;
const HOME_EN = page('en', '<div id="root"><h1>Municipal services, from wherever you are</h1></div>');
const HOME_TA = page('ta', '<div id="root"><h1>நகராட்சி சேவைகள், நீங்கள் எங்கிருந்தாலும்</h1></div>');
const CERTIFICATES_EN = page('en', '<div id="root" data-page="certificates"><h1>Certificates</h1></div>');
const CERTIFICATES_TA = page('ta', '<div id="root" data-page="certificates"><h1>சான்றிதழ்கள்</h1></div>');
const SHELL_EN = page('en', '<div id="root"></div>');
const SHELL_TA = page('ta', '<div id="root"></div>');
const APP_JS = 'console.log("portal");';

function writeClientBuild(dir: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, 'certificates'), { recursive: true });
  mkdirSync(join(dir, 'ta', 'certificates'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), HOME_EN);
  writeFileSync(join(dir, 'shell.html'), SHELL_EN);
  writeFileSync(join(dir, 'certificates', 'index.html'), CERTIFICATES_EN);
  writeFileSync(join(dir, 'ta', 'index.html'), HOME_TA);
  writeFileSync(join(dir, 'ta', 'shell.html'), SHELL_TA);
  writeFileSync(join(dir, 'ta', 'certificates', 'index.html'), CERTIFICATES_TA);
  writeFileSync(join(dir, 'ta', 'certificates', 'index.html.br'), brotliCompressSync(CERTIFICATES_TA));
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), APP_JS);
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});');
}

describe.each(testDatabases())('pages in the chosen language on %s', (target) => {
  let t: TestApp;
  let clientDist: string;
  beforeAll(async () => {
    clientDist = mkdtempSync(join(tmpdir(), 'portal-client-languages-'));
    writeClientBuild(clientDist);
    t = await createTestApp(target, { env: { CLIENT_DIST: clientDist } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(clientDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => request(t.app, { method: 'GET', url, headers });
  const inTamil = { cookie: 'lang=ta' };

  it.each([
    ['/ta/certificates', 'ta', '/certificates'],
    ['/ta/certificates?from=home', 'ta', '/certificates?from=home'],
    ['/ta', 'ta', '/'],
    ['/en/certificates', 'en', '/certificates'],
    ['/en', 'en', '/'],
  ])('%s chooses the language (a year-long cookie) and leads back to the page with a 303', async (url, language, location) => {
    const response = await get(url);
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe(location);
    expect(response.headers['set-cookie']).toBe(`lang=${language}; Path=/; Max-Age=31536000; SameSite=Lax`);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('chooses for HEAD as for GET', async () => {
    const response = await request(t.app, { method: 'HEAD', url: '/ta/certificates' });
    expect(response.status).toBe(303);
    expect(response.headers['set-cookie']).toMatch(/^lang=ta;/);
  });

  it.each([
    '/ta//evil',
    '/ta//evil.example',
    '/ta//evil/path?x=1',
    '/ta/\\evil',
    '/en/\\/evil',
    '/ta/%2F%2Fevil',
    '/ta/%2F%2Fevil.example',
    '/ta/%5Cevil',
    '/ta/%09/evil',
    '/ta/..//evil',
  ])('%s never leads off the site', async (url) => {
    const response = await get(url);
    if (response.status >= 300 && response.status < 400) {
      const location = String(response.headers.location);
      expect(new URL(location, 'https://portal.example/ta/').origin, location).toBe('https://portal.example');
    }
  });

  it('leads a switch to //host to the home page', async () => {
    const response = await get('/ta//evil');
    expect(response.status).toBe(303);
    expect(response.headers.location).toBe('/');
  });

  it.each([
    ['/', '<h1>நகராட்சி சேவைகள், நீங்கள் எங்கிருந்தாலும்</h1>'],
    ['/certificates', '<h1>சான்றிதழ்கள்</h1>'],
    ['/certificates/', '<h1>சான்றிதழ்கள்</h1>'],
    ['/certificates?from=home', '<h1>சான்றிதழ்கள்</h1>'],
  ])('answers %s with the Tamil page when the cookie says Tamil', async (url, heading) => {
    const response = await get(url, inTamil);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.text).toContain('<html lang="ta">');
    expect(response.text).toContain(heading);
  });

  it('finds the cookie among others', async () => {
    expect((await get('/certificates', { cookie: 'theme=dark; lang=ta; other=1' })).text).toContain('<html lang="ta">');
    expect((await get('/certificates', { cookie: 'xlang=ta' })).text).toContain('<html lang="en">');
  });

  it('sends the Tamil page compressed to a browser that accepts it', async () => {
    const response = await get('/certificates', { ...inTamil, 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
  });

  it.each(['/admin', '/certificates/unknown', '/no/such/page?x=1'])('answers %s, not prerendered, with the Tamil shell', async (url) => {
    const response = await get(url, inTamil);
    expect(response.status).toBe(200);
    expect(response.text).toBe(SHELL_TA);
  });

  it.each([
    ['/certificates', undefined, CERTIFICATES_EN],
    ['/certificates', 'lang=en', CERTIFICATES_EN],
    ['/certificates', 'lang=fr', CERTIFICATES_EN],
    ['/admin', undefined, SHELL_EN],
  ])('answers %s in English with cookie %s', async (url, cookie, html) => {
    expect((await get(url, cookie ? { cookie } : {})).text).toBe(html);
  });

  it('tells caches that a page depends on the cookie', async () => {
    for (const [url, headers] of [
      ['/', {}],
      ['/certificates', inTamil],
      ['/admin', inTamil],
      ['/certificates', { 'accept-encoding': 'br', ...inTamil }],
    ] as const) {
      expect(String((await get(url, headers)).headers.vary), url).toMatch(/\bCookie\b/i);
    }
  });

  it.each([
    ['/ta/shell.html', SHELL_TA],
    ['/ta/certificates/index.html', CERTIFICATES_TA],
    ['/ta/index.html', HOME_TA],
  ])('serves %s as a file (the service worker precaches it), not as a switch', async (url, html) => {
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.text).toBe(html);
  });

  it('changes nothing for the API, hashed assets and other files', async () => {
    const health = await get(apiPaths.health, inTamil);
    expect(health.body).toEqual({ status: 'ok' });
    expect(health.headers['set-cookie']).toBeUndefined();
    const script = await get('/assets/app-abc123.js', inTamil);
    expect(script.text).toBe(APP_JS);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(script.headers.vary ?? '')).not.toMatch(/cookie/i);
    expect((await get('/sw.js', inTamil)).text).toContain('addEventListener');
    expect(expectErrorBody(await get('/api/unknown', inTamil), 404)).toEqual({ error: 'Not found' });
    expect(expectErrorBody(await get('/ta/missing.js'), 404)).toEqual({ error: 'Not found' });
    expect(expectErrorBody(await get('/api/ta/x'), 404)).toEqual({ error: 'Not found' });
  });

  it('a switch is only for reading a page: other methods get the JSON 404', async () => {
    const response = await request(t.app, { method: 'POST', url: '/ta/certificates' });
    expect(expectErrorBody(response, 404)).toEqual({ error: 'Not found' });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
