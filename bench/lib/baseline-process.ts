import { spawn } from 'node:child_process';
import { stopChild, track } from './child-processes';
import { freePort } from './free-port';
import { onServerCpu } from './pinning';
import type { BenchContext } from './section';

/** A baseline server in its own process on the server's core, as the portal runs. */
export interface BaselineServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts `node <args>` with PORT set (and `env`), pinned like the portal, and resolves once it
 * writes its first line (its "ready").
 */
export async function startBaselineProcess(
  context: BenchContext,
  name: string,
  args: readonly string[],
  env: Readonly<Record<string, string>>,
): Promise<BaselineServer> {
  const port = await freePort();
  const { command, args: pinnedArgs } = onServerCpu(context.pinning, process.execPath, args);
  const child = spawn(command, pinnedArgs, {
    cwd: context.root,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  track(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the ${name} exited (${code})`)));
  });
  if (child.pid === undefined) throw new Error(`the ${name} has no pid`);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
}
