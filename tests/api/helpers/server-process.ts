import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';

/**
 * The real server as an operator runs it: `tsx src/server/main.ts` in a child process, with its
 * output collected so tests can wait for a log line and read what it printed.
 */
export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  /** Resolves with the first match of `pattern` in the output; rejects on exit or timeout. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Resolves with the exit code once the output is complete (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGKILL to tsx and the node process it started (a process group): nothing is left behind. */
  killAll(): Promise<void>;
}

/**
 * The server as `npm start` runs it: `node --import tsx`, no tsx CLI in between. The tsx CLI
 * relays a signal only if the child confirms it within 30 ms and otherwise SIGKILLs it, so under
 * load a SIGTERM through it became a kill (found by tests/reliability/graceful-stop.test.ts).
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  return run(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], env);
}

/** Any of the server's entry points through tsx; `input` is written to its stdin, which then closes. */
export function runTsx(script: string, args: string[], env: Record<string, string>, input?: string): ServerProcess {
  return run(join(process.cwd(), 'node_modules', '.bin', 'tsx'), [script, ...args], env, input);
}

function run(command: string, args: string[], env: Record<string, string>, input?: string): ServerProcess {
  const child = spawn(command, args, {
    cwd: process.cwd(),
    // Only what the test gives, plus PATH: the server must not pick up the developer's settings.
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: [input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    // Its own process group: tsx runs the script in a child node process, and a SIGKILL to tsx
    // alone would leave that one running (holding the port and the DATA_DIR lock).
    detached: true,
  });
  if (input !== undefined) child.stdin?.end(input);
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));

  function waitFor(pattern: RegExp, timeoutMs = 30_000): Promise<RegExpMatchArray> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = output.match(pattern);
        if (match) {
          cleanup();
          resolve(match);
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`Timed out waiting for ${pattern}. Output so far:\n${output}`));
      }, timeoutMs);
      const onExit = () => {
        check();
        cleanup();
        reject(new Error(`The server exited before printing ${pattern}. Output:\n${output}`));
      };
      const cleanup = () => {
        clearTimeout(timer);
        listeners.delete(check);
        child.off('close', onExit);
      };
      listeners.add(check);
      child.once('close', onExit);
      check();
    });
  }

  async function killAll() {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
    await exited;
  }

  return { child, output: () => output, waitFor, exited, killAll };
}

export const READY_LINE = /Portal server ready at (http:\/\/\S+) \(/;
