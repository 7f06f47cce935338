#!/usr/bin/env node
// Prints every built file's raw, gzip and brotli size (run by `npm run build`). With --check
// (`npm run check:budget`), also opens / in Chromium as a first visit (scripts/first-visit.mjs;
// with --all-pages, one prerendered page of each kind) in English and in Tamil, prints what each
// downloads until it is idle,
// and exits non-zero when the first visit to / in either language is over its budgets
// (docs/decisions/032, 035). Sizes use the strongest settings,
// as the precompressed files the server sends are made with them.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { firstVisits } from './first-visit.mjs';

const DIST = resolve('dist/client');
/** The languages a first visit is measured in: a Tamil visit carries the `lang` cookie (docs/decisions/035). */
const LANGUAGES = ['en', 'ta'];
/** Every script a first visit to / fetches until idle (gzip), in each language (docs/decisions/066). */
const FIRST_VISIT_SCRIPTS_BUDGET = 100 * 1024;
/** Every byte a first visit to / downloads until idle (as sent, gzip; docs/decisions/066). */
const FIRST_VISIT_TOTAL_BUDGET = 125 * 1024;
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

let builtFiles;
try {
  builtFiles = listFiles(DIST).filter((path) => /\.(js|css|html|webmanifest|svg|png)$/.test(path));
} catch {
  console.error(`No build in ${DIST}: run \`npm run build\` first.`);
  process.exit(1);
}

const sizes = new Map();
for (const file of builtFiles) {
  const buf = readFileSync(file);
  sizes.set(relative(DIST, file), { raw: buf.length, gzip: gzip(buf), brotli: brotli(buf) });
}

const rows = [...sizes.entries()].filter(([name]) => !name.endsWith('.png')).sort((a, b) => b[1].gzip - a[1].gzip);
const width = Math.max(...rows.map(([name]) => name.length));
console.log(`\n${'file'.padEnd(width)}  ${'raw'.padStart(11)}  ${'gzip'.padStart(11)}  ${'brotli'.padStart(11)}`);
for (const [name, size] of rows) {
  console.log(`${name.padEnd(width)}  ${kb(size.raw).padStart(11)}  ${kb(size.gzip).padStart(11)}  ${kb(size.brotli).padStart(11)}`);
}
if (!process.argv.includes('--check')) process.exit(0);

/** What the server sends for a file to a browser that accepts gzip (or brotli): see precompress.mjs. */
function sent(file) {
  const size = sizes.get(file);
  if (!size) throw new Error(`The first visit fetched ${file}, which the size table does not list`);
  if (size.raw < PRECOMPRESS_MIN_BYTES) return { gzip: size.raw, brotli: size.raw };
  return { gzip: Math.min(size.raw, size.gzip), brotli: Math.min(size.raw, size.brotli) };
}
const sum = (files) =>
  files.reduce((total, file) => ({ gzip: total.gzip + sent(file).gzip, brotli: total.brotli + sent(file).brotli }), { gzip: 0, brotli: 0 });
const kind = (file) => (file.endsWith('.html') ? 'html' : file.endsWith('.css') ? 'css' : file.endsWith('.js') ? 'js' : 'other');

/**
 * One prerendered page of each kind: the pages of one kind (#root's data-page, which main.tsx
 * loads before hydrating) differ only in their HTML, and a visit takes seconds on a busy machine.
 * Found among the English pages; each is visited in every language (the Tamil ones under ta/ are
 * the same pages, answered for the same paths).
 */
const route = (file) => `/${file.replace(/\/?index\.html$/, '')}`;
const otherLanguageFolder = new RegExp(`^(${LANGUAGES.filter((language) => language !== 'en').join('|')})/`);
const pageKinds = new Map();
for (const file of [...sizes.keys()].filter((name) => name.endsWith('index.html') && !otherLanguageFolder.test(name)).sort()) {
  const kindOfPage = /<div id="root"(?: data-page="([^"]*)")?/.exec(readFileSync(join(DIST, file), 'utf8'))?.[1] ?? 'home';
  if (!pageKinds.has(kindOfPage)) pageKinds.set(kindOfPage, route(file));
}
// The budget is the first visit to /: that is all --check visits unless asked for every kind of
// page (--all-pages), whose table is for reading, not a gate, and costs a minute of Chromium.
const pages = process.argv.includes('--all-pages') ? [...pageKinds.values()].sort() : ['/'];
const visits = [];
for (const language of LANGUAGES) {
  for (const [page, files] of await firstVisits(DIST, pages, language)) visits.push({ page, language, files });
}

const routeWidth = Math.max(...pages.map((page) => page.length), 'page'.length);
console.log(`\nA first visit to one prerendered page of each kind, in each language, until idle, as sent (gzip; brotli in brackets):`);
console.log(
  `${'page'.padEnd(routeWidth)}  lang  ${['HTML', 'CSS', 'JS', 'images+', 'total'].map((name) => name.padStart(9)).join('  ')}  ${'(brotli)'.padStart(11)}  JS files`,
);
for (const { page, language, files } of [...visits].sort(
  (a, b) => a.page.localeCompare(b.page) || LANGUAGES.indexOf(a.language) - LANGUAGES.indexOf(b.language),
)) {
  const parts = ['html', 'css', 'js', 'other'].map((part) => sum(files.filter((file) => kind(file) === part)));
  const total = sum(files);
  const scripts = files.filter((file) => kind(file) === 'js').length;
  console.log(
    `${page.padEnd(routeWidth)}  ${language.padEnd(4)}  ${[...parts, total].map((part) => kb(part.gzip).padStart(9)).join('  ')}  ${`(${kb(total.brotli)})`.padStart(11)}  ${scripts}`,
  );
}

const verdict = (bytes, budget) => `budget ${kb(budget)} gzip: ${bytes <= budget ? 'within budget' : 'OVER BUDGET'}`;
let over = false;
for (const language of LANGUAGES) {
  const home = visits.find((visit) => visit.page === '/' && visit.language === language)?.files ?? [];
  const homeScripts = sum(home.filter((file) => kind(file) === 'js'));
  const homeTotal = sum(home);
  console.log(
    `\nFirst visit to / in ${language}, every script until idle: ${kb(homeScripts.gzip)} gzip (${kb(homeScripts.brotli)} brotli); ${verdict(homeScripts.gzip, FIRST_VISIT_SCRIPTS_BUDGET)}`,
  );
  console.log(`  ${home.filter((file) => kind(file) === 'js').join(', ')}`);
  console.log(
    `First visit to / in ${language}, every byte until idle: ${kb(homeTotal.gzip)} gzip (${kb(homeTotal.brotli)} brotli); ${verdict(homeTotal.gzip, FIRST_VISIT_TOTAL_BUDGET)}`,
  );
  if (home.length === 0 || homeScripts.gzip > FIRST_VISIT_SCRIPTS_BUDGET || homeTotal.gzip > FIRST_VISIT_TOTAL_BUDGET) over = true;
}
if (over) process.exit(1);
