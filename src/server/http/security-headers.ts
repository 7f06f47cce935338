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

/** Registered on the root instance so the headers cover every route and the static files. */
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
  });
}
