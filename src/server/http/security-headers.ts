import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { builtInlineCode } from './static-client';
import type { InlineCode } from './static-client';
import { apiPaths } from '../../shared/api/paths';

/** An inline script or stylesheet allowed by its digest alone, so an injected one applies nowhere. */
function hashSource(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

/**
 * The built React app loads only its own files: no inline script or style but the prerendered
 * pages' boot script and stylesheet (added by their hashes, below, when the build has them), no
 * third party.
 * Deliberately without upgrade-insecure-requests: an office server reached over plain http on
 * the local network would otherwise break its own pages. A feature that needs another origin
 * (the payment gateway's checkout) adds exactly that origin here.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

/**
 * Razorpay Checkout, only with PAYMENT_PROVIDER=razorpay: its script from checkout.razorpay.com,
 * which opens its frames on and calls api.razorpay.com. The sandbox needs no other origin.
 */
export const razorpayCheckoutSources: Readonly<Record<string, readonly string[]>> = {
  'script-src': ['https://checkout.razorpay.com'],
  'frame-src': ['https://api.razorpay.com'],
  'connect-src': ['https://api.razorpay.com'],
};

/**
 * The policy's directives for this server's payment provider and the inline code of the build it
 * serves (docs/decisions/032 and 042: made at build time, so their hashes are taken from the build).
 */
export function contentSecurityPolicyFor(
  paymentProvider: 'sandbox' | 'razorpay',
  inline: InlineCode = {},
  mapTileUrl: string | null = null,
): Record<string, string[]> {
  const directives: Record<string, string[]> = Object.fromEntries(
    Object.entries(contentSecurityPolicy).map(([name, values]) => [name, [...values]]),
  );
  // The grievance form's map draws its tiles from MAP_TILE_URL's server ({s}: any of its subdomains).
  const tileOrigin = mapTileUrl === null ? undefined : /^https?:\/\/[^/]+/.exec(mapTileUrl.replace('{s}', '*'))?.[0];
  if (tileOrigin !== undefined) directives['img-src']?.push(tileOrigin);
  if (inline.script !== undefined) directives['script-src']?.push(hashSource(inline.script));
  if (inline.style !== undefined) directives['style-src']?.push(hashSource(inline.style));
  if (paymentProvider === 'razorpay') {
    for (const [name, sources] of Object.entries(razorpayCheckoutSources)) {
      // A directive not set yet falls back to default-src 'self': keep 'self' when adding to it.
      directives[name] = [...(directives[name] ?? ["'self'"]), ...sources];
    }
  }
  return directives;
}

/** One year, the preload list's minimum; subdomains included (a municipality's other sites share the domain's fate). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * What every answer carries, API or page: nosniff keeps a browser from reading it as anything
 * else, X-Frame-Options stops framing where frame-ancestors is not understood, the referrer
 * policy keeps paths from other origins, and CORP keeps other origins from loading it.
 */
const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * What an answer under /api/ carries (OWASP's REST Security cheat sheet): JSON is never a
 * document, so it may load nothing and be framed nowhere; it is personal (tokens, applications),
 * so never stored; and the common headers. The document-only headers of a page (the page CSP,
 * COOP, the legacy ones) would be dead bytes on every call: a health probe's answer is mostly
 * headers.
 */
export const API_HEADERS: Readonly<Record<string, string>> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  ...COMMON_HEADERS,
};

/**
 * The headers of every answer outside /api/ (pages, files, uploads, errors), computed once: the
 * CSP (no inline code but the pages' boot script and stylesheet, frame-ancestors 'none'), the common headers, and the
 * cross-origin and legacy headers helmet's defaults set.
 * Cross-Origin-Embedder-Policy is left out on purpose: cross-origin isolation is not needed and
 * would block opening uploaded documents elsewhere.
 */
export function securityHeadersFor(
  paymentProvider: 'sandbox' | 'razorpay',
  inline: InlineCode = {},
  mapTileUrl: string | null = null,
): Readonly<Record<string, string>> {
  const csp = Object.entries(contentSecurityPolicyFor(paymentProvider, inline, mapTileUrl))
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
  return {
    'content-security-policy': csp,
    'cross-origin-opener-policy': 'same-origin',
    ...COMMON_HEADERS,
    'origin-agent-cluster': '?1',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

/** The portal's API and Open311's (decision 086): JSON, never a page. */
export const isApiPath = (url: string): boolean => url.startsWith('/api/') || url.startsWith(`${apiPaths.open311}/`);

/**
 * Registered on the root instance so the headers cover every route, the static files and every
 * error answer, 404s included: API_HEADERS under /api/, the page headers elsewhere. One
 * synchronous hook with the headers computed at start, rather than helmet's dozen middlewares
 * building them again on every request, a measurable share of the health check's throughput.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const pageHeaders = securityHeadersFor(app.config.paymentProvider, builtInlineCode(app.config.clientDist), app.config.mapTileUrl);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? API_HEADERS : pageHeaders);
    // request.protocol is 'https' on a TLS socket, or behind a proxy that says so
    // (X-Forwarded-Proto) when TRUST_PROXY is set: never on a client's word alone. Set only over
    // TLS: on plain http a browser ignores it, and an office server reached by http on the local
    // network must not claim to be https-only.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    // A signed document link is personal too.
    if (request.url.startsWith('/uploads/')) reply.header('cache-control', 'no-store');
    done();
  });
}
