import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface RouteEntry {
  method: HTTPMethods;
  /** Fastify's pattern, e.g. `/api/admin/certificates/:type/:id`. */
  url: string;
  /** The query parameters its schema declares (none for a route without a query). */
  query: string[];
}

/**
 * Records every route the app registers (an onRoute hook, added before the plugins load), so a
 * route added later is fuzzed and put in the authorization matrix without anyone listing it.
 * Call before `app.ready()` (createTestApp's beforeReady).
 */
export function recordRoutes(app: FastifyInstance): RouteEntry[] {
  const routes: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    const properties = (route.schema?.querystring as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, query: Object.keys(properties) });
  });
  return routes;
}

/** The path parameters of a pattern, in order: `/a/:type/:id` → ['type', 'id']. */
export function paramsOf(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}

/** Fills a pattern's parameters (each value URL-encoded as a client would). */
export function fillPath(url: string, values: Readonly<Record<string, string>>): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, (_whole, name: string) => encodeURIComponent(values[name] ?? ''));
}

export const routeLabel = (route: RouteEntry) => `${route.method} ${route.url}`;
