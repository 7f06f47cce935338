#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of the client
// build, at the strongest settings: done once at build time, so the server sends the
// smallest bytes without compressing on every request (it picks by Accept-Encoding).
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const DIST = 'dist/client';
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

let count = 0;
for (const file of listFiles(DIST)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const buf = readFileSync(file);
  if (buf.length < MIN_BYTES) continue;
  const br = brotliCompressSync(buf, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length },
  });
  const gz = gzipSync(buf, { level: 9 });
  if (br.length < buf.length) writeFileSync(`${file}.br`, br);
  if (gz.length < buf.length) writeFileSync(`${file}.gz`, gz);
  count += 1;
}
console.log(`Precompressed ${count} files in ${DIST} (brotli 11, gzip 9).`);
