import { request as httpRequest, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReleaseProxy {
  /** The proxy's origin, to use instead of the test server's. */
  origin: string;
  /** From now on sw.js differs by one comment, as after a new release is deployed. */
  release: (version: number) => void;
  close: () => Promise<void>;
}

/**
 * A plain HTTP proxy in front of the e2e server that can make /sw.js a new release without a
 * second build: the browser's update check compares the worker's bytes, so a changed comment
 * is a new version. (Playwright cannot route the worker's own script request.) It runs on its
 * own port, hence its own origin, so its service worker never meets another test's.
 */
export async function startReleaseProxy(target: string): Promise<ReleaseProxy> {
  const upstream = new URL(target);
  let version = 0;
  const server = createServer((incoming, outgoing) => {
    const isWorker = (incoming.url ?? '').split('?')[0] === '/sw.js' && version > 0;
    const headers = { ...incoming.headers, host: upstream.host };
    if (isWorker) {
      // The changed body must be built from plain bytes, and a 304 for the old one is not it.
      delete headers['accept-encoding'];
      delete headers['if-none-match'];
      delete headers['if-modified-since'];
    }
    const forward = httpRequest(
      { hostname: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers },
      (answer) => {
        if (!isWorker) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat([...chunks, Buffer.from(`\n// release ${version}\n`)]);
          const { etag: _etag, 'last-modified': _modified, 'content-length': _length, ...rest } = answer.headers;
          outgoing.writeHead(answer.statusCode ?? 502, { ...rest, 'content-length': body.length });
          outgoing.end(body);
        });
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    release: (next) => {
      version = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
