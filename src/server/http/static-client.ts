import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  languageCookie,
  languages,
  parseLanguage,
  parseLanguageSwitchPath,
} from '../../shared/i18n/languages';
import type { Language } from '../../shared/i18n/languages';
import { readPageBootTag, readPageStyle } from '../../shared/page-boot';
import { markPublicFileContext } from '../modules/auth/route-access';
import { answerNotFound } from './error-handler';

/** Vite puts content-hashed files here: a changed file gets a new name, so they never go stale. */
const HASHED_PREFIX = '/assets/';
/** Paths the client never renders (the API, documents, Open311's machines): they answer JSON 404s, never the app's shell. */
const NON_PAGE_PREFIXES = ['/api/', '/uploads/', '/open311/'];
/**
 * A last path segment with an extension names a file (sw.js, manifest.webmanifest, an icon),
 * never a page. index.html in place of a missing sw.js would be a script that fails to
 * install, and the browser would keep retrying it; a 404 makes it drop the registration.
 */
const FILE_NAME = /\/[^/]*\.[a-z0-9]+$/i;

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Cached, but revalidated on every use (ETag / Last-Modified make that a cheap 304). */
const REVALIDATE = 'no-cache';

/**
 * The build's empty page (scripts/prerender.mjs): the client's router renders whatever path it
 * is sent for. A build made before pages were prerendered has only index.html, which is the same.
 */
const SHELL_FILES = ['shell.html', 'index.html'];

/**
 * The pages of a language other than English (docs/decisions/035): the prerenderer writes them
 * into a folder named after it (ta/certificates/index.html), with that language's shell.
 */
interface LanguagePages {
  pages: Map<string, string>;
  shell: string;
}

function languagePages(clientDist: string): Map<Language, LanguagePages> {
  const found = new Map<Language, LanguagePages>();
  for (const language of languages) {
    const folder = join(clientDist, language);
    if (language === DEFAULT_LANGUAGE || !existsSync(join(folder, 'shell.html'))) continue;
    const pages = new Map<string, string>();
    for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
      if (basename(entry) !== 'index.html') continue;
      const path = `/${entry.replaceAll('\\', '/').slice(0, -'index.html'.length)}`.replace(/(.)\/$/, '$1');
      pages.set(path, relative(clientDist, join(folder, entry)).replaceAll('\\', '/'));
    }
    found.set(language, { pages, shell: `${language}/shell.html` });
  }
  return found;
}

/** The language a request's page is answered in: its `lang` cookie's, English without one. */
function requestLanguage(request: FastifyRequest): Language {
  const cookie = request.headers.cookie ?? '';
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookie);
  return parseLanguage(match?.[1]);
}

/**
 * Serves the built React app from CLIENT_DIST, when it exists. A page the build prerendered is a
 * folder's index.html (/certificates is certificates/index.html, / is index.html), so the static
 * files answer it with its content already in the HTML; every other page path (/admin,
 * /certificates/unknown) gets the empty shell, and the client's router renders the page or its
 * own Page Not Found. Everything else that matches no route answers a JSON 404.
 *
 * Pages are answered in the language of the `lang` cookie (docs/decisions/035); `/ta/…` and
 * `/en/…` set it and lead back to the page (a 303), so that the switch is a plain link.
 */
export function registerStaticClient(app: FastifyInstance, clientDist: string): void {
  const serveClient = isDirectory(clientDist);
  const shell = SHELL_FILES.find((file) => existsSync(join(clientDist, file))) ?? 'index.html';
  if (!serveClient) {
    app.setNotFoundHandler(notFoundHandler(false, shell));
    return;
  }
  // In a context of its own, marked public: @fastify/static registers its routes without a way
  // to pass config.access, and the built client's files are public by nature. The not-found
  // handler lives in the same context, where reply.sendFile exists.
  app.register(async (files) => {
    markPublicFileContext(files);
    const otherLanguages = languagePages(clientDist);
    files.addHook('onRequest', async (request, reply) => {
      if (!isPageRequest(request)) return;
      const path = request.url.split('?', 1)[0] ?? '/';
      const switched = parseLanguageSwitchPath(request.url);
      if (switched) {
        return reply
          .code(303)
          .header('set-cookie', languageCookie(switched.language, request.protocol === 'https'))
          .header('cache-control', 'no-store')
          .redirect(switched.next, 303);
      }
      // The same path is answered in either language: a cache must keep them apart.
      void reply.header('vary', 'Cookie');
      const other = otherLanguages.get(requestLanguage(request));
      if (!other) return;
      const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
      return reply.sendFile(other.pages.get(normalized) ?? other.shell);
    });
    await files.register(fastifyStatic, {
      root: clientDist,
      // /certificates and /certificates/ both answer certificates/index.html (no redirect).
      index: ['index.html'],
      redirect: false,
      dotfiles: 'ignore',
      // The build ships .br and .gz next to each file: send those to browsers that accept them.
      preCompressed: true,
      // We choose every Cache-Control ourselves below; the plugin's default (max-age=0) is not it.
      cacheControl: false,
      setHeaders: (reply, filePath) => setClientCacheHeaders(reply, filePath, clientDist),
    });
    files.setNotFoundHandler(notFoundHandler(true, shell));
  });
}

/** What a prerendered page runs and applies from its own HTML, which the CSP allows by hash. */
export interface InlineCode {
  script?: string;
  style?: string;
}

/**
 * The inline boot script and stylesheet of the build's prerendered pages, read from its home
 * page (every page has the same two); none when there is no build or it prerendered nothing.
 */
export function builtInlineCode(clientDist: string): InlineCode {
  const home = join(clientDist, 'index.html');
  if (!existsSync(home)) return {};
  const html = readFileSync(home, 'utf8');
  return { script: readPageBootTag(html)?.script, style: readPageStyle(html) };
}

function notFoundHandler(serveClient: boolean, shell: string) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    if (serveClient && isPageRequest(request)) return reply.code(200).sendFile(shell);
    return answerNotFound(request, reply);
  };
}

function setClientCacheHeaders(reply: FastifyReply, filePath: string, clientDist: string) {
  const relative = filePath.slice(clientDist.length).replaceAll('\\', '/');
  if (relative.startsWith(HASHED_PREFIX)) {
    reply.header('cache-control', IMMUTABLE);
  } else {
    // index.html and the other pages, sw.js, registerSW.js, workbox-*.js, manifest.webmanifest,
    // icons: their names do not change between releases, so a browser must ask before reusing
    // them, or an update would never reach it.
    reply.header('cache-control', REVALIDATE);
  }
  if (basename(filePath).endsWith('.webmanifest')) reply.header('content-type', 'application/manifest+json');
}

function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '/';
  if (NON_PAGE_PREFIXES.some((prefix) => path === prefix.slice(0, -1) || path.startsWith(prefix))) return false;
  // A missing hashed file is a stale page asking for an old build: the shell in its place would
  // be run as a script or a style and fail confusingly, so it gets a plain 404.
  return !path.startsWith(HASHED_PREFIX) && !FILE_NAME.test(path);
}

function isDirectory(path: string): boolean {
  return existsSync(path) && statSync(path).isDirectory();
}
