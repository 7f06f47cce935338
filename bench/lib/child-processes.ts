import type { ChildProcess } from 'node:child_process';

/**
 * Every server the bench started, so that Ctrl-C or a crashed section never leaves one behind
 * holding a port, a DATA_DIR lock or a core.
 */
const running = new Set<ChildProcess>();

export function track(child: ChildProcess): void {
  running.add(child);
  child.once('exit', () => running.delete(child));
}

export function killAllTracked(): void {
  for (const child of running) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

/** SIGTERM, then SIGKILL if it has not exited in time. Resolves once it is gone. */
export async function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
