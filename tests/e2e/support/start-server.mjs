#!/usr/bin/env node
// Starts the real server for the e2e suite: the built client (npm run build ran before), a
// fresh PGlite database in a temporary DATA_DIR removed on exit, and a known admin setup key.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: process.env.E2E_PORT ?? '4173',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_SETUP_KEY: 'e2e-setup-key-0123456789',
    SCRYPT_LOG_N: '14',
    AUTH_RATE_LIMIT_MAX: '1000',
    CERTIFICATE_SUBMIT_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});

const stop = (signal) => server.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
