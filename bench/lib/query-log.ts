import { existsSync, readFileSync } from 'node:fs';
import type { CaptureLine, CapturedQuery } from './query-capture';

const MARKER_TIMEOUT_MS = 5_000;

/**
 * The bench's side of query-capture.ts: switches capture on in the server (SIGUSR2), runs the
 * requests, switches it off, and returns the SQL the server sent in between.
 */
export async function captureQueries<T>(
  pid: number,
  file: string,
  work: () => Promise<T>,
): Promise<{ result: T; queries: CapturedQuery[] }> {
  const start = readLines(file).length;
  process.kill(pid, 'SIGUSR2');
  await waitForMarker(file, start, 'on');
  let result: T;
  try {
    result = await work();
  } finally {
    process.kill(pid, 'SIGUSR2');
    await waitForMarker(file, start, 'off');
  }
  const queries = readLines(file)
    .slice(start)
    .filter((line): line is CapturedQuery => 'text' in line);
  return { result, queries };
}

function readLines(file: string): CaptureLine[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as CaptureLine);
}

async function waitForMarker(file: string, from: number, marker: 'on' | 'off'): Promise<void> {
  const deadline = Date.now() + MARKER_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (
      readLines(file)
        .slice(from)
        .some((line) => 'marker' in line && line.marker === marker)
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the server did not confirm query capture "${marker}" (was it started with the capture preload?)`);
}
