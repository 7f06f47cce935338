import { performance } from 'node:perf_hooks';

export interface ProbeAnswer {
  status: number;
  ms: number;
  bytes: number;
  /** The parsed JSON answer; null when it was not JSON. */
  body: unknown;
}

/** One request, timed to the last byte of the answer: to check an answer before loading the route. */
export async function probe(url: string, headers: Record<string, string> = {}): Promise<ProbeAnswer> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  const text = await response.text();
  const ms = performance.now() - started;
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = null;
  }
  return { status: response.status, ms, bytes: Buffer.byteLength(text), body };
}
