import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';

/**
 * Server and load generator on different cores, so that the generator's own CPU use
 * does not count against the server. Without taskset or with a single core the run goes on
 * unpinned and says so.
 */
export interface Pinning {
  /** Null when processes run unpinned. */
  taskset: string | null;
  serverCpu: number;
  loadCpu: number;
  /** For the machine line of the report. */
  description: string;
}

const TASKSET_PATHS = ['/usr/bin/taskset', '/bin/taskset', '/usr/local/bin/taskset'];

export function detectPinning(): Pinning {
  const taskset = TASKSET_PATHS.find((path) => existsSync(path)) ?? null;
  const cores = availableParallelism();
  if (taskset === null) return { taskset: null, serverCpu: 0, loadCpu: 0, description: 'unpinned (taskset not found)' };
  if (cores < 2) return { taskset: null, serverCpu: 0, loadCpu: 0, description: 'unpinned (one core)' };
  return { taskset, serverCpu: 0, loadCpu: 1, description: 'server on CPU 0, load generator on CPU 1 (taskset); browsers on every core' };
}

/** The command line that runs `command` on the server's core (or as is, unpinned). */
export function onServerCpu(pinning: Pinning, command: string, args: readonly string[]): { command: string; args: string[] } {
  if (pinning.taskset === null) return { command, args: [...args] };
  return { command: pinning.taskset, args: ['-c', String(pinning.serverCpu), command, ...args] };
}

/** Moves this process (every thread: autocannon, the seeding clients) to the load generator's core. */
export function pinSelfToLoadCpu(pinning: Pinning): void {
  if (pinning.taskset === null) return;
  execFileSync(pinning.taskset, ['-a', '-p', '-c', String(pinning.loadCpu), String(process.pid)], { stdio: 'ignore' });
}

/**
 * Lets this process (every thread) run on every core again, for a section with `allCores`: the
 * browser it starts inherits this affinity. (availableParallelism() would count only the pinned core.)
 */
export function unpinSelf(pinning: Pinning): void {
  if (pinning.taskset === null) return;
  execFileSync(pinning.taskset, ['-a', '-p', '-c', `0-${cpus().length - 1}`, String(process.pid)], { stdio: 'ignore' });
}
