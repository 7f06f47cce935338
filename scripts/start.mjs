#!/usr/bin/env node
// `npm start`: builds the client when there is no build or the sources are newer than it,
// then runs the server (PWA and API from one process). Signals are passed to the server so
// that it drains requests and closes the database before the process ends.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const BUILD_MARKER = 'dist/client/index.html';
const CLIENT_SOURCES = [
  'index.html',
  'vite.config.ts',
  'manifest.webmanifest',
  'public',
  'src/client',
  'src/shared',
  'sw',
  'scripts/prerender.mjs',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

function clientBuildIsCurrent() {
  if (!existsSync(BUILD_MARKER)) return false;
  const builtAt = statSync(BUILD_MARKER).mtimeMs;
  return CLIENT_SOURCES.every((source) => newestMtime(source) <= builtAt);
}

// The catalogues' modules (scripts/texts.mjs), which the server imports as well as the client.
const texts = spawnSync(process.execPath, ['scripts/texts.mjs'], { stdio: 'inherit' });
if (texts.status !== 0) process.exit(texts.status ?? 1);

if (process.env.SKIP_CLIENT_BUILD !== 'true' && !clientBuildIsCurrent()) {
  console.log('Building the client (first start, or the sources changed)...');
  const build = spawnSync('npm', ['run', '-s', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
