// A first visit to the built pages, as a browser makes it (docs/decisions/032): each page is
// opened in Chromium in a fresh profile, from a small static server over dist/client, and every
// file the page requests until it is idle is noted. A visit in Tamil carries the `lang` cookie,
// and pages are answered as the portal's server answers them (docs/decisions/035): from ta/. Idle: the service worker's registration has
// run and the network has been quiet for half a second. The worker's own downloads (its script
// and its precache of the rest of the app) are not the page's and are not noted.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, relative } from 'node:path';
import { chromium } from '@playwright/test';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/** The language whose pages a request gets: its `lang` cookie's (src/server/http/static-client.ts). */
const cookieLanguage = (cookie = '') => (/(?:^|;\s*)lang=ta(?:;|$)/.test(cookie) ? 'ta' : 'en');

/**
 * The file of dist a path names: a page's index.html, the shell for a page that was not
 * prerendered; in Tamil, the page and the shell under ta/.
 */
function fileFor(dist, pathname, language = 'en') {
  const path = normalize(join(dist, decodeURIComponent(pathname)));
  if (!path.startsWith(dist)) return undefined;
  if (existsSync(path) && statSync(path).isFile()) return path;
  if (extname(path)) return undefined;
  const pages = language === 'en' ? dist : join(dist, language);
  const page = join(pages, relative(dist, path), 'index.html');
  return existsSync(page) ? page : join(pages, 'shell.html');
}

/** Serves dist as the portal's server does for the client's files (without compression: sizes are computed from the files). */
async function serve(dist) {
  const server = createServer((request, response) => {
    const file = fileFor(dist, new URL(request.url ?? '/', 'http://localhost').pathname, cookieLanguage(request.headers.cookie));
    if (!file) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Debian's Chromium where present, as in playwright.config.ts. */
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * Opens each path of the build in dist as a first visit, in `language` (a Tamil visit carries the
 * cookie a switch sets), and returns, for each, the files of dist it requested until idle
 * (relative to dist), in the order requested.
 */
export async function firstVisits(dist, paths, language = 'en') {
  const server = await serve(dist);
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const visits = new Map();
    for (const path of paths) {
      const context = await browser.newContext();
      if (language !== 'en') await context.addCookies([{ name: 'lang', value: language, url: server.origin }]);
      const page = await context.newPage();
      const requested = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        const file = url.origin === server.origin && !request.serviceWorker() ? fileFor(dist, url.pathname, language) : undefined;
        if (file) requested.push(relative(dist, file));
      });
      await page.goto(server.origin + path, { waitUntil: 'load' });
      // The registration comes after load (src/client/app/shell/app-notices-slot.tsx).
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.waitForLoadState('networkidle');
      visits.set(path, [...new Set(requested)]);
      await context.close();
    }
    return visits;
  } finally {
    await browser.close();
    await server.close();
  }
}
