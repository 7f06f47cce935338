#!/usr/bin/env node
// Prerenders the pages that need no data (docs/decisions/011). Run by the client build (the
// `portal-prerender-pages` plugin in vite.config.ts) once dist/client is written and before
// the service worker's precache list is made:
//   1. builds src/client/app/prerender-page.tsx for Node (`vite build --ssr`) into dist/prerender;
//   2. renders each of its routes as an anonymous visitor sees it;
//   3. writes dist/client/<route>/index.html, and dist/client/ta/<route>/index.html in Tamil
//      (docs/decisions/035): the built index.html with the page inside #root, its <html lang>,
//      the page's <title>, its styles, and the boot script (docs/decisions/019) in place of the
//      module script: once the page is painted it preloads the entry's and the page's chunks
//      together and starts the entry, so that hydration does not wait on a chain of downloads
//      and the first paint does not share the line with them.
// The empty index.html the build made is kept as shell.html (ta/shell.html in Tamil): the answer
// for every other path.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { buildPageBootScript } from './page-boot-script.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLIENT = join(ROOT, 'dist/client');
const SERVER_OUT = join(ROOT, 'dist/prerender');
const ENTRY = 'src/client/app/prerender-page.tsx';
const EMPTY_ROOT = '<div id="root"></div>';

await build({
  root: ROOT,
  configFile: join(ROOT, 'vite.config.ts'),
  logLevel: 'warn',
  // Node only needs the rendering code: public/ is the client's, already copied there.
  build: { ssr: ENTRY, outDir: SERVER_OUT, emptyOutDir: true, copyPublicDir: false },
});
const { prerenderedRoutes, renderPage, pageBootTag, pageStyleTag, languages, documentTexts } = await import(
  pathToFileURL(join(SERVER_OUT, 'prerender-page.js')).href
);
const bootScript = await buildPageBootScript();

// The tab's icon is written into each page and the shell as a data: URL, so that the browser
// fetches nothing for it while the page paints (docs/decisions/042); public/favicon.svg stays the
// one source (the manifest and the PNG icons are made from it).
const FAVICON_LINK = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
const favicon = `data:image/svg+xml,${encodeURIComponent(readFileSync(join(ROOT, 'public/favicon.svg'), 'utf8').trim())}`;
const built = readFileSync(join(CLIENT, 'index.html'), 'utf8');
if (!built.includes(FAVICON_LINK)) throw new Error(`dist/client/index.html has no ${FAVICON_LINK} to write the icon into`);
const shell = built.replace(FAVICON_LINK, () => `<link rel="icon" href="${favicon}" type="image/svg+xml" />`);
if (!shell.includes(EMPTY_ROOT)) throw new Error(`dist/client/index.html has no ${EMPTY_ROOT} to fill`);
for (const needed of ['<html lang="en">', '<title>', '<meta name="description" content="', '<noscript>']) {
  if (!shell.includes(needed)) throw new Error(`dist/client/index.html has no ${needed} to write in each language`);
}

