import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The Lighthouse baseline: a static HTML page about the size and shape of the portal's home page
 * (a header, a heading, a paragraph, a list of links), no script, no stylesheet to fetch. It is
 * the best a page can score on this machine in this run; the portal's pages are read against it.
 */
const BASELINE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Static baseline page of the bench">
<title>Baseline</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a}
header{background:#0b3d91;color:#fff;padding:0.75rem 1rem}
main{max-width:40rem;margin:0 auto;padding:1rem}
h1{font-size:1.75rem;margin:0.5rem 0}
a{color:#0b3d91}
</style>
</head>
<body>
<header>Municipal Corporation</header>
<main>
<h1>Municipal services, from wherever you are</h1>
<p>Apply for certificates, pay taxes and bills, and raise grievances with the municipality online, even on a slow connection.</p>
<ul>
<li><a href="/certificates">Certificates</a></li>
<li><a href="/taxes">Taxes and Bills</a></li>
<li><a href="/grievances">Grievances</a></li>
<li><a href="/contact">Contact Us</a></li>
</ul>
</main>
</body>
</html>
`;

export interface BaselinePage {
  url: string;
  stop(): Promise<void>;
}

/** Served from the bench process itself: a page this small costs the load generator nothing. */
export async function startBaselinePage(): Promise<BaselinePage> {
  const body = Buffer.from(BASELINE_HTML);
  const server = createServer((request, response) => {
    if (request.url === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length, 'cache-control': 'no-cache' });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
