#!/usr/bin/env node
// `npm run dev`: the API server restarting on change (tsx watch) and Vite's dev server with
// hot reload, which forwards /api to it, and the catalogues made again when a .po file changes
// (scripts/texts.mjs). Open the address Vite prints (http://localhost:5173).
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '8080';
const children = [
  spawn(process.execPath, ['scripts/texts.mjs', '--watch'], { stdio: 'inherit' }),
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, CLIENT_DIST: process.env.CLIENT_DIST ?? '.no-client-build' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, DEV_API_TARGET: `http://localhost:${apiPort}` } }),
];

function stop(signal) {
  for (const child of children) child.kill(signal);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