// The shell keeps Vite's module script and modulepreloads: it has nothing to paint before its
// JavaScript runs. A prerendered page gets them from the boot script instead.
const MODULE_SCRIPT = /\n?[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\n?[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const entryScript = MODULE_SCRIPT.exec(shell)?.[1];
if (!entryScript) throw new Error('dist/client/index.html has no module script to replace with the boot script');
const entryPreloads = [...shell.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
// The app's one stylesheet (cssCodeSplit: false) goes into each page (docs/decisions/042): the
// first paint waits for no second download. The shell keeps its link: it paints nothing early.
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+)">/;
const stylesheet = STYLESHEET.exec(shell)?.[1];
if (!stylesheet) throw new Error('dist/client/index.html has no stylesheet to write into the pages');
const pageTemplate = shell
  .replace(MODULE_PRELOAD, '')
  .replace(MODULE_SCRIPT, '\n    <!--boot-->')
  .replace(STYLESHEET, () => pageStyleTag(readFileSync(join(CLIENT, stylesheet), 'utf8').trim()));

/** @type {Record<string, { file: string, src?: string, imports?: string[], dynamicImports?: string[], css?: string[], isEntry?: boolean, isDynamicEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(join(CLIENT, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) throw new Error('The Vite manifest has no entry chunk');

/**
 * A chunk and every chunk it imports statically, as manifest keys, each after the chunks it
 * imports: main.tsx evaluates a prerendered page's chunks one task each in this order, so that
 * each task runs one chunk's own code, not its dependencies' too.
 */
function staticGraph(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticGraph(imported, seen);
  // Moved after its imports (a Set keeps the order of insertion); its key stayed in while they
  // were walked, so that an import cycle ends.
  seen.delete(key);
  seen.add(key);
  return seen;
}
const entryGraph = staticGraph(entryKey);

/**
 * The chunk of a lazily loaded page, found by the project's naming: the page `certificateForm`
 * is the module certificate-form-page.tsx. A page that breaks the rule fails the build here.
 */
function pageChunkKey(page) {
  const file = `/${page.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}-page.tsx`;
  const keys = Object.keys(manifest).filter((key) => manifest[key].isDynamicEntry && key.endsWith(file));
  if (keys.length !== 1) throw new Error(`Expected one lazily loaded chunk for the page '${page}' (*${file}), found ${keys.length}`);
  return keys[0];
}

/** main.tsx loads it before hydrating a page with a form (src/client/app/early-input.ts). */
const EARLY_INPUT = 'src/client/app/early-input.ts';
if (!manifest[EARLY_INPUT]) throw new Error(`The Vite manifest has no chunk for ${EARLY_INPUT}`);

/**
 * What a form loads only when it is used (docs/decisions/023): the drafts (Dexie), the outbox and
 * its sync, the API client: every chunk its chunks import dynamically, with what those import.
 * Fetched without running once the form is hydrated (data-later on #root,
 * src/client/offline/form/form-later.ts), so that a form opened online keeps its drafts and its
 * outbox when the connection goes before the service worker has stored the app.
 */
function laterChunks(graph) {
  // Not the catalogues: the page's language's are loaded already, the other language's are not this page's.
  const dynamic = graph.flatMap((key) => manifest[key].dynamicImports ?? []).filter((key) => !CATALOGUE.test(key));
  const later = new Set(dynamic.flatMap((key) => [...staticGraph(key)]));
  return [...later].filter((key) => !entryGraph.has(key) && !graph.includes(key)).map((key) => `/${manifest[key].file}`);
}

/** A catalogue of texts in one language (docs/decisions/035): `app-texts.ta.js`, generated from `app-texts.ta.po`. */
const CATALOGUE = /\.(en|ta)\.js$/;

/** The catalogues in `language` that the page's code (or the entry's) loads before rendering. */
function catalogueChunks(graph, language) {
  const catalogues = [...entryGraph, ...graph]
    .flatMap((key) => manifest[key].dynamicImports ?? [])
    .filter((key) => key.endsWith(`.${language}.js`));
  // A catalogue with plurals or choices imports messageformat's runtime: listed before it.
  const keys = [...new Set(catalogues)]
    .flatMap((key) => [...staticGraph(key)])
    .filter((key) => !entryGraph.has(key) && !graph.includes(key));
  return [...new Set(keys)].map((key) => `/${manifest[key].file}`);
}

/** What a page needs beyond the entry's: its chunks and its texts (preloaded by the boot script), its styles. */
function pageNeeds(page, hasForm, language) {
  if (!page) return { chunks: catalogueChunks([], language), styles: [], later: [] };
  const roots = [pageChunkKey(page), ...(hasForm ? [EARLY_INPUT] : [])];
  const graph = [...new Set(roots.flatMap((key) => [...staticGraph(key)]))].filter((key) => !entryGraph.has(key));
  const chunks = [...graph.map((key) => `/${manifest[key].file}`), ...catalogueChunks(graph, language)];
  const styles = [...new Set(graph.flatMap((key) => manifest[key].css ?? []))].map(
    (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
  );
  return { chunks, styles, later: hasForm ? laterChunks(graph) : [] };
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * React puts the resource hints it finds (a preload of the logo for <img>) at the start of the
 * rendered HTML; they belong in <head>, and hydration expects #root to hold only the app.
 */
function splitHints(html) {
  const hints = /^(?:<link [^>]*\/>)*/.exec(html)?.[0] ?? '';
  return { hints: hints.split(/(?<=\/>)/).filter(Boolean), body: html.slice(hints.length) };
}

/** The built page in one language: its <html lang>, title, description and <noscript>. */
function inLanguage(html, language, texts) {
  return html
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(texts.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(texts.description)}"`)
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${escapeHtml(texts.noscript)}</noscript>`);
}

/** English pages at the top (/certificates is certificates/index.html), each other language in a folder of its own. */
const folderOf = (language) => (language === 'en' ? CLIENT : join(CLIENT, language));

for (const language of languages) {
  const texts = await documentTexts(language);
  mkdirSync(folderOf(language), { recursive: true });
  writeFileSync(join(folderOf(language), 'shell.html'), inLanguage(shell, language, texts));
  for (const route of prerenderedRoutes) {
    const { html, title } = await renderPage(route, language);
    const { hints, body } = splitHints(html);
    const { chunks, styles, later } = pageNeeds(route.page, body.includes('<form'), language);
    const headTags = [...hints, ...styles].map((tag) => `    ${tag}\n`).join('');
    const page = inLanguage(pageTemplate, language, texts)
      .replace('<!--boot-->', () => pageBootTag({ script: bootScript, entry: entryScript, preloads: [...entryPreloads, ...chunks] }))
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
      // After the entry's own stylesheet, as when the page's chunk is loaded on navigation.
      .replace(/\n\s*<\/head>/, () => `\n${headTags}  </head>`)
      // data-page tells main.tsx which page to load before it hydrates.
      .replace(
        EMPTY_ROOT,
        () =>
          `<div id="root"${route.page ? ` data-page="${route.page}"` : ''}${later.length ? ` data-later="${later.join(' ')}"` : ''}>${body}</div>`,
      );
    const file = join(folderOf(language), route.path, 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page);
  }
}
console.log(
  `Prerendered ${prerenderedRoutes.length} pages in ${languages.length} languages into ${CLIENT} (every other path gets shell.html).`,
);
