import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { securityHeadersFor } from '../../src/server/http/security-headers';

/**
 * The body of the static baseline page: about the size and shape of the portal's home page (a
 * header, a heading, a paragraph, a list of links). The React floor page renders the same
 * markup, and the service-worker page serves the same page, so the three differ only in what
 * they are measuring.
 */
export const BASELINE_BODY = `<header>Municipal Corporation</header>
<main>
<h1>Municipal services, from wherever you are</h1>
<p>Apply for certificates, pay taxes and bills, and raise grievances with the municipality online, even on a slow connection.</p>
<ul>
<li><a href="/certificates">Certificates</a></li>
<li><a href="/taxes">Taxes and Bills</a></li>
<li><a href="/grievances">Grievances</a></li>
<li><a href="/contact">Contact Us</a></li>
</ul>
</main>`;

/** A whole page around `body`, inline CSS, no stylesheet to fetch; `head` adds to the head (a script). */
export function pageHtml(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${title} of the bench">
<title>${title}</title>
<link rel="icon" href="data:,">
<style>
body{margin:0;font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a}
header{background:#0b3d91;color:#fff;padding:0.75rem 1rem}
main{max-width:40rem;margin:0 auto;padding:1rem}
h1{font-size:1.75rem;margin:0.5rem 0}
a{color:#0b3d91}
</style>
${head}</head>
<body>
${body}
</body>
</html>
`;
}

/** The Lighthouse baseline: the best a page can do on this machine in this run, no script at all. */
const BASELINE_HTML = pageHtml('Baseline', BASELINE_BODY);

interface StaticFile {
  contentType: string;
  body: string;
}

export interface StaticSite {
  /** Ends with a slash: `${url}` is the page at "/". */
  url: string;
  stop(): Promise<void>;
}

/** The text inside a page's first `<tag>` with no attributes (its inline script or stylesheet). */
const inlineCode = (html: string, tag: 'script' | 'style'): string | undefined =>
  new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(html)?.[1];

/**
 * The headers the portal sends with every page (src/server/http/security-headers.ts), its
 * Content-Security-Policy allowing this page's own inline script and stylesheet by their hashes:
 * a reference page pays for the same policy as the portal's pages. Its Cross-Origin-Opener-Policy
 * has a page opened in a new tab put in a process of its own, which a repeat visit feels
 * (docs/decisions/056).
 */
function pageHeaders(html: string): Readonly<Record<string, string>> {
  return securityHeadersFor('sandbox', { script: inlineCode(html, 'script'), style: inlineCode(html, 'style') });
}

/**
 * Serves `files` by path from the bench process itself (pages this small cost the load generator
 * nothing), gzipped when the browser accepts it, as the portal serves its own assets, with the
 * portal's page headers.
 */
export async function startStaticSite(files: Readonly<Record<string, StaticFile>>): Promise<StaticSite> {
  // A script file has no inline code of its own; it gets the headers all the same, as the portal's files do.
  const headersOf = (file: StaticFile) => pageHeaders(file.contentType.startsWith('text/html') ? file.body : '');
  const encoded = new Map(
    Object.entries(files).map(([path, file]) => [
      path,
      { ...file, headers: headersOf(file), plain: Buffer.from(file.body), gzip: gzipSync(file.body) },
    ]),
  );
  const server = createServer((request, response) => {
    const file = encoded.get(new URL(request.url ?? '/', 'http://localhost').pathname);
    if (file === undefined) {
      response.writeHead(404).end();
      return;
    }
    const gzip = String(request.headers['accept-encoding'] ?? '').includes('gzip');
    const body = gzip ? file.gzip : file.plain;
    response.writeHead(200, {
      ...file.headers,
      'content-type': file.contentType,
      'content-length': body.length,
      'cache-control': 'no-cache',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The static baseline page alone. */
export function startBaselinePage(): Promise<StaticSite> {
  return startStaticSite({ '/': { contentType: 'text/html; charset=utf-8', body: BASELINE_HTML } });
}
