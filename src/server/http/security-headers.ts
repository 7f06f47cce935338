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

/** Registered on the root instance so the headers cover every route and the static files. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(contentSecurityPolicy).map(([name, values]) => [name, [...values]])),
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Cross-origin isolation is not needed and would block opening uploaded documents elsewhere.
    crossOriginEmbedderPolicy: false,
  });
}
