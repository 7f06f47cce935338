import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The built React app loads only its own files: no inline script or style, no third party.
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

/** The policy's directives for this server's payment provider. */
export function contentSecurityPolicyFor(paymentProvider: 'sandbox' | 'razorpay'): Record<string, string[]> {
  const directives: Record<string, string[]> = Object.fromEntries(Object.entries(contentSecurityPolicy).map(([name, values]) => [name, [...values]]));
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

/** Paths whose every answer is personal (tokens, applications, documents): never stored anywhere. */
const NO_STORE_PREFIXES = ['/api/', '/uploads/'];

/**
 * Registered on the root instance so the headers cover every route, the static files and every
 * error answer: CSP (no inline script), nosniff, frame-ancestors 'none' and X-Frame-Options,
 * the referrer policy, and no-store on personal data.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityPolicyFor(app.config.paymentProvider),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Cross-origin isolation is not needed and would block opening uploaded documents elsewhere.
    crossOriginEmbedderPolicy: false,
    // Set below, only over TLS: on plain http a browser ignores it, and an office server reached
    // by http on the local network must not claim to be https-only.
    strictTransportSecurity: false,
  });

  app.addHook('onRequest', async (request, reply) => {
    // request.protocol is 'https' on a TLS socket, or behind a proxy that says so
    // (X-Forwarded-Proto) when TRUST_PROXY is set: never on a client's word alone.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS_VALUE);
    if (NO_STORE_PREFIXES.some((prefix) => request.url.startsWith(prefix))) reply.header('cache-control', 'no-store');
  });
}
