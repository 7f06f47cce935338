#!/usr/bin/env node
// Prints every built chunk's raw, gzip and brotli size, the JavaScript a first visit to /
// downloads (the entry chunk and every chunk it imports statically), and the total bytes of a
// first visit to each prerendered page (its HTML, styles, scripts, images and the manifest).
// With --check, exits non-zero when a figure for / is over its budget. Sizes use the strongest
// settings, as the precompressed files the server sends are made with them.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = 'dist/client';
/** The prerenderer's bundle, which scripts/prerender.mjs builds beside the client. */
const PRERENDER_BUNDLE = 'dist/prerender/prerender-page.js';
/** Issue 8's budget for the first visit to / (JavaScript, gzip); issue 2 had 100 KB. See docs/decisions/008. */
const FIRST_VISIT_JS_BUDGET = 85 * 1024;
/** Issue 8's budget for everything a first visit to / downloads (as sent, gzip). See docs/decisions/011. */
const FIRST_VISIT_TOTAL_BUDGET = 120 * 1024;
/** scripts/precompress.mjs leaves smaller files as they are: they are sent uncompressed. */
const PRECOMPRESS_MIN_BYTES = 1024;

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
const gzip = (buf) => gzipSync(buf, { level: 9 }).length;
const brotli = (buf) => brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

let html;
try {
  html = readFileSync(join(DIST, 'index.html'), 'utf8');
} catch {
  console.error(`No build in ${DIST}: run \`npm run build\` first.`);
  process.exit(1);
}
// The reader of the boot script from the same build that wrote it (src/shared/page-boot.ts).
const { readPageBootTag } = await import(pathToFileURL(PRERENDER_BUNDLE).href);
/** A URL of the site as a path inside DIST. */
const local = (url) => url.replace(/^\//, '');

const sizes = new Map();
for (const file of listFiles(DIST).filter((path) => /\.(js|css|html|webmanifest|svg)$/.test(path))) {
  const buf = readFileSync(file);
  sizes.set(relative(DIST, file), { raw: buf.length, gzip: gzip(buf), brotli: brotli(buf) });
}

// The first visit: the entry script of index.html (a module script, or the boot script's
// data-entry on a prerendered page, docs/decisions/019) and, transitively, its static imports.
const homeBoot = readPageBootTag(html);
const entry = homeBoot ? local(homeBoot.entry) : /<script[^>]+type="module"[^>]+src="\/([^"]+)"/.exec(html)?.[1];
if (!entry) {
  console.error('index.html has no module entry script.');
  process.exit(1);
}
/** A script and, transitively, its static imports (dynamic import() loads later). */
function withStaticImports(files, seen = new Set()) {
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(DIST, file), 'utf8');
    // Static imports only: `import{a}from"./x.js"` and `import"./x.js"`.
    for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[^'"()]*?from\s*)?["'](\.\/[^"']+)["']/g)) {
      pending.push(join(file, '..', match[1]).replaceAll('\\', '/'));
    }
  }
  return seen;
}
const firstVisit = withStaticImports([entry]);

