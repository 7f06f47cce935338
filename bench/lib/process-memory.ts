import { readFileSync, writeFileSync } from 'node:fs';

export const MIB = 1024 * 1024;

/** Resident memory of a process, from /proc/<pid>/status (Linux), in bytes. */
export function residentBytes(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}

/** Restarts the kernel's high-water mark (VmHWM) at the current RSS; false when not permitted. */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/**
 * The highest RSS of a process while `work` runs: the kernel's own high-water mark when it can
 * be reset, and in any case samples every 10 ms (a short peak between samples is then caught by
 * VmHWM, a kernel without clear_refs still gets the samples).
 */
export async function peakDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakBytes: number }> {
  const exact = resetPeak(pid);
  let sampled = residentBytes(pid).rss;
  const timer = setInterval(() => {
    try {
      sampled = Math.max(sampled, residentBytes(pid).rss);
    } catch {
      // The process is gone; the work will say why.
    }
  }, 10);
  try {
    const result = await work();
    const { peak } = residentBytes(pid);
    return { result, peakBytes: Math.max(sampled, exact ? peak : 0) };
  } finally {
    clearInterval(timer);
  }
}
