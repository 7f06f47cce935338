import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import type { Config } from './config';
import { openDatabase } from './db/open-database';
import { prepareAdminSetup } from './modules/auth/setup-keys';
import { PRIVATE_UMASK, makePrivate } from './private-data-dir';
import { Resources } from './resources';
import { StartupError } from './startup-error';

/** In-flight requests get this long to finish after SIGTERM before the process gives up on them. */
const SHUTDOWN_TIMEOUT_MS = 10_000;
/**
 * After a signal, how long the server goes on answering before it closes: a request that a client
 * (or haproxy) sent on a kept-alive connection just before the signal may still be on its way, and
 * closing that connection as idle would reset the request unanswered. Every answer in this time
 * carries `Connection: close`, so the client sends its next request on a new connection.
 */
const DRAIN_MS = 1_000;

type Phase = 'starting' | 'running' | 'stopping';
let phase: Phase = 'starting';
let app: FastifyInstance | null = null;

// Everything this process creates (uploads, the lock, PGlite's folders) is its owner's alone.
process.umask(PRIVATE_UMASK);

const resources = new Resources((message, err) => reportError(message, err));

// SIGHUP: the terminal that started the server was closed. All three mean "stop cleanly".
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => onSignal(signal));
// A bug that escaped every handler: still close the database and release the lock on the way out.
process.on('uncaughtException', (err) => crash('Uncaught exception', err));
process.on('unhandledRejection', (reason) => crash('Unhandled promise rejection', reason));

void start();

async function start() {
  try {
    const config = loadConfig();
    const madePrivate = makePrivate(config.dataDir);
    const database = await openDatabase(config, { onPoolError: (err) => reportError('PostgreSQL connection error', err) });
    resources.add('database', () => database.close());
    if (stopRequested()) return stop(0);

    app = buildApp({ config, database });
    const server = app;
    if (madePrivate > 0)
      server.log.warn(
        `${madePrivate} files and folders in DATA_DIR could be opened by other accounts: made private (0600 files, 0700 folders)`,
      );
    resources.add('HTTP server', () => server.close());
    server.addHook('onRequest', (_request, reply, done) => {
      if (stopRequested()) void reply.header('connection', 'close');
      done();
    });
    await server.ready();
    await announceAdminSetup(server, config);
    if (stopRequested()) return stop(0);

    await server.listen({ host: config.host, port: config.port });
    if (stopRequested()) return stop(0);
    phase = 'running';
    server.log.info(`Portal server ready at ${publicUrl(server, config)} (database: ${database.kind}, data: ${config.dataDir})`);
  } catch (err) {
    if (err instanceof StartupError) console.error(err.message);
    else reportError('The portal server could not start', err);
    return stop(1);
  }
}

/** A function, not an inline check: the phase changes under start() whenever a signal arrives. */
function stopRequested(): boolean {
  return phase === 'stopping';
}

function onSignal(signal: NodeJS.Signals) {
  if (phase === 'stopping') {
    console.error(`${signal} again: exiting without waiting.`);
    process.exit(1);
  }
  const wasRunning = phase === 'running';
  phase = 'stopping';
  log(`${signal} received: finishing open requests, then stopping.`);
  // While starting, start() notices the new phase after its current step and stops itself.
  if (wasRunning) void sleep(DRAIN_MS).then(() => stop(0));
}

function crash(message: string, err: unknown) {
  reportError(`${message}: stopping the server`, err);
  void stop(1);
}

async function stop(exitCode: number) {
  phase = 'stopping';
  const timer = setTimeout(() => {
    console.error(`Shutdown took longer than ${SHUTDOWN_TIMEOUT_MS / 1000} s: exiting anyway.`);
    process.exit(1);
  }, SHUTDOWN_TIMEOUT_MS);
  timer.unref();
  await resources.closeAll();
  process.exit(exitCode);
}

async function announceAdminSetup(server: FastifyInstance, config: Config) {
  const setup = await prepareAdminSetup(server.db, config);
  if (setup.state === 'generated-key') {
    server.log.warn(`No administrator exists yet. Create the first one at /admin-setup with this one-time setup key: ${setup.key}`);
  } else if (setup.state === 'configured-key') {
    server.log.warn('No administrator exists yet. Create the first one at /admin-setup with the ADMIN_SETUP_KEY.');
  }
}

function publicUrl(server: FastifyInstance, config: Config): string {
  const { port } = server.server.address() as AddressInfo;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

function log(message: string) {
  if (app) app.log.info(message);
  else console.log(message);
}

function reportError(message: string, err: unknown) {
  if (app) app.log.error({ err }, message);
  else console.error(message, err);
}