const rows = [...sizes.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\n${'file'.padEnd(width)}  ${'raw'.padStart(11)}  ${'gzip'.padStart(11)}  ${'brotli'.padStart(11)}  first visit`);
for (const [name, size] of rows) {
  console.log(
    `${name.padEnd(width)}  ${kb(size.raw).padStart(11)}  ${kb(size.gzip).padStart(11)}  ${kb(size.brotli).padStart(11)}  ${firstVisit.has(name) ? 'yes' : ''}`,
  );
}

const firstVisitJs = [...firstVisit].reduce((sum, name) => sum + (sizes.get(name)?.gzip ?? 0), 0);
const firstVisitBr = [...firstVisit].reduce((sum, name) => sum + (sizes.get(name)?.brotli ?? 0), 0);
const within = firstVisitJs <= FIRST_VISIT_JS_BUDGET;
console.log(
  `\nFirst visit to /: ${kb(firstVisitJs)} of JavaScript gzip (${kb(firstVisitBr)} brotli) in ${firstVisit.size} file(s); budget ${kb(FIRST_VISIT_JS_BUDGET)} gzip: ${within ? 'within budget' : 'OVER BUDGET'}`,
);

/** What the server sends for a file to a browser that accepts gzip (or brotli): see precompress.mjs. */
function sent(file) {
  const size = sizes.get(file) ?? (() => {
    const raw = readFileSync(join(DIST, file)).length;
    return { raw, gzip: raw, brotli: raw };
  })();
  if (size.raw < PRECOMPRESS_MIN_BYTES) return { gzip: size.raw, brotli: size.raw };
  return { gzip: Math.min(size.raw, size.gzip), brotli: Math.min(size.raw, size.brotli) };
}

/**
 * Everything a first visit to a page downloads before it is usable: the HTML, its stylesheets,
 * its module script with its static imports and every modulepreload (the page's own chunk; on a
 * prerendered page both come from the boot script's data-entry and data-preload), the
 * images and icon it names, and the manifest. Not counted: what loads after the page's `load`
 * event (the notices, the service worker and its precache of the rest of the app, see
 * docs/decisions/009), and HTTP headers.
 */
function firstVisitOf(htmlFile) {
  const pageHtml = readFileSync(join(DIST, htmlFile), 'utf8');
  const urls = (pattern) => [...pageHtml.matchAll(pattern)].map((match) => local(match[1]));
  const boot = readPageBootTag(pageHtml);
  const styles = urls(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g);
  const scripts = withStaticImports([
    ...urls(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...urls(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g),
    // The boot script's entry and the chunks it preloads once the page is painted.
    ...(boot ? [boot.entry, ...boot.preloads].map(local) : []),
  ]);
  const images = new Set([
    ...urls(/<img[^>]+src="([^"]+)"/g),
    ...urls(/<link[^>]+rel="icon"[^>]*href="([^"]+)"/g),
    ...urls(/<link[^>]+rel="manifest"[^>]*href="([^"]+)"/g),
  ]);
  const part = (files) => [...files].reduce((sum, file) => ({ gzip: sum.gzip + sent(file).gzip, brotli: sum.brotli + sent(file).brotli }), { gzip: 0, brotli: 0 });
  const parts = { html: part([htmlFile]), css: part(styles), js: part(scripts), other: part(images) };
  const total = Object.values(parts).reduce((sum, p) => ({ gzip: sum.gzip + p.gzip, brotli: sum.brotli + p.brotli }), { gzip: 0, brotli: 0 });
  return { parts, total };
}

const route = (file) => `/${file.replace(/\/?index\.html$/, '')}`;
const pageFiles = [...sizes.keys()].filter((name) => name.endsWith('index.html')).sort((a, b) => route(a).localeCompare(route(b)));
const routeWidth = Math.max(...pageFiles.map((file) => route(file).length), 'page'.length);
console.log(`\nFirst visit to each prerendered page, as sent (gzip; brotli in brackets):`);
console.log(`${'page'.padEnd(routeWidth)}  ${'HTML'.padStart(9)}  ${'CSS'.padStart(9)}  ${'JS'.padStart(9)}  ${'images+'.padStart(9)}  ${'total'.padStart(9)}  ${'(brotli)'.padStart(11)}`);
let home;
for (const file of pageFiles) {
  const visit = firstVisitOf(file);
  if (file === 'index.html') home = visit;
  const { html, css, js, other } = visit.parts;
  console.log(
    `${route(file).padEnd(routeWidth)}  ${[html, css, js, other, visit.total].map((p) => kb(p.gzip).padStart(9)).join('  ')}  ${`(${kb(visit.total.brotli)})`.padStart(11)}`,
  );
}
const totalWithin = home.total.gzip <= FIRST_VISIT_TOTAL_BUDGET;
console.log(
  `\nFirst visit to /, every byte: ${kb(home.total.gzip)} gzip (${kb(home.total.brotli)} brotli); budget ${kb(FIRST_VISIT_TOTAL_BUDGET)} gzip: ${totalWithin ? 'within budget' : 'OVER BUDGET'}`,
);
if (process.argv.includes('--check') && !(within && totalWithin)) process.exit(1);
