import { startBaselineProcess } from './baseline-process';
import type { BaselineServer } from './baseline-process';
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

export type HelloServer = BaselineServer;

/**
 * `extraHeaders`: sent with every answer besides the two the baseline always sends, to measure
 * what those headers cost node:http itself (the portal's API headers, say).
 */
export function startHelloServer(context: BenchContext, extraHeaders: Readonly<Record<string, string>> = {}): Promise<HelloServer> {
  return startBaselineProcess(context, 'baseline server', ['-e', HELLO_SOURCE], { EXTRA_HEADERS: JSON.stringify(extraHeaders) });
}
