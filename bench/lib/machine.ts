import { readFileSync } from 'node:fs';
import { cpus, loadavg, release, totalmem } from 'node:os';
import type { Pinning } from './pinning';
import type { PostgresTarget } from './postgres';

export interface MachineInfo {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  postgres: string;
  pinning: string;
  /** 1-minute load average when the run started: other work on the machine skews every figure. */
  loadAverageAtStart: number;
}

export function machineInfo(postgres: PostgresTarget, pinning: Pinning): MachineInfo {
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    // Not availableParallelism(): the bench pinned itself to one core, which that would report.
    cores: cpus().length,
    memoryGiB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: `${osName()} (Linux ${release()})`,
    node: process.version,
    postgres: postgres.available ? postgres.version : `not available (${postgres.reason})`,
    pinning: pinning.description,
    loadAverageAtStart: currentLoadAverage(),
  };
}

export function currentLoadAverage(): number {
  return Math.round((loadavg()[0] ?? 0) * 100) / 100;
}

export function formatMachine(info: MachineInfo, loadAverageAtEnd: number): string {
  return [
    `CPU: ${info.cpu}, ${info.cores} cores, ${info.memoryGiB} GiB RAM`,
    `OS: ${info.os}`,
    `Node ${info.node}; ${info.postgres}`,
    `Pinning: ${info.pinning}`,
    `Load average (1 min): ${info.loadAverageAtStart} at start, ${loadAverageAtEnd} at end${
      Math.max(info.loadAverageAtStart, loadAverageAtEnd) > info.cores ? ' (above the core count: other work competed with the bench)' : ''
    }`,
  ].join('\n');
}

function osName(): string {
  try {
    const match = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(readFileSync('/etc/os-release', 'utf8'));
    return match?.[1] ?? process.platform;
  } catch {
    return process.platform;
  }
}
