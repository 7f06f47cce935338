#!/usr/bin/env node
// Prints every built chunk's raw, gzip and brotli size, and the JavaScript a first visit to /
// downloads (the entry chunk and every chunk it imports statically). With --check, exits
// non-zero when that figure is over budget. Sizes use the strongest settings, as the
// precompressed files the server sends are made with them.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = 'dist/client';
/** Issue 8's budget for the first visit to / (JavaScript, gzip); issue 2 had 100 KB. See docs/decisions/008. */
const FIRST_VISIT_JS_BUDGET = 85 * 1024;

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

const sizes = new Map();
for (const file of listFiles(DIST).filter((path) => /\.(js|css|html|webmanifest|svg)$/.test(path))) {
  const buf = readFileSync(file);
  sizes.set(relative(DIST, file), { raw: buf.length, gzip: gzip(buf), brotli: brotli(buf) });
}

// The first visit: the entry script of index.html and, transitively, its static imports.
const entry = /<script[^>]+type="module"[^>]+src="\/([^"]+)"/.exec(html)?.[1];
if (!entry) {
  console.error('index.html has no module entry script.');
  process.exit(1);
}
const firstVisit = new Set();
const pending = [entry];
while (pending.length > 0) {
  const file = pending.pop();
  if (firstVisit.has(file)) continue;
  firstVisit.add(file);
  const code = readFileSync(join(DIST, file), 'utf8');
  // Static imports only: `import{a}from"./x.js"` and `import"./x.js"`; dynamic import() loads later.
  for (const match of code.matchAll(/(?:^|[;\s}])import\s*(?:[^'"()]*?from\s*)?["'](\.\/[^"']+)["']/g)) {
    pending.push(join(file, '..', match[1]).replaceAll('\\', '/'));
  }
}

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
if (process.argv.includes('--check') && !within) process.exit(1);
