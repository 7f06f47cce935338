import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadOrCreateDevSigningKey } from '../../src/server/documents/dev-signing-key';
import { stopChild, track } from './child-processes';
import { freePort } from './free-port';
import { onServerCpu } from './pinning';
import type { BenchContext } from './section';

export const BENCH_SETUP_KEY = 'bench-setup-key-0123456789';
/** Fixed, so that a token issued by one start of a PGlite server is still valid after a restart. */
const BENCH_JWT_SECRET = 'bench-jwt-secret-not-for-production-0123456789';
/** Fixed for the same reason: Aadhaar numbers sealed by one start open at the next (32 bytes of 0x42, not secret). */
const BENCH_AADHAAR_KEYS = `bench:${Buffer.alloc(32, 0x42).toString('base64')}`;

export type DatabaseChoice = { kind: 'pglite' } | { kind: 'postgres'; url: string };

export interface PortalServerOptions {
  database: DatabaseChoice;
  /** Reuse a DATA_DIR (a PGlite database seeded between two starts); a fresh one otherwise. */
  dataDir?: string;
  /** Where the query-capture preload writes the SQL it sees (SIGUSR2 toggles it). */
  captureQueriesTo?: string;
  /** How long the start may take: longer for PGlite opening a database of 140,000 rows. */
  readyTimeoutMs?: number;
  /** Settings a section adds (the messages section's SMTP_URL). */
  env?: Readonly<Record<string, string>>;
}

export interface PortalServer {
  url: string;
  pid: number;
  dataDir: string;
  database: DatabaseChoice;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Generous: a first start compiles the server through tsx, slow on a machine busy with other work. */
const READY_TIMEOUT_MS = 180_000;

/**
 * The real server as an operator starts it (node --import tsx src/server/main.ts), pinned to the
 * server's core, production mode, logging only warnings, every per-IP limit raised above what
 * the load generator (one IP) sends: the bench measures throughput, not the limiter.
 */
export async function startPortalServer(context: BenchContext, options: PortalServerOptions): Promise<PortalServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(context.tempRoot, 'data-'));
  const preloads = ['--import', 'tsx', ...(options.captureQueriesTo ? ['--import', './bench/lib/query-capture.ts'] : [])];
  const { command, args } = onServerCpu(context.pinning, process.execPath, [...preloads, 'src/server/main.ts']);
  const child = spawn(command, args, {
    cwd: context.root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET: BENCH_JWT_SECRET,
      AADHAAR_KEYS: BENCH_AADHAAR_KEYS,
      ADMIN_SETUP_KEY: BENCH_SETUP_KEY,
      PAYMENT_PROVIDER: 'sandbox',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '100000',
      GRIEVANCE_SUBMIT_RATE_LIMIT_MAX: '100000',
      CERTIFICATE_SUBMIT_RATE_LIMIT_MAX: '100000',
      GRIEVANCE_LOOKUP_RATE_LIMIT_MAX: '100000',
      // The load generator plays thousands of clients from one address (the overload probe opens 5,000 connections).
      CONNECTIONS_PER_IP_MAX: '100000',
      // What production requires since certificates are issued (decision 050): the public address their QR codes name, the signing key.
      PUBLIC_URL: 'https://portal.bench.example',
      ...benchSigningKey(context.tempRoot),
      ...(options.database.kind === 'postgres' ? { DATABASE_URL: options.database.url } : {}),
      ...(options.captureQueriesTo ? { BENCH_CAPTURE_QUERIES: options.captureQueriesTo } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    // The last few KB are enough to explain a failed start; a long run must not grow this forever.
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilHealthy(url, child, () => output, options.readyTimeoutMs ?? READY_TIMEOUT_MS);
  } catch (err) {
    await stopChild(child);
    throw err;
  }
  if (child.pid === undefined) throw new Error('the server process has no pid');
  return { url, pid: child.pid, dataDir, database: options.database, process: child, stop: () => stopChild(child) };
}

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the portal server exited during start (${child.exitCode ?? child.signalCode}):\n${output()}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the portal server did not become healthy within ${timeoutMs / 1000} s:\n${output()}`);
}

/**
 * A signing key for this run's servers, made once into the run's folder with the development
 * key's own generator: production refuses to start without SIGNING_P12, and a bench key is
 * nobody's to keep.
 */
function benchSigningKey(tempRoot: string): { SIGNING_P12: string; SIGNING_P12_PASSWORD: string } {
  const file = join(tempRoot, 'bench-signing.p12');
  const key = loadOrCreateDevSigningKey(tempRoot, 'Bench Municipality');
  if (!existsSync(file)) writeFileSync(file, key.p12, { mode: 0o600 });
  return { SIGNING_P12: file, SIGNING_P12_PASSWORD: key.password };
}
