import { spawn } from 'node:child_process';
import { stopChild, track } from './child-processes';
import { freePort } from './free-port';
import { onServerCpu } from './pinning';
import type { BenchContext } from './section';

/**
 * The baseline: the least a Node HTTP server can do (node:http, a fixed JSON answer like the
 * health check's), in its own process on the same core as the portal. The portal's figures are
 * read against it, measured in the same run, so that the machine's speed and noise cancel out.
 */
const HELLO_SOURCE = `
const http = require('node:http');
const body = JSON.stringify({ status: 'ok' });
const extraHeaders = JSON.parse(process.env.EXTRA_HEADERS || '{}');
http
  .createServer((request, response) => {
    response.writeHead(200, { ...extraHeaders, 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\\n'));
`;

export interface HelloServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * `extraHeaders`: sent with every answer besides the two the baseline always sends, to measure
 * what those headers cost node:http itself (the portal's API headers, say).
 */
export async function startHelloServer(context: BenchContext, extraHeaders: Readonly<Record<string, string>> = {}): Promise<HelloServer> {
  const port = await freePort();
  const { command, args } = onServerCpu(context.pinning, process.execPath, ['-e', HELLO_SOURCE]);
  const child = spawn(command, args, { env: { PORT: String(port), EXTRA_HEADERS: JSON.stringify(extraHeaders) }, stdio: ['ignore', 'pipe', 'inherit'] });
  track(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the baseline server exited (${code})`)));
  });
  if (child.pid === undefined) throw new Error('the baseline server has no pid');
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
}
