import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * The port of a server of its own: beside the suite's (E2E_PORT), so that two runs of the suite
 * on other ports never meet, and apart for each parallel worker (`parallelIndex`), so that the
 * workers of one run never meet either. `offset` keeps the files that start one apart.
 */
export function ownServerPort(offset: number, parallelIndex: number): number {
  return Number(process.env.E2E_PORT ?? 4173) + offset + parallelIndex;
}

/**
 * A second portal server on a fresh, empty database (the same start script as the suite's own):
 * for what must be seen on a database nobody has written to yet, or with settings of its own
 * (`env`, e.g. an SMTP server) that the suite's shared server must not have. It takes seconds to
 * start (a new database): start one per worker where the tests allow it, never one per test.
 */
export async function startOwnServer(
  port: number,
  env: Record<string, string> = {},
  /** Each line the server writes to its log (stdout), for what it logs in place of sending: an SMS without a gateway. */
  onLogLine?: (line: string) => void,
): Promise<OwnServer> {
  const baseURL = `http://localhost:${port}`;
  // Something already answering there is another run's server, not this one.
  if (await answersHealth(baseURL)) throw new Error(`Port ${port} is taken: choose another E2E_PORT`);
  const child: ChildProcess = spawn(process.execPath, ['tests/e2e/support/start-server.mjs'], {
    env: { ...process.env, ...env, E2E_PORT: String(port) },
    stdio: ['ignore', onLogLine ? 'pipe' : 'ignore', 'ignore'],
  });
  if (onLogLine && child.stdout) {
    let rest = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) onLogLine(line);
    });
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  // Generous: on a loaded two-core machine a new database alone can take most of a minute.
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The second server exited with ${child.exitCode}`);
    if (await answersHealth(baseURL)) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('The second server did not start within 90 s');
}

function answersHealth(baseURL: string): Promise<boolean> {
  return fetch(`${baseURL}/api/health`).then(
    (response) => response.ok,
    () => false,
  );
}
