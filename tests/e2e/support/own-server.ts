import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * A second portal server on a fresh, empty database (the same start script as the suite's own):
 * for what must be seen on a database nobody has written to yet, or with settings of its own
 * (`env`, e.g. a short JWT_EXPIRES_IN) that the suite's shared server must not have.
 */
export async function startOwnServer(port: number, env: Record<string, string> = {}): Promise<OwnServer> {
  const child: ChildProcess = spawn(process.execPath, ['tests/e2e/support/start-server.mjs'], {
    env: { ...process.env, ...env, E2E_PORT: String(port) },
    stdio: 'ignore',
  });
  const baseURL = `http://localhost:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The second server exited with ${child.exitCode}`);
    const healthy = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('The second server did not start within 60 s');
}
