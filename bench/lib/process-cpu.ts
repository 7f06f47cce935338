import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';

/**
 * CPU time spent by the processes of one load run, from /proc (Linux): what each answer cost the
 * server, PostgreSQL and the load generator, and so how many answers the machine's cores could
 * give at most. A budget above that ceiling cannot be met by any change to the server's code.
 */
export interface CpuShares {
  /** CPU seconds over the run; PostgreSQL's is null when its processes are not on this machine. */
  serverSeconds: number;
  postgresSeconds: number | null;
  loadGeneratorSeconds: number;
}

/** Clock ticks per second of /proc's times: 100 on every Linux build in use, asked once. */
let clockTicks: number | null = null;
function ticksPerSecond(): number {
  if (clockTicks === null) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/** User plus system CPU seconds of one process so far, or null when it is gone or not readable. */
export function processCpuSeconds(pid: number): number | null {
  try {
    // The command name in parentheses may contain spaces: the fields start after its ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond();
  } catch {
    return null;
  }
}

/**
 * CPU seconds of every process named `postgres` on this machine (the postmaster, its backends,
 * the WAL writer, the checkpointer…), or null when there is none. The bench's pooled backends live
 * through the whole run, so nothing they spent is lost with an exited process.
 */
export function postgresCpuSeconds(): number | null {
  let total = 0;
  let found = false;
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    let name: string;
    try {
      name = readFileSync(`/proc/${entry}/comm`, 'utf8').trim();
    } catch {
      continue;
    }
    if (name !== 'postgres') continue;
    const seconds = processCpuSeconds(Number(entry));
    if (seconds === null) continue;
    total += seconds;
    found = true;
  }
  return found ? total : null;
}

/**
 * The CPU that `work` cost the server (by pid), PostgreSQL (when `withPostgres` and it runs
 * here) and this process, the load generator.
 */
export async function cpuDuring<T>(
  serverPid: number,
  withPostgres: boolean,
  work: () => Promise<T>,
): Promise<{ result: T; cpu: CpuShares | null }> {
  const server = processCpuSeconds(serverPid);
  const postgres = withPostgres ? postgresCpuSeconds() : null;
  const self = process.cpuUsage();
  const result = await work();
  const selfUsed = process.cpuUsage(self);
  const serverAfter = processCpuSeconds(serverPid);
  const postgresAfter = withPostgres ? postgresCpuSeconds() : null;
  if (server === null || serverAfter === null) return { result, cpu: null };
  return {
    result,
    cpu: {
      serverSeconds: serverAfter - server,
      postgresSeconds: postgres === null || postgresAfter === null ? null : postgresAfter - postgres,
      loadGeneratorSeconds: (selfUsed.user + selfUsed.system) / 1e6,
    },
  };
}
